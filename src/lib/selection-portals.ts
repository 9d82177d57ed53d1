import type { Dealership } from '../data/dealers/schema.ts';

/** A dealer-selection portal and the brands that choose dealers through it, in the site's order. */
export type SelectionPortal = { label: string; url: string; usedBy: string[] };

type PortalBrand = Pick<Dealership, 'name' | 'selectionPortal'>;

/** Each dealer-selection portal once, with the brands that use it (in the brands' language). */
export function selectionPortals(brands: readonly PortalBrand[]): SelectionPortal[] {
  const portals = new Map<string, SelectionPortal>();
  for (const { name, selectionPortal } of brands) {
    if (!selectionPortal) continue;
    const entry = portals.get(selectionPortal.url) ?? { ...selectionPortal, usedBy: [] };
    entry.usedBy.push(name);
    portals.set(selectionPortal.url, entry);
  }
  return [...portals.values()];
}

/**
 * The portals more than one brand chooses dealers through. One advertisement there sets the
 * rules for all of them, so where this site gives them different rules (its figures come from
 * different listings), the pages say which one decides.
 */
export function sharedSelectionPortals(brands: readonly PortalBrand[]): SelectionPortal[] {
  return selectionPortals(brands).filter((portal) => portal.usedBy.length > 1);
}

/** The shared selection portal `brand` chooses dealers through, if it shares one. */
export function sharedSelectionPortalOf(
  brand: PortalBrand,
  brands: readonly PortalBrand[],
): SelectionPortal | undefined {
  return sharedSelectionPortals(brands).find((portal) => portal.url === brand.selectionPortal?.url);
}
