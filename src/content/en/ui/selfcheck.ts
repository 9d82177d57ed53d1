/**
 * UI strings of the eligibility self-check (/services/eligibility): its form, its result and the
 * sentences it composes from each brand's stated rules. Figures, dates and brand names arrive in
 * `{name}` slots already written for the language; a translation keeps each slot and may move it.
 * Each sentence is whole: where the wording differs by case, there is one string per case.
 * `eligibilityPage.*` are the page's own words; every `eligibility.*` key travels with the
 * self-check island (its part), so a string only the page shows goes under `eligibilityPage.`.
 */
export default {
  /** The self-check's title (browser tab, search results). */
  'eligibilityPage.title': 'Petrol pump dealership eligibility check',
  /** The self-check's description in search results; `{brands}` lists the five brand names. */
  'eligibilityPage.description':
    'Check your age, education, land and funds against what {brands} ask for. Land in acres, cents, guntas or sqm.',
  'eligibilityPage.heading': 'Check your eligibility',
  'eligibilityPage.lead':
    'A guide, not a decision: the oil companies alone decide who is selected. This check runs in your browser, and we store nothing you enter. Your answers are kept in this page’s address so that you can share the result: anyone you share the link with sees them, your category and funds included.',
  'eligibilityPage.section': 'Your answers and how each brand sees them',
  /** Shown without JavaScript; `{hub}` is a link to the comparison page, named by its title. */
  'eligibilityPage.noscript':
    'The eligibility check needs JavaScript, which is turned off. The comparison on {hub} gives every brand’s figures to check against by hand.',

  /** The form. */
  'eligibility.form.label': 'Your details',
  'eligibility.form.legend': 'About you, your land and your funds',
  'eligibility.form.age': 'Your age (years)',
  /** The empty choice of a drop-down list. */
  'eligibility.form.choose': 'Choose',
  'eligibility.form.citizen': 'Are you an Indian citizen?',
  'eligibility.form.yes': 'Yes',
  'eligibility.form.no': 'No',
  'eligibility.form.site': 'Site type',
  'eligibility.form.area': 'Land area',
  'eligibility.form.areaHint': 'The size of your plot',
  /** The land area's unit: square metres, acres, cents or guntas. */
  'eligibility.form.unit': 'Unit',
  /** Under the unit; `{acre}` is "1 acre", `{cents}` "100 cents", `{guntas}` "40 guntas", `{sqm}` "4,047 sqm". */
  'eligibility.form.unitHint': '{acre} = {cents} = {guntas} = about {sqm}',
  'eligibility.form.frontage': 'Road frontage (m)',
  'eligibility.form.land': 'The land is',
  'eligibility.form.owned': 'Owned',
  'eligibility.form.leased': 'Leased',
  'eligibility.form.lease': 'Lease length (years)',
  'eligibility.form.leaseHint': 'Only if the land is leased',
  'eligibility.form.categories': 'Categories that apply to you',
  /** The funds are entered in lakh. */
  'eligibility.form.funds': 'Funds available (lakh)',
  /** Under the funds; `{lakh}` is "150" and `{amount}` "₹1.5 crore". */
  'eligibility.form.fundsHint':
    'Only money you have now: do not count a loan you have not yet received. For example, {lakh} for {amount}',
  /** The form's button: it moves to the result (which also updates as answers change). */
  'eligibility.form.submit': 'Show my result',
  'eligibility.form.clear': 'Clear answers',
  /** Education a visitor can choose, lowest first. CA, CS and ICWA are qualifications. */
  'eligibility.level.below10': 'Below 10th pass',
  'eligibility.level.class10': '10th pass',
  'eligibility.level.class12': '12th pass',
  'eligibility.level.diploma': 'Diploma (e.g. engineering)',
  'eligibility.level.graduate': 'Graduate or professional (CA, CS, ICWA)',

  /** The result. */
  'eligibility.result.title': 'Your result',
  'eligibility.result.empty':
    'Answer any of the questions above to see how you compare with each brand.',
  /** `{brands}` is one brand, or several joined with "and". */
  'eligibility.closest.title': 'Closest to you: {brands}',
  'eligibility.closest.nextLabel': 'Next step:',
  /**
   * Follows "Next step:". `{portal}` is a link to the brand's official portal (or the words
   * below), `{guide}` the link after it.
   */
  'eligibility.closest.next': 'check the current openings and apply on {portal}, or {guide}.',
  /** The head of the result when no brand fits; `{brands}` is one brand, or several joined with "and". */
  'eligibility.closest.titleNone': 'No brand fits these answers. Closest: {brands}',
  /**
   * Follows "Next step:" when no brand fits: no "apply", and no offer of our help, which cannot
   * change an age, a plot or the money a reader has. `{portal}` is a link to the brand's portal
   * (or the words "the official portal").
   */
  'eligibility.closest.nextNone':
    "{brand}'s rules can change with each opening, so check the rules of its current openings on {portal}.",
  'eligibility.closest.officialPortal': 'the official portal',
  /** A link to our contact form, with the brand chosen. */
  'eligibility.closest.guide': 'ask us to guide your {brand} application',
  /**
   * Follows "Next step:" instead, for a brand whose listed openings have all closed: no
   * application to apply for or to guide. `{portal}` is a link to its official site.
   */
  'eligibility.closest.nextClosed':
    'The openings listed here for {brand} have all closed: check {portal} for any opening now.',
  /** The head of the result while answers some brand's rules need are still missing. */
  'eligibility.closest.titleSoFar': 'Closest so far: {brands}',
  /** Instead of "Closest so far" while answers are missing and no brand is ruled out. */
  'eligibility.closest.titleNoneRuledOut': 'So far, your answers rule out no brand',
  /** Follows "Next step:" while answers are missing; `{questions}` lists what they ask about. */
  'eligibility.closest.nextAnswer':
    'answer the questions above that are still empty ({questions}) for a fuller check.',
  /**
   * The head of the result when the closest brands leave a rule unstated that every brand
   * stating it would not accept: no "closest", no "apply".
   */
  'eligibility.head.cannotSay': 'No brand is known to fit these answers',
  /** Follows "Next step:" in that case; `{portal}` is a link to the brand's official portal. */
  'eligibility.closest.nextUnknown': "read {brand}'s own rules on {portal} before you pay anyone.",
  /** The head of the result for a visitor who is not an Indian citizen: said first, alone. */
  'eligibility.head.notCitizen':
    'Every brand that lists a citizenship rule asks for Indian citizenship',
  /** Under it, for a brand that lists none; `{portal}` is a link to its official portal. */
  'eligibility.head.notCitizenUnstated':
    '{brand} lists no citizenship rule here: read its rules on {portal} before you spend anything.',
  /** Heading over what a brand states for the groups the visitor ticked. */
  'eligibility.quotas': 'Quotas and preferences',

  /** The criteria each brand is checked on. */
  'eligibility.criterion.citizenship': 'Citizenship',
  'eligibility.criterion.age': 'Age',
  'eligibility.criterion.education': 'Education',
  'eligibility.criterion.area': 'Land area',
  'eligibility.criterion.frontage': 'Road frontage',
  'eligibility.criterion.tenure': 'Owned or leased',
  'eligibility.criterion.funds': 'Funds',
  /** A criterion's name and its outcome, shown before its reason: "Age: Meets." */
  'eligibility.criterionStatus': '{criterion}: {status}.',
  /** A criterion's outcome, after its name: "Age: Meets." */
  'eligibility.status.meets': 'Meets',
  'eligibility.status.fails': 'Does not meet',
  'eligibility.status.notStated': 'Ask {brand}',
  'eligibility.status.unanswered': 'Not checked',
  /** A rule the brand does not list, where every brand that lists it would not accept the answer. */
  'eligibility.status.othersExclude': 'Not listed here',

  /**
   * The reasons under each criterion. `{brand}` is the brand's name, `{rule}` the brand's own
   * words, `{where}` the sites a rule is for (the next string), and the other slots figures.
   * Strings without a full stop ("…ask") name what to ask the brand about, in a list that
   * follows "Ask {brand} about".
   */
  'eligibility.sites': '{site} sites',
  'eligibility.citizenship.notListed': 'No citizenship rule is listed for {brand} here.',
  'eligibility.citizenship.ask': 'citizenship',
  'eligibility.citizenship.unanswered': 'Say whether you are an Indian citizen.',
  'eligibility.citizenship.meets': '{brand} asks for: {rule}. You are an Indian citizen.',
  'eligibility.citizenship.fails': '{brand} asks for: {rule}. You are not.',
  /** What is missing, in the list after "Missing:". */
  'eligibility.citizenship.gap': 'Indian citizenship',
  'eligibility.age.notListed': 'No age limits are listed for {brand} here.',
  'eligibility.age.ask': 'age limits',
  'eligibility.age.unanswered': 'Enter your age.',
  'eligibility.age.reason': '{brand} asks for an age of {range}; you are {age}.',
  'eligibility.age.gap': 'an age of {range}',
  'eligibility.education.notListed': 'No education rule is listed for {brand} here.',
  'eligibility.education.ask': 'education',
  'eligibility.education.chooseSite': 'Choose a site type: the rule differs by site.',
  'eligibility.education.notListedForSite': "No education rule is listed for {brand}'s {where}.",
  'eligibility.education.unanswered': 'Choose your education.',
  'eligibility.education.reason': '{brand} asks for: {rule}. You have: {education}.',
  /** What a brand asks for, as a phrase in a list of other brands' limits: its own words. */
  'eligibility.education.limit': '{rule}',
  'eligibility.site.choose': 'Choose a site type.',
  'eligibility.area.notListed': "No plot size is listed for {brand}'s {where}.",
  /** The same, where the brand says something else about those sites: `{note}`, its words. */
  'eligibility.area.notListedNote':
    "No plot size is listed for {brand}'s {where}. It says: “{note}”.",
  /** What a brand asks for, as a phrase in a list of other brands' limits. */
  'eligibility.area.limit': '{needed} ({equivalent}) for {where}',
  'eligibility.area.ask': 'plot size for {where}',
  'eligibility.area.unanswered': 'Enter your land area.',
  /** `{equivalent}` is the plot size in acres or cents, e.g. "about 19.8 cents". */
  'eligibility.area.reason':
    '{brand} asks for {range} ({equivalent}) for {where}; you have {given}.',
  /** `{short}` is how much land is missing, `{needed}` the brand's minimum. */
  'eligibility.area.gap': 'land {short} ({equivalent}) short ({needed} for {where})',
  'eligibility.frontage.notListed': "No road frontage is listed for {brand}'s {where}.",
  'eligibility.frontage.notListedNote':
    "No road frontage is listed for {brand}'s {where}. It says: “{note}”.",
  'eligibility.frontage.limit': '{needed} of frontage for {where}',
  'eligibility.frontage.ask': 'road frontage for {where}',
  'eligibility.frontage.unanswered': 'Enter your road frontage.',
  'eligibility.frontage.reason':
    '{brand} asks for {range} of frontage for {where}; you have {given}.',
  'eligibility.frontage.gap': '{short} more road frontage ({needed} for {where})',
  'eligibility.tenure.notListed': 'No ownership or lease rule is listed for {brand} here.',
  'eligibility.tenure.ask': 'owning or leasing the land',
  'eligibility.tenure.unanswered': 'Say whether you own or lease the land.',
  'eligibility.tenure.ownedMeets': '{brand} accepts an owned plot; you own yours.',
  'eligibility.tenure.leaseOnly':
    '{brand} speaks only of a lease of {years}; ask whether an owned plot qualifies.',
  'eligibility.tenure.askOwned': 'whether an owned plot qualifies',
  'eligibility.tenure.leaseUnanswered': 'Enter the length of your lease.',
  'eligibility.tenure.reason': '{brand} asks for a lease of {years}; yours is {lease}.',
  'eligibility.tenure.gap': 'a lease of {years}',
  'eligibility.funds.notListed': 'No investment figures are listed for {brand} here.',
  'eligibility.funds.ask': 'the investment',
  'eligibility.funds.unanswered': 'Enter the funds you have, in lakh.',
  /** What is missing: `{amount}` more, and `{what}` one of the two strings after this one. */
  'eligibility.funds.gap': 'funds {amount} short ({what})',
  'eligibility.funds.fromOwnLand':
    'on your own land, the deposit and build come to at least {amount}',
  'eligibility.funds.fromInAll': 'in all, the figures come to at least {amount}',
  /** What a brand asks for, as a phrase in a list of other brands' limits. */
  'eligibility.funds.limit': 'at least {amount}',
  /**
   * `{deposit}` and `{build}` are the brand's names for those lines, in lower case where the
   * language has cases, each followed by its amount.
   */
  'eligibility.funds.ownLand':
    "On your own land, {brand}'s {deposit} ({depositAmount}) and {build} ({buildAmount}) come to at least {min}; you have {funds}.",
  'eligibility.funds.totalOnlyMeets':
    '{brand} states only a total investment of {total}, land included; you have {funds}, which covers even its top.',
  /**
   * Funds between the low end and the top of what a brand states: `{reason}` is the sentence
   * naming both figures, `{high}` the top. Counted as a question for the brand, never as met.
   */
  'eligibility.funds.lowEnd':
    '{reason} That covers the low end only: the figures go up to {high}, and what your site would cost is for {brand} to say.',
  /** The same, where the brand's figures have no top ("₹15 lakh+"). */
  'eligibility.funds.lowEndOpen':
    '{reason} That covers the low end only: the figures have no stated top, and what your site would cost is for {brand} to say.',
  /** What to ask the brand about, in the head's list: "ask Indian Oil about …". */
  'eligibility.funds.askSiteCost': 'what your site would cost',
  'eligibility.funds.totalOnly':
    '{brand} states only a total investment of {total}, not split into land and the rest, so what you need on your own land cannot be worked out here; you have {funds}.',
  'eligibility.funds.askOwnLand': 'the investment on your own land',
  'eligibility.funds.noTotal': 'No total investment is listed for {brand} here.',
  'eligibility.funds.askTotal': 'the total investment',
  /** `{low}` is the low end of `{total}`. */
  'eligibility.funds.reason':
    "{brand}'s total investment is {total}, so at least {low}; you have {funds}.",
  /** The same, where owning the land would lower the figure and the visitor has not said. */
  'eligibility.funds.reasonIfOwned':
    "{brand}'s total investment is {total}, so at least {low}; you have {funds}. If you own the land, say so above: then only the deposit and build count.",
  /** What a brand states for a group the visitor ticked; `{group}` is the group's name. */
  /**
   * Our data on the brand names no quota or preference at all. "Not listed here", not "not
   * stated by": one of its openings may still name one (Indian Oil's Haryana opening: SC/ST).
   */
  'eligibility.category.notStated':
    '{group}: no quota or preference is listed here for {brand}; a particular opening may name one.',
  'eligibility.category.none': '{group}: {brand} lists no quota or preference for this group here.',
  /** What a brand states for a group the visitor ticked, one sentence per case; `{group}` is the group's name. */
  'eligibility.category.quotaShare':
    '{group}: {brand} keeps {percent}% of its sites for this group.',
  'eligibility.category.quota':
    '{group}: {brand} keeps some sites for this group; it does not say how many.',
  'eligibility.category.preference': '{group}: {brand} gives this group preference.',
  /**
   * On the visitor's own land (`{ownLand}`, the sentence above), where a brand's total is below
   * its own deposit and build together; `{total}` is the total's low end, `{parts}` the two
   * together. The check uses `{parts}`.
   */
  'eligibility.funds.ownLandDisagree':
    "{ownLand} {brand}'s own figures disagree: its total investment starts at {total}, but its {deposit} and {build} alone come to at least {parts}. This check uses the higher figure, {parts}; ask {brand} which is right.",
  /**
   * Said instead of the total's reason where the land is not the visitor's own and the brand's
   * deposit, land and build start above its total: `{disagree}` is the sentence the brand's
   * guide and the hub show under its total (`dealers.investment.partsDisagree`), `{used}` the
   * parts' low end, which the check uses, right before `{funds}`, what the visitor has.
   */
  'eligibility.funds.partsDisagreeFunds':
    '{disagree} This check uses the higher starting figure, {used}; you have {funds}.',
  /**
   * The same, for a brand that states no land line: its total is below its deposit and build. The
   * figure the verdict uses comes right before `{funds}`, what the visitor has.
   */
  'eligibility.funds.disagreeFunds':
    "{brand}'s own figures disagree: its total investment starts at {total}, but its {deposit} and {build} alone come to at least {parts}. This check uses the higher figure, {parts}; you have {funds}. Ask {brand} which is right.",

  /** A brand's verdict, after its name. "One" is used where the language's "one" form fits. */
  'eligibility.verdict.failsOne': 'Does not meet {count} rule listed here',
  'eligibility.verdict.failsMany': 'Does not meet {count} rules listed here',
  'eligibility.verdict.check': 'Check with {brand}',
  /** Nothing failed so far, but `{count}` of the questions the brand's rules need are empty. */
  'eligibility.verdict.openOne': 'Not known yet: {count} answer still needed ({questions})',
  'eligibility.verdict.openMany': 'Not known yet: {count} answers still needed ({questions})',
  'eligibility.verdict.likely': 'Likely eligible',
  /** A brand that leaves a rule unstated which every brand stating it would not accept. */
  'eligibility.verdict.cannotSay': 'Not known to fit: rules not listed here',
  /** The summary read out when the result changes; `{brands}` lists brand names. */
  'eligibility.summary.likely': 'Likely eligible: {brands}.',
  'eligibility.summary.check': 'Check with the brand: {brands}.',
  'eligibility.summary.notEligible': 'Does not meet one or more rules listed here: {brands}.',
  'eligibility.summary.cannotSay': 'Not known to fit, as their rules are not listed: {brands}.',
  'eligibility.summary.incomplete': 'Answers needed: {brands}.',
  /** The head of the result: what stands between the visitor and the closest brand. */
  'eligibility.gaps.likely': 'You meet everything {brand} states.',
  'eligibility.gaps.incomplete':
    'Nothing you have entered so far fails a rule {brand} lists; answer the rest for a fuller check.',
  /** Followed by what to ask the brand about. */
  'eligibility.gaps.check':
    'Nothing you entered fails a rule {brand} lists here, but some points are for {brand} to settle.',
  /** `{topics}` lists the rules the brand does not list, joined with "and". */
  'eligibility.gaps.cannotSay':
    '{brand} lists no rule here on {topics}, so this check cannot say you qualify: every brand that lists one would not accept your answers.',
  /** `{gaps}` lists what is missing, joined with "and". */
  'eligibility.gaps.missing': 'Not met: {gaps}.',
  /** `{topics}` lists what to ask about, joined with "and". */
  'eligibility.gaps.ask': 'Ask {brand} about {topics}.',
  /**
   * After a rule a brand does not list (`{reason}`), where every brand that lists it would not
   * accept the answer; `{limits}` is their limits, each followed by the brands stating it.
   */
  'eligibility.othersExclude':
    '{reason} Every brand that lists this rule would not accept your answer: {limits}. So this check cannot say you meet it.',
  /** One limit, then in brackets the brands that state it: "an age of 21–55 years (Nayara and Jio-bp)". */
  'eligibility.limitOf': '{limit} ({brands})',
} as const;
