import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { inquiryOptions, productOptions } from './options.ts';
import { prefillChoices, prefillKeys } from './prefill-rules.ts';

/*
 * A link to the contact form that arrives with choices made: a dealership brand (the inquiry is
 * then a Partnership), a fuel type, or an inquiry type. The page reads the same keys back with the
 * rules of prefill-rules.ts, in its inline script before any framework loads (so the choice shows
 * as the page appears) and in the form island as it hydrates.
 */

export type ContactPrefill = {
  /** A dealership brand's slug (`hindustan`): the request is about that brand. */
  brand?: string | undefined;
  product?: (typeof productOptions)[number] | undefined;
  inquiry?: (typeof inquiryOptions)[number] | undefined;
};

/**
 * The contact page in the page's language with choices made: `/contact?brand=hindustan`,
 * `/te/contact?product=…`; plain `/contact` when nothing is chosen.
 */
export function contactHref(prefill: ContactPrefill, locale: Locale): string {
  const base = localizedPath('/contact', locale);
  const query = new URLSearchParams();
  if (prefill.brand) query.set(prefillKeys.brand, prefill.brand);
  if (prefill.product) query.set(prefillKeys.product, prefill.product);
  if (prefill.inquiry) query.set(prefillKeys.inquiry, prefill.inquiry);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

/** What a contact address asks for, keeping only values the form offers. */
export function prefillFromQuery(
  query: URLSearchParams,
  brandSlugs: readonly string[],
): ContactPrefill {
  return prefillChoices(query, {
    brands: brandSlugs,
    products: productOptions,
    inquiries: inquiryOptions,
  });
}
