import { z } from 'astro/zod';
import { bharat } from './bharat.ts';
import { hindustan } from './hindustan.ts';
import { indianOil } from './indian-oil.ts';
import { jio } from './jio.ts';
import { nayara } from './nayara.ts';
import { dealership, type Dealership } from './schema.ts';

/**
 * The five brands in the order the site lists them. Parsing here means a wrong figure or a broken
 * portal address fails the build, not a visitor's page.
 */
export const dealerships: readonly Dealership[] = z
  .array(dealership)
  .refine((list) => new Set(list.map((brand) => brand.slug)).size === list.length, {
    message: 'Every brand needs its own slug',
  })
  .parse([indianOil, nayara, bharat, jio, hindustan]);

export function dealershipBySlug(slug: string): Dealership | undefined {
  return dealerships.find((brand) => brand.slug === slug);
}

/** The path of a brand's page. */
export function dealershipPath(brand: Pick<Dealership, 'slug'>): string {
  return `/services/${brand.slug}`;
}

export type { Dealership } from './schema.ts';
