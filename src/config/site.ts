/**
 * Business identity: the one place the owner edits to change who the site says it is.
 * Every value marked PLACEHOLDER is not a fact about the business and must be replaced
 * before launch; the rest are public facts (official portals, the cyber-crime helpline).
 */
export const site = {
  /** PLACEHOLDER: the company's trading name. */
  name: 'Example Fuels',
  tagline: 'Your strategic energy partner for reliable fuel supply across South India.',
  /** The public URL the site is served from; canonical links, the sitemap and social tags use it. */
  url: process.env['SITE_URL'] ?? 'https://www.example.com',
  /** PLACEHOLDER: the phone line, written for people and as a `tel:` target. */
  phone: { display: '+91 98765 43210', href: 'tel:+919876543210' },
  /** PLACEHOLDER: the support inbox that answers requests and data-deletion asks. */
  email: 'support@example.com',
  /** PLACEHOLDER: the street address shown in the footer. */
  streetAddress: '123 Placeholder Road, Hyderabad, Telangana 500001, India',
  /** Where the business is, as the contact page states it. */
  contactAddress: {
    locality: 'Hyderabad',
    region: 'Telangana',
    country: 'India',
    countryCode: 'IN',
    text: 'Hyderabad, Telangana, India',
  },
  foundedYear: 2020,
  /** PLACEHOLDER: the business's social profiles. */
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
  },
  /** Official portals, facts as of 2025; linked from the dealership pages and the trust panel. */
  portals: {
    dealerChayan: 'https://www.petrolpumpdealerchayan.in',
    indianOil: 'https://iocl.com',
    bharat: 'https://www.bharatpetroleum.in',
    hindustan: 'https://www.hindustanpetroleum.com',
    nayara: 'https://www.nayaraenergy.com',
    jio: 'https://www.jiobp.com',
  },
  /** India's national cyber-crime reporting channels. */
  fraudReporting: { helpline: '1930', portal: 'https://cybercrime.gov.in' },
} as const;

export type Site = typeof site;
