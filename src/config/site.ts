import { ownerFacts } from './owner-facts.ts';
import type { NotSet } from './placeholder.ts';

/** A social profile's https address, or `NOT_SET` while the business has none to link. */
export type SocialProfile = NotSet | `https://${string}`;

/*
 * Business identity: who the site says it is. The owner edits two files, in the browser editor
 * (/admin) or by hand, and every page, island and the server read them through this module:
 *
 * - src/config/site.yaml: the facts (name, phone, e-mail, addresses, founded year, social
 *   profiles, WhatsApp, licences, trade terms), English only, checked by siteFactsSchema
 *   (src/config/site-schema.ts: the GSTIN's check character, the WhatsApp number, …).
 * - src/content/en/pages/site.yaml: the owner's sentences (tagline, guidance fee, call-back time,
 *   the place as the contact card writes it), entry `pages/site`, translated in every language.
 *
 * A value listed under a file's `placeholders` is a sample, not a fact about the business, and
 * must be replaced before launch (`npm run launch-check` lists them). The public facts below
 * (official portals, the cyber-crime helpline) are not the owner's and stay in code.
 */
const { words, contactAddress, ...facts } = ownerFacts;

export const site = {
  ...facts,
  tagline: words.tagline,
  /**
   * The public URL the site is served from; canonical links, the sitemap and social tags use it.
   * Read through `globalThis`, as a browser island has no `process`: there the build's own `site`
   * (astro.config, from this value) stands in, so the thanks panel names the address built for.
   */
  url: globalThis.process?.env['SITE_URL'] ?? import.meta.env?.SITE ?? 'https://www.example.com',
  /** Where the business is, as the contact page states it (the text in English). */
  contactAddress: { ...contactAddress, text: words.contactAddress.text },
  /** What our own dealership guidance costs, as one sentence (English). */
  guidanceFee: words.guidanceFee,
  /** How soon the team calls back after a request, as a phrase (English). */
  callbackTime: words.callbackTime,
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

/**
 * This site's own name as the address bar check reads it ("example.com"): the one place our fee,
 * once shown, is ours; a copy of the site elsewhere is told apart by it. Without a "www.", as the
 * check for an oil company's portal names it, since the same check allows a word and a dot before.
 */
export const siteHost = new URL(site.url).host.replace(/^www\./u, '');

/**
 * This site's own address as the anti-fraud lines name it, or `undefined` while the build has no
 * `SITE_URL` and stands in with example.com: an address reserved for examples, which no business
 * can own, must never be named as "our website" (47th English read, H-1). Those lines then say
 * the address is not set up yet, as the phone and e-mail lines do.
 */
export const publishedHost: string | undefined = siteHost === 'example.com' ? undefined : siteHost;
