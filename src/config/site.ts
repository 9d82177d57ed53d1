import { NOT_SET, placeholder, type NotSet } from './placeholder.ts';
import type { Licences, TradeTerms, WhatsAppNumber } from './trust.ts';

/** A social profile's https address, or `NOT_SET` while the business has none to link. */
export type SocialProfile = NotSet | `https://${string}`;

/**
 * Business identity: the one place the owner edits to change who the site says it is.
 * Every value written `placeholder('…')` is not a fact about the business and must be replaced
 * before launch (`npm run launch-check` lists them); the rest are public facts (official
 * portals, the cyber-crime helpline).
 */
export const site = {
  /** PLACEHOLDER: the company's trading name. */
  name: placeholder('Example Fuels'),
  tagline: 'Your strategic energy partner for reliable fuel supply across South India.',
  /**
   * The public URL the site is served from; canonical links, the sitemap and social tags use it.
   * Read through `globalThis` so that a browser island importing this module finds no `process`
   * and simply gets the default it never uses.
   */
  url: globalThis.process?.env['SITE_URL'] ?? 'https://www.example.com',
  /** PLACEHOLDER: the phone line, written for people and as a `tel:` target. */
  phone: { display: placeholder('+91 98765 43210'), href: placeholder('tel:+919876543210') },
  /** PLACEHOLDER: the support inbox that answers requests and data-deletion asks. */
  email: placeholder('support@example.com'),
  /** PLACEHOLDER: the street address shown in the footer. */
  streetAddress: placeholder('123 Placeholder Road, Hyderabad, Telangana 500001, India'),
  /** Where the business is, as the contact page states it. */
  contactAddress: {
    locality: 'Hyderabad',
    region: 'Telangana',
    country: 'India',
    countryCode: 'IN',
    text: 'Hyderabad, Telangana, India',
  },
  foundedYear: 2020,
  /**
   * PLACEHOLDER: the business's own profile on each network, e.g.
   * `'https://www.facebook.com/yourpage'`. The footer links `/facebook`, `/twitter` and
   * `/instagram` (the specification's paths); each forwards to the profile set here, or, while it
   * is `NOT_SET`, shows the other ways to reach us. Never a network's home page.
   */
  social: {
    facebook: NOT_SET as SocialProfile,
    twitter: NOT_SET as SocialProfile,
    instagram: NOT_SET as SocialProfile,
  },
  /**
   * PLACEHOLDER: what our own dealership guidance costs, as one sentence shown beside "Apply
   * safely" and every dealership call to action. State the fee and what it covers; until then
   * the sentence says plainly that it is not yet stated.
   */
  guidanceFee: placeholder(
    'Our guidance fee is not stated here yet: ask us for it in writing before you agree to anything.',
  ),
  /** PLACEHOLDER: how soon the team calls back after a request, as a phrase. */
  callbackTime: placeholder('we aim to call back within one working day'),
  /**
   * PLACEHOLDER: the WhatsApp number that answers customers, as people write it
   * ('+91 98765 43210'). Until it is set, no WhatsApp link shows anywhere.
   */
  whatsapp: NOT_SET as WhatsAppNumber,
  /**
   * PLACEHOLDER: licences and registration, shown in the footer, on Contact and About with a
   * link to the public register that confirms each, and in the business's structured data. See
   * src/config/trust.ts for the shapes; `peso: NO_PESO_LICENCE` says we hold none (the site then
   * never mentions PESO). Each is left out until it is set.
   */
  licences: {
    peso: NOT_SET,
    gstin: NOT_SET,
    companyRegistration: NOT_SET,
  } as Licences,
  /**
   * PLACEHOLDER: trade terms for the "Before you order" block on Contact and Home: figures as
   * numbers, the owner's words in every language (src/config/trust.ts). A term not set is left
   * out; with none set, the block is not shown.
   */
  terms: {
    minimumOrderLitres: NOT_SET,
    deliveryCharge: NOT_SET,
    deliveryHours: NOT_SET,
    leadTime: NOT_SET,
    districts: NOT_SET,
  } as TradeTerms,
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
