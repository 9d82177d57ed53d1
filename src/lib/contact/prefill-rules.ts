/*
 * The rules that turn a contact address (`/contact?brand=hindustan`) into the form's choices, in
 * one place for both readers: `prefillFromQuery()` (prefill.ts, the form island) and the inline
 * script src/inline-scripts/contact-prefill.ts, which shows the choice before any framework
 * loads. The script is written into the page as source text, so `prefillChoices` refers to
 * nothing outside itself but its arguments (the script passes `prefillRules` in).
 */

export const prefillRules = {
  /** The address keys the contact page reads. */
  keys: { brand: 'brand', product: 'product', inquiry: 'inquiry' },
  /** A link naming a dealership brand is a request about a dealership: this inquiry type. */
  brandInquiry: 'Partnership',
} as const;

export const prefillKeys = prefillRules.keys;

type PrefillRules = { keys: Record<keyof typeof prefillKeys, string>; brandInquiry: string };

/** What the form offers: a link's value counts only if it is one of these. */
export type PrefillOffer<Product extends string, Inquiry extends string> = {
  brands: readonly string[];
  products: readonly Product[];
  inquiries: readonly Inquiry[];
};

export type PrefillChoices<Product extends string, Inquiry extends string> = {
  brand?: string;
  product?: Product;
  inquiry?: Inquiry;
};

/** What a contact address asks for, keeping only values the form offers. */
export function prefillChoices<Product extends string, Inquiry extends string>(
  query: URLSearchParams,
  offer: PrefillOffer<Product, Inquiry>,
  rules: PrefillRules = prefillRules,
): PrefillChoices<Product, Inquiry> {
  const pick = <Value extends string>(values: readonly Value[], wanted: string | null) =>
    values.find((value) => value === wanted);
  const brand = pick(offer.brands, query.get(rules.keys.brand));
  const product = pick(offer.products, query.get(rules.keys.product));
  const inquiry = pick(offer.inquiries, brand ? rules.brandInquiry : query.get(rules.keys.inquiry));
  return {
    ...(brand !== undefined && { brand }),
    ...(product !== undefined && { product }),
    ...(inquiry !== undefined && { inquiry }),
  };
}
