import type { BrandSection, Dealership } from '../../data/dealers/schema.ts';

/** The brand's section of one kind, typed to that kind, or undefined when the brand has none. */
export function findSection<K extends BrandSection['kind']>(
  brand: Pick<Dealership, 'sections'>,
  kind: K,
): Extract<BrandSection, { kind: K }> | undefined {
  return brand.sections.find(
    (item): item is Extract<BrandSection, { kind: K }> => item.kind === kind,
  );
}
