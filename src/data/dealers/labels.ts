import type { Translate, UIKey } from '../../i18n/ui.ts';
import type { Reservation, siteTypes } from './schema.ts';

/*
 * The names of the data's fixed values (site types, groups of applicants) as dictionary keys:
 * `t(siteTypeKeys.rural)` reads "Rural" in English and the translation in each other language.
 * Only types are imported from the dictionary, so this module stays small in browser code.
 */

type SiteType = (typeof siteTypes)[number];

/** How each applicant group is named on the pages. */
export const reservationCategoryKeys = {
  'sc-st': 'dealers.group.scSt',
  obc: 'dealers.group.obc',
  women: 'dealers.group.women',
  'ex-servicemen': 'dealers.group.exServicemen',
  experience: 'dealers.group.experience',
} as const satisfies Record<Reservation['category'], UIKey>;

/** A site type inside a phrase: "rural sites", "for urban sites", a list of site kinds. */
export const siteTypeKeys = {
  rural: 'dealers.site.rural',
  urban: 'dealers.site.urban',
  highway: 'dealers.site.highway',
} as const satisfies Record<SiteType, UIKey>;

/**
 * A site type named on its own, as a land card's heading or a self-check option. Some languages
 * need another form here: Tamil's கிராமப்புற only reads whole before a noun, alone it is கிராமப்புறம்.
 */
export const siteTypeNameKeys = {
  rural: 'dealers.siteName.rural',
  urban: 'dealers.siteName.urban',
  highway: 'dealers.siteName.highway',
} as const satisfies Record<SiteType, UIKey>;

/** "SC/ST quota 17%", "Women preference", "Retail or tech experience preference". */
export function describeReservation(item: Reservation, t: Translate): string {
  const group = item.label ?? t(reservationCategoryKeys[item.category]);
  if (item.percent !== undefined) {
    return t('dealers.reservation.quotaShare', { group, percent: item.percent });
  }
  return t(item.kind === 'quota' ? 'dealers.reservation.quota' : 'dealers.reservation.preference', {
    group,
  });
}

/**
 * A quota or preference one opening lists, where the brand's general rule for the same group is
 * of the other kind (Jio-bp's 2025 Gujarat listing named quotas; its rules give preference): the
 * opening's word stays, marked as this opening's, with the general rule beside it, so a reader
 * does not take one listing's quota for the brand's. For a brand choosing dealers through a
 * portal other brands share (`sharedPortal`), whose advertisement marks each location as open to
 * all or kept for a group, the group is said as named in the listing, with where to find which
 * locations are kept for it: "SC/ST preference" read as an edge at every location, and the
 * glossary keeps "preference" for a weighting, not locations kept.
 */
export function describeOpeningReservation(
  item: Reservation,
  general: readonly Reservation[] | undefined,
  brand: string,
  t: Translate,
  sharedPortal = false,
): string {
  if (sharedPortal) {
    return t('dealers.reservation.openingByAdvertisement', {
      group: item.label ?? t(reservationCategoryKeys[item.category]),
    });
  }
  const reservation = describeReservation(item, t);
  const rule = general?.find((entry) => entry.category === item.category);
  if (!rule || rule.kind === item.kind) return reservation;
  return t('dealers.reservation.thisOpening', {
    reservation,
    brand,
    general: describeReservation(rule, t),
  });
}
