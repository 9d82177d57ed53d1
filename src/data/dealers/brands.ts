/*
 * The dealership brands as the menus and the contact form know them: a slug (the address key and
 * what a request stores) and the name people read, which stays as the brand writes it in every
 * language. Kept apart from the brands' data so the browser gets these few words and not the
 * data and its schema; a unit test holds this list to the brand data.
 */
export const dealershipBrands = [
  { slug: 'indian-oil', name: 'Indian Oil' },
  { slug: 'nayara', name: 'Nayara' },
  { slug: 'bharat', name: 'Bharat Petroleum' },
  { slug: 'jio', name: 'Jio-bp' },
  { slug: 'hindustan', name: 'Hindustan Petroleum' },
] as const;

export const dealershipSlugs = dealershipBrands.map((brand) => brand.slug);

/** The brand's name for a slug, if it is one of ours. */
export function dealershipName(slug: string | undefined): string | undefined {
  return dealershipBrands.find((brand) => brand.slug === slug)?.name;
}

/** The path of a brand's page. */
export function dealershipPath(brand: { readonly slug: string }): string {
  return `/services/${brand.slug}`;
}
