/**
 * UI strings every page shares: the header, the menus, the footer, the language switcher, the
 * not-found page and the shared widgets. `{name}` marks a value filled in at render time; a
 * translation keeps each slot and may move it.
 */
export default {
  'skip.toContent': 'Skip to content',
  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.about': 'About Us',
  'nav.contact': 'Contact',
  'nav.hub': 'Compare all brands',
  'nav.menu': 'Menu',
  /**
   * The menu of the five brands' guides (the spec's "Services") and its entries' carousel: under
   * "Services" the oil companies read as if we sold or acted for them (docs/departures.md).
   */
  'nav.guides': 'Dealership guides',
  'nav.call': 'Call',
  'nav.language': 'Language',
  'footer.phone': 'Phone:',
  'footer.support': 'Support:',
  'footer.pages': 'Pages',
  'footer.dealershipGuide': 'Dealership guide',
  'footer.quickLinks': 'Quick links',
  'footer.follow': 'Follow us',
  /** The same heading while no profile is set: the links then lead to pages saying so. */
  'footer.followNotSet': 'Social media (not set up yet)',
  'footer.onNetwork': '{site} on {network}',
  'footer.rights': '© {year} {site}. All rights reserved.',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.slide': '{number} of {count}',
  'carousel.goTo': 'Go to slide {number}',
  'notFound.title': 'Page not found',
  'notFound.description': 'The page you asked for does not exist on this site.',
  'notFound.eyebrow': 'Error 404',
  'notFound.lead':
    'The page you asked for does not exist. It may have moved, or the address may be mistyped.',
  'notFound.home': 'Go to the home page',
  'notFound.contact': 'Contact us',
  'translation.missing':
    'This page is not yet translated into your language. It is shown in English until it is.',
  'link.newTab': '(opens in a new tab)',
  'link.eligibility': 'Check your eligibility',
  'social.profile.description': 'Our {network} profile.',
  'social.profile.lead': 'Taking you to our {network} profile.',
  'social.profile.heading': 'If nothing happens',
  'social.profile.paragraph': 'Open our {network} profile with the link below.',
  'social.none.description':
    '{site} has no {network} profile linked yet. Reach us by the contact form, phone or e-mail.',
  'social.none.lead': 'We have no {network} profile to link here yet.',
  'social.none.heading': 'Reach us another way',
  'social.none.paragraph':
    'Send us a request through the contact form, or call or write to us directly.',
  'social.contactTeam': 'Contact our team',
  'social.call': 'Call {phone}',
  'social.email': 'E-mail {email}',

  /**
   * "Words used on this page": the acronyms and terms of the brands' forms, each explained once,
   * at the end of any page that shows it (src/lib/terms.ts finds them). `terms.<id>` is the term
   * as the page writes it, so a translation keeps the same word its pages use; `.means` says it
   * in everyday words.
   */
  'terms.title': 'Words used on this page',
  'terms.roi': 'ROI',
  'terms.roi.means':
    'Return on investment: what the money put into an outlet brings back, as a share of that money. The figures here are from 2025 and not checked against a document of the brand. What an outlet earns depends on its sales; no one can promise a profit.',
  'terms.scSt': 'SC/ST',
  'terms.scSt.means':
    'Scheduled Castes and Scheduled Tribes. Some brands keep a fixed share of their dealerships for these groups (a quota); others only give them preference. Each brand’s own rule is on its page.',
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
  /** Under figures the owner has not confirmed yet (the specification's samples). */
  'figures.sample': 'Sample figures, not yet confirmed.',
  /** After a claim the owner has not confirmed yet (the specification's sample). */
  'figures.sampleClaim': 'Sample claim, not yet confirmed.',
} as const;
