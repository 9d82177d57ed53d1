import { englishEntry } from '../entries.ts';
import { dealershipBrands } from './brands.ts';
import { dealership, type Dealership } from './schema.ts';

/**
 * The five brands in the order the site lists them, read from src/content/en/dealers/<slug>.yaml.
 * Parsing here means a wrong figure or a broken portal address fails the build, not a visitor's
 * page. Node only (it reads files): browser code takes what it needs from ./brands.ts.
 */
export const dealerships: readonly Dealership[] = dealershipBrands.map((brand) => {
  const entry = englishEntry(dealership, `dealers/${brand.slug}`);
  if (entry.slug !== brand.slug) {
    throw new Error(`src/content/en/dealers/${brand.slug}.yaml: slug is "${entry.slug}"`);
  }
  return entry;
});

export function dealershipBySlug(slug: string): Dealership | undefined {
  return dealerships.find((brand) => brand.slug === slug);
}

export { dealershipPath } from './brands.ts';
export type { Dealership } from './schema.ts';
