import type { Dealership, Opening, Reservation } from '../data/dealers/schema.ts';
import { sharedSelectionPortalOf } from './selection-portals.ts';
import { lastDayToApply, openingStatus, type OpeningStatus } from './openings.ts';

/*
 * Every opening the five brands list, in one list for the hub. Open ones come first, soonest
 * deadline first, so the ones a visitor can still act on lead; closed ones come last, so a
 * passed deadline is never mistaken for a live one.
 */

export type OpeningAtAGlance = {
  /**
   * `reservations`: the brand's general quotas and preferences, beside which an opening's own are
   * read; `sharedPortal`: it chooses dealers through a portal other brands share.
   */
  brand: Pick<Dealership, 'slug' | 'name' | 'asOf'> & {
    reservations?: readonly Reservation[];
    sharedPortal?: true;
  };
  opening: Opening;
  status: OpeningStatus;
};

const statusRank: Record<OpeningStatus, number> = {
  open: 0,
  ongoing: 1,
  unconfirmed: 2,
  closed: 3,
};

/** The last day to apply, for ordering; undefined when there is no dated deadline. */
function lastDay(opening: Opening): string | undefined {
  const { deadline } = opening;
  return deadline === undefined || deadline === 'ongoing' ? undefined : lastDayToApply(deadline);
}

/**
 * All openings of the given brands, each with its status on `today` (YYYY-MM-DD), ordered: open
 * (soonest deadline first), listed as ongoing, without a deadline, closed (latest deadline
 * first). Within a group the brands' own order holds.
 */
export function openingsAtAGlance(
  brands: ReadonlyArray<
    Pick<Dealership, 'slug' | 'name' | 'asOf' | 'openings' | 'eligibility' | 'selectionPortal'>
  >,
  today: string,
): OpeningAtAGlance[] {
  const all = brands.flatMap((brand) =>
    (brand.openings?.items ?? []).map((opening) => ({
      brand: {
        slug: brand.slug,
        name: brand.name,
        asOf: brand.asOf,
        ...(brand.eligibility?.reservations && { reservations: brand.eligibility.reservations }),
        ...(sharedSelectionPortalOf(brand, brands) && { sharedPortal: true as const }),
      },
      opening,
      status: openingStatus(opening.deadline, today),
    })),
  );
  return all
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const byStatus = statusRank[a.item.status] - statusRank[b.item.status];
      if (byStatus !== 0) return byStatus;
      const left = lastDay(a.item.opening) ?? '';
      const right = lastDay(b.item.opening) ?? '';
      const byDay = left < right ? -1 : left > right ? 1 : 0;
      return (a.item.status === 'closed' ? -byDay : byDay) || a.index - b.index;
    })
    .map(({ item }) => item);
}
