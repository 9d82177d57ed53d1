import { socialPaths } from '../data/social.ts';
import {
  defaultLocale,
  languageTags,
  locales,
  localizedPath,
  unlocalizedPath,
} from '../i18n/locales.ts';

/**
 * Everything the <head> says about a page to search engines and link previews, as pure functions
 * of the site config and the page's own facts, so the rules can be unit-tested without a build.
 */

/** The social card and its facts; scripts/icons.ts draws it at exactly this size. */
export const socialImage = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
} as const;

/** The brand orange (`--color-brand-600` in global.css): browser chrome, icons, social card. */
export const themeColor = '#c2410c';

/** What the social card shows, for people who cannot see it. */
export function socialImageAlt(siteName: string, tagline: string): string {
  return `${siteName}: ${tagline}`;
}

/**
 * Pages that exist for a visitor who is already here (the thank-you page after the form, the
 * not-found page, the footer's social paths that forward to a profile) and must not appear in
 * search results. The sitemap filter in astro.config.ts leaves out the same pages; the SEO e2e
 * test checks that the two agree.
 */
export const unindexedPaths: readonly string[] = [
  '/404',
  '/contact/thanks',
  '/contact/check',
  ...socialPaths,
];

/** Whether the page rendered at `pathname` stays out of search results by default. */
export function isUnindexed(pathname: string): boolean {
  return unindexedPaths.includes(unlocalizedPath(canonicalPath(pathname)));
}

/** The site URL without a trailing slash, however the environment spelled it. */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/**
 * The clean path of a page: prerendering with `build.format: 'file'` reports `/about.html` and
 * `/index.html`, but the site serves `/about` and `/`, and those are what search engines should
 * index. No trailing slash, and `/` for home.
 */
export function canonicalPath(pathname: string): string {
  const clean = pathname
    .replace(/[?#].*$/, '')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean.startsWith('/') ? clean : `/${clean}`;
}

/** The absolute URL of a site path on the configured public origin. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteOrigin(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The canonical URL of the page rendered at `pathname`. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return absoluteUrl(siteUrl, canonicalPath(pathname));
}

/**
 * The same page in every language, for `<link rel="alternate" hreflang>` and the sitemap: one
 * link per language, and `x-default` (English) for readers of any other.
 */
export function alternateLinks(
  siteUrl: string,
  pathname: string,
): { hreflang: string; href: string }[] {
  const page = unlocalizedPath(canonicalPath(pathname));
  const links = locales.map((locale) => ({
    hreflang: languageTags[locale],
    href: absoluteUrl(siteUrl, localizedPath(page, locale)),
  }));
  return [
    ...links,
    { hreflang: 'x-default', href: absoluteUrl(siteUrl, localizedPath(page, defaultLocale)) },
  ];
}

/** schema.org WebPage for the page itself, naming the language it is written in. */
export function webPageJsonLd(
  page: { url: string; name: string; description: string; language: string },
  siteUrl: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: page.language,
    about: { '@id': `${siteOrigin(siteUrl)}/#business` },
  };
}

/** The document title: the page's own title, then the site name, once. */
export function pageTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

/** The slice of the site config the business's structured data is made from. */
export interface BusinessFacts {
  name: string;
  url: string;
  tagline: string;
  /** The phone line and e-mail, once set: left out while they are samples (public-contact.ts). */
  phone: { href: string } | undefined;
  email: string | undefined;
  contactAddress: { locality: string; region: string; countryCode: string };
  foundedYear: number;
  /** The GSTIN, once the owner has set it (schema.org `taxID`). */
  taxID?: string | null;
}

/** The telephone number as schema.org expects it: the `tel:` target without its scheme. */
export function telephoneOf(phone: { href: string }): string {
  return phone.href.replace(/^tel:/, '');
}

/** schema.org LocalBusiness for the company; every page carries it once. */
export function localBusinessJsonLd(business: BusinessFacts, areaServed: readonly string[]) {
  const origin = siteOrigin(business.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${origin}/#business`,
    name: business.name,
    description: business.tagline,
    url: `${origin}/`,
    image: absoluteUrl(origin, socialImage.path),
    ...(business.phone ? { telephone: telephoneOf(business.phone) } : {}),
    ...(business.email ? { email: business.email } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.contactAddress.locality,
      addressRegion: business.contactAddress.region,
      addressCountry: business.contactAddress.countryCode,
    },
    foundingDate: String(business.foundedYear),
    ...(business.taxID ? { taxID: business.taxID } : {}),
    areaServed: areaServed.map((name) => ({ '@type': 'State', name })),
  };
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** schema.org FAQPage from the questions a page shows (the contact page's FAQ), in `language`. */
export function faqPageJsonLd(items: readonly FaqItem[], language: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped so no text in the data
 * (a `</script>` or `<!--` in an FAQ answer) can end the element early; JSON parsers read
 * `\u003c` back as `<`.
 */
export function jsonLdScriptBody(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
