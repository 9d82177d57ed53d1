/**
 * UI strings of the dealership hub (/services), which compares the five brands (the eligibility
 * self-check's strings are in selfcheck.ts). The brands' own words (portal names, site
 * names, rules, notes) come from their content, translated in src/content/<locale>/dealers/;
 * site types, applicant groups and quotas are named with the brand guides' strings (dealers.ts).
 * Figures, dates and brand names arrive in `{name}` slots already written for the language; a
 * translation keeps each slot and may move it.
 */
export default {
  /** The hub's title (browser tab, search results) and its page heading. */
  'hub.title': 'Compare petrol pump dealerships',
  /** The hub's description in search results; `{brands}` lists the five brand names. */
  'hub.description':
    '{brands} dealerships side by side, an eligibility self-check, the openings they have listed and how to stay safe from fraud.',
  /** Under the heading; `{brands}` is the five brand names, separated by commas. */
  'hub.lead':
    '{brands}: what each asks for, side by side, with a self-check and the openings they list. Figures are as the brands listed them, with the date they are as of; the return (ROI) figures are not checked with the brands.',

  'hub.compare.title': 'The brands side by side',
  'hub.compare.intro': 'The money first, then every figure. Choose a brand for its full guide.',
  /** Names the comparison table for assistive technology. */
  'hub.compare.caption': 'Dealership requirements of each brand, as the brands listed them',
  /**
   * Above the comparison when some brands' figures are more than a year old on the day the page
   * was built; `{brands}` lists those brands. Links to their official portals follow.
   */
  'hub.stale':
    "Figures older than a year: {brands}. They may have changed; check each brand's official portal before you decide.",

  /** Above the table on a wide screen; `{count}` is the number of columns. */
  'hub.table.scrollHint': '{count} columns: scroll the table sideways for more',
  /** Header of the column of brand names. */
  'hub.table.brand': 'Brand',
  /** Header of the column of links to each brand's own website. */
  'hub.table.officialSite': 'Official site',
  /** The comparison's column headers. */
  'hub.column.investment': 'Total investment',
  'hub.column.deposit': 'Security deposit',
  'hub.column.landRural': 'Rural land',
  'hub.column.landUrban': 'Urban land',
  'hub.column.landHighway': 'Highway land',
  'hub.column.fee': 'Application fee',
  'hub.column.outlets': 'Outlets',
  /** The returns are 2025 figures not checked with the brands, never a promise. */
  'hub.column.roi': 'ROI (2025 figures, not checked with the brands)',
  'hub.column.lease': 'Owned or leased',
  'hub.column.age': 'Age',
  'hub.column.education': 'Education',
  'hub.column.quotas': 'Quotas and preferences',
  'hub.column.selection': 'Selection time the brand states (not a promise)',
  'hub.column.asOf': 'Figures as of',
  /** A cell, or a part of one, where the brand does not state the figure. */
  'hub.notStated': 'Not stated',
  /** A land cell: the road frontage after the plot size, e.g. "30 m frontage". */
  'hub.cell.frontage': '{range} frontage',
  /** A land cell that gives a plot size but no frontage. */
  'hub.cell.frontageNotStated': 'frontage not stated',
  /** A land cell for a site the brand names itself: "Town: 800 sqm, 25 m frontage". */
  'hub.cell.labelled': '{label}: {figures}',
  /** Whether the land may be owned; `{years}` is how long it must be held, e.g. "15+ years". */
  'hub.cell.ownedOrLeased': 'Own land, or a lease of {years}',
  'hub.cell.leased': 'Leased, {years}',
  /**
   * ROI cells: "15–25%, period not stated", "25–35% average, period not stated", "20–30% over
   * 2–3 years" (of running the outlet, in all: the brand's stated period).
   */
  'hub.cell.roi': '{range}, period not stated',
  'hub.cell.roiAverage': '{range} average, period not stated',
  'hub.cell.roiOver': '{range} over {period}',
  'hub.cell.roiAverageOver': '{range} average over {period}',
  /** Outlets with the brand's qualifier: "1,700+ active". */
  'hub.cell.outlets': '{count} {qualifier}',
  /**
   * Read out after the table is sorted; `{column}` is the column's name as it reads inside the
   * sentence (the two below), `{brands}` the brands in their new order.
   */
  'hub.sort.ascending': 'Sorted by {column}, lowest first: {brands}.',
  'hub.sort.descending': 'Sorted by {column}, highest first: {brands}.',
  'hub.sort.investment': 'total investment',
  'hub.sort.roi': 'ROI',

  /**
   * Describes the bar chart of the brands' money; `{from}` and `{to}` are the ends of its scale,
   * e.g. "₹0" and "₹5 crore".
   */
  'hub.bars.caption':
    'Total investment (light band), deposit (dark band) and application fee (dark mark) on one scale from {from} to {to}. The fees are so small that their marks sit at the start.',
  /**
   * Under each brand's bar: its three figures, each an amount or the words below. The fee is the
   * brand's application fee on its official portal, not ours.
   */
  'hub.bars.figures':
    'Total {total}; deposit {deposit}; application fee on the official portal {fee}',
  'hub.bars.notStated': 'not stated',

  'hub.eligibility.intro':
    'Your age, education, land (in acres, cents or sqm) and funds against each brand, the closest first.',
  /** The link to the self-check page. */
  'hub.eligibility.start': 'Start the self-check',

  'hub.openings.title': 'Openings at a glance',
  /** `{date}` is the day the page was built. */
  'hub.openings.intro':
    'The openings the brands listed in 2025; those not marked closed come first. Each deadline is compared with {date}, the day this page was built; none is confirmed open now. Check the official portal before you apply.',
  'hub.openings.announced': 'Announced',
  'hub.openings.deadline': 'Deadline',
  'hub.openings.noDeadline': 'Not stated: check the official portal',
  /** An opening without a closing date; `{date}` is when the brand's figures are from. */
  'hub.openings.ongoingAsOf': 'Listed as ongoing in {date}; not known if still open',
  /** The sites an opening offers: "Highway sites", "120 Rural sites". */
  'hub.openings.sites': '{sites} sites',
  'hub.openings.countedSites': '{count} {sites} sites',
  /** The application fee of an opening, paid on the brand's portal (not ours). */
  'hub.openings.fee': 'Application fee on the official portal: {fee}',

  /** The panel on how dealers are really selected (hub, self-check and brand pages). */
  'hub.trust.title': 'Apply safely: only the oil companies select dealers',
  'hub.trust.independent':
    '{site} is independent of the oil companies: we are not an agent of any oil company, and nobody, including us, can guarantee you an allotment.',
  /** A list of the official portals follows. */
  'hub.trust.portals':
    'Dealers are selected only through the oil companies’ own processes and official portals:',
  /** After the shared selection portal: the brands that select through it. */
  'hub.trust.usedBy': '(dealer selection for {brands})',
  'hub.trust.neverPay': 'Never pay a fee to a person or into a personal account for “approval”.',
  'hub.trust.lookAlike':
    'Look-alike websites and fake letters of approval exist: check every address and letter against the official portals above.',
  /** `{helpline}` is the helpline's number and `{portal}` the reporting site, both links. */
  'hub.trust.report':
    'If you suspect fraud, call the national cyber-crime helpline {helpline} or report it at {portal}.',
} as const;
