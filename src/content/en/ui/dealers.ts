/**
 * UI strings of the five brand guides (/services/<brand>): the labels, headings and sentences the
 * components write around each brand's content (the content's own words, such as step titles or
 * the brand's reasons, are translated in src/content/<locale>/dealers/*.yaml). Figures and dates
 * arrive in `{name}` slots already formatted for the language; a translation keeps each slot and
 * may move it.
 */
export default {
  /** Before the site's own sentence on what our guidance costs, beside every dealership offer. */
  'dealers.guidanceFee': 'What our help costs:',

  /** An opening's status badge, as of the day the page was built (brand pages and the hub). */
  'dealers.status.open': 'Open',
  'dealers.status.closed': 'Closed',
  'dealers.status.ongoing': 'Listed as ongoing',
  'dealers.status.unconfirmed': 'Deadline not stated',

  /**
   * The kinds of site an outlet stands on, inside a phrase: before "sites" ('{site} sites'), in a
   * list of site kinds. Use the form that joins a following noun.
   */
  'dealers.site.rural': 'Rural',
  'dealers.site.urban': 'Urban',
  'dealers.site.highway': 'Highway',
  /** The same kinds named on their own: a land card's heading, the self-check's options. */
  'dealers.siteName.rural': 'Rural',
  'dealers.siteName.urban': 'Urban',
  'dealers.siteName.highway': 'Highway',

  /** Groups of applicants a quota or preference favours. SC/ST and OBC are official terms. */
  'dealers.group.scSt': 'SC/ST',
  'dealers.group.obc': 'OBC',
  'dealers.group.women': 'Women',
  'dealers.group.exServicemen': 'Ex-servicemen',
  'dealers.group.experience': 'Experienced applicants',
  /** A share of sites reserved for `{group}`: "SC/ST quota 17%". */
  'dealers.reservation.quotaShare': '{group} quota {percent}%',
  /** A quota whose share is not stated: "SC/ST quota". */
  'dealers.reservation.quota': '{group} quota',
  /** A weighting in selection: "Women preference". */
  'dealers.reservation.preference': '{group} preference',

  /** Under the page heading and in the closing box; `{date}` is a year, month or day. */
  'dealers.figuresAsOf': 'Figures as of {date}',
  /** Near the top of a brand page once its figures are more than a year old; the portal follows. */
  'dealers.stale':
    'These figures are from {date}, more than a year ago. They may have changed: check them on the official portal before you decide.',
  /** Headline figure: the number of outlets. */
  'dealers.hero.outlets': 'Outlets',
  /** Headline figure when the brand qualifies its count: "Active stations". */
  'dealers.hero.qualifiedOutlets': '{qualifier} stations',
  /**
   * The headline return is a 2025 figure we have not seen in a document of the brand: said so,
   * never ours and never a promise.
   */
  'dealers.hero.roi': 'ROI: a 2025 figure, not checked with the brand',
  'dealers.hero.averageRoi': 'Average ROI: a 2025 figure, not checked with the brand',
  /** Under the ROI figure: the period the brand states it over, e.g. "over 2–3 years". */
  'dealers.hero.roiOver':
    'over {period} of running the outlet (whether each year or in all is not said); earnings depend on sales; not a promise',
  /** Under the ROI figure when the brand states no period: a year? in all? */
  'dealers.hero.roiNoPeriod': 'period not stated; earnings depend on sales; not a promise',
  /** A badge with the brand's stated network target, and when it said so. */
  'dealers.hero.target': '{brand} states it plans {count} outlets (as of {date})',
  'dealers.hero.ongoing': 'Applications: listed as ongoing.',
  'dealers.hero.open': 'Applications open till {date}.',
  /** Follows a "Closed" badge. */
  'dealers.hero.closed': 'Applications were open till {date}; that deadline has passed.',
  'dealers.hero.allClosed': 'Every opening listed here has closed; the last deadline was {date}.',

  /** Heading of the "why" and eligibility part, when the brand shows both together. */
  'dealers.why.title': 'Why {brand}, and who can apply',
  /** Names the tab list of that part for assistive technology. */
  'dealers.whyTabs.label': '{brand}: why and eligibility',
  /** Names a row of cards that scrolls sideways; `{title}` is the row's heading. */
  'dealers.why.scrollRegion': '{title}: scroll sideways for more',
  /** Shown above that row; each card is one reason. */
  'dealers.why.scrollHint': '{count} reasons: scroll sideways for more',
  /** Where the brand states no reasons. */
  'dealers.notStated': 'Not stated.',

  'dealers.eligibility.title': 'Eligibility',
  'dealers.eligibility.age': 'Age',
  'dealers.eligibility.citizenship': 'Citizenship',
  'dealers.eligibility.record': 'Record',
  'dealers.eligibility.education': 'Education',
  'dealers.eligibility.financialProof': 'Financial proof',
  'dealers.eligibility.priorDealership': 'Earlier dealership',
  'dealers.eligibility.required': 'Required',
  'dealers.eligibility.notNeeded': 'Not needed',
  'dealers.eligibility.land': 'Land',
  'dealers.eligibility.clearances': 'Clearances',
  /** `{portal}` is a link to the official portal, named as the portal names itself. */
  'dealers.eligibility.unstated':
    'Personal criteria such as age, education and finances are not stated in our source. Each advertisement on {portal} lists them.',
  /** Label of a list of quotas and preferences (eligibility and openings). */
  'dealers.reservations': 'Quotas and preferences',

  'dealers.land.title': 'Land requirements',
  'dealers.land.plotArea': 'Plot area',
  'dealers.land.frontage': 'Frontage',
  /** How long the plot must be held; `{years}` is e.g. "15+ years". */
  'dealers.land.ownedOrLeased': 'Your own land, or land on a lease of {years}',
  'dealers.land.lease': 'Lease of {years}',
  'dealers.land.tenure': 'Tenure:',
  'dealers.land.clearances': 'Clearances:',

  'dealers.investment.title': 'Investment',
  /** `{year}` is the year the figures are for. */
  'dealers.investment.titleYear': 'Investment ({year})',
  'dealers.investment.finance': 'Finance:',
  /**
   * Under a brand's total investment wherever it is shown (brand page, hub chart and table), when
   * its own deposit, land and construction add up to something its total does not cover
   * (lib/investment.ts). `{parts}` is what they add up to, `{total}` the total it states.
   */
  'dealers.investment.partsDisagree':
    "{brand}'s own figures do not agree: its deposit, land and construction add up to {parts}, but it states a total of {total}. Ask {brand} which is right.",
  /** The same place, where the parts add up to less than the total and the brand does not say what the rest is for. */
  'dealers.investment.partsBelow':
    "{brand}'s deposit, land and construction add up to {parts}, less than the total of {total} it states; it does not say here what the rest is for. Ask {brand}.",

  /**
   * Heading of the steps: "Jio-bp: the 5 steps to an outlet" (nobody's outlet until selected; the
   * brand first, so no article has to agree with its name: "a Indian Oil").
   */
  'dealers.steps.title': '{brand}: the {count} steps to an outlet',
  /** Names the list of steps. */
  'dealers.steps.list': 'Steps',
  'dealers.steps.step': 'Step {number}',
  /** After "Step 4" on a greyed step: it happens only for an applicant the brand selects. */
  'dealers.steps.afterSelection': '(only if {brand} selects you)',
  /** Beside the step the fee is paid in: the brand's fee, paid on its portal, not ours. */
  'dealers.steps.fee': 'Application fee, paid on the official portal: {fee}',
  /** A step's duration ("3–6 months") as the brand states it: a wary reader takes a bare time as ours. */
  'dealers.steps.time': '{time}, as {brand} states it; not a promise',

  /** Under the openings heading; `{asOf}` is when they were listed, `{today}` the build day. */
  'dealers.openings.intro':
    'Listed as of {asOf}. Deadlines are checked against {today}, the day this page was built; confirm any opening on the official portal before you apply.',
  'dealers.openings.closed': 'Deadline passed: {date}',
  'dealers.openings.open': 'Apply by {date}',
  'dealers.openings.ongoing':
    'Listed as ongoing in {date}, with no deadline; not known if still open',
  'dealers.openings.unconfirmed': 'Check the official portal for dates',
  'dealers.openings.when': 'Announced',
  'dealers.openings.sites': 'Sites',
  /** `{kinds}` lists site kinds in lower case where the language has cases: "rural and urban". */
  'dealers.openings.siteKinds': '{kinds} sites',
  /** The same with the number offered: "120 highway sites". */
  'dealers.openings.siteCount': '{count} {kinds} sites',
  'dealers.openings.fee': 'Application fee',
  'dealers.openings.note': 'Note',

  'dealers.jointVenture.title': 'About the company',
  /** `{split}` is the ownership split, e.g. "50:50". */
  'dealers.jointVenture.text': '{brand} is a {split} joint venture. Data as of {date}.',

  'dealers.cta.title': 'Thinking of a dealership with {brand}?',
  'dealers.cta.intro':
    'Tell us about your land and plans, and we will explain each step, which you take yourself on the official portal.',
  /**
   * Attached to every brand call to action (aria-describedby), under the button: whose form it
   * opens, and where applications are really made. `{site}` is our name, `{brand}` the brand's.
   */
  'dealers.cta.note':
    "This opens our own guidance form ({site}); it is not {brand}'s form. Applications to {brand} are made only on its official portal.",
  'dealers.cta.confirm':
    'Fees, openings and criteria change. Confirm the current figures on the official portal and apply there; never pay an application fee through any other site.',
  /** Names the list of links to the official portals. */
  'dealers.cta.portals': 'Official portals',
} as const;
