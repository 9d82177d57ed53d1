import { dealershipNav } from '../navigation.ts';

/*
 * The dealership brands as the contact form knows them: a slug (the address key and what a
 * request stores) and the name people read. Taken from the menu's list, so the browser gets
 * these few words and not the brands' data and its schema; a unit test holds both lists to the
 * brand data.
 */
export const dealershipBrands = dealershipNav.map((entry) => ({
  slug: entry.path.slice(entry.path.lastIndexOf('/') + 1),
  name: entry.name,
}));

export const dealershipSlugs = dealershipBrands.map((brand) => brand.slug);

/** The brand's name for a slug, if it is one of ours. */
export function dealershipName(slug: string | undefined): string | undefined {
  return dealershipBrands.find((brand) => brand.slug === slug)?.name;
}
