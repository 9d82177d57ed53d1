/**
 * "Words used on this page": the acronyms and terms of the brands' forms, each explained once, at
 * the end of any page that shows it (src/lib/terms.ts finds them). `terms.<id>` is the term as the
 * page writes it, so a translation keeps the same word its pages use; `.means` says it in
 * everyday words.
 */
export default {
  'terms.title': 'Words used on this page',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'Return on investment: what the money put into an outlet brings back, as a share of that money, as the brand states it. It is the brand’s figure, not a promise.',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means':
    'Scheduled Castes and Scheduled Tribes: groups for whom a share of dealerships is reserved.',
  'terms.obc': 'OBC',
  'terms.obc.means':
    'Other Backward Classes: a group the government lists; some brands give it preference or a share of dealerships.',
  'terms.noc': 'NOC',
  'terms.noc.means':
    'No-objection certificate: a letter from an office, such as the fire service, pollution control or the town council, saying it does not object to the outlet.',
  'terms.ev': 'EV',
  'terms.ev.means': 'Electric vehicle. An EV site has chargers for electric cars and bikes.',
  'terms.netWorth': 'Net worth',
  'terms.netWorth.means': 'What you own (land, savings, gold) minus what you owe.',
  'terms.professional': 'CA, CS, ICWA',
  'terms.professional.means':
    'Professional qualifications in accounts and company law: chartered accountant, company secretary and cost accountant.',
} as const;
