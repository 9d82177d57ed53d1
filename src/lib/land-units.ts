/*
 * Land in the units people buy and sell it in. The brands state plots in square metres; a farmer
 * in Andhra Pradesh or Tamil Nadu knows his land in acres and cents, one in Telangana or Karnataka
 * in acres and guntas. The factors are the standard ones: 1 acre = 4,046.86 sqm,
 * 1 cent = 1/100 acre = 40.4686 sqm, 1 gunta = 1/40 acre = 101.17 sqm.
 */

export const areaUnits = ['sqm', 'acre', 'cent', 'gunta'] as const;
export type AreaUnit = (typeof areaUnits)[number];

/** Square metres in one of each unit. */
export const sqmPer: Record<AreaUnit, number> = {
  sqm: 1,
  acre: 4046.86,
  cent: 40.4686,
  gunta: 101.17,
};

/** An area given in `unit`, in square metres. */
export function toSqm(value: number, unit: AreaUnit): number {
  return value * sqmPer[unit];
}

/** An area in square metres, in `unit`. */
export function fromSqm(sqm: number, unit: AreaUnit): number {
  return sqm / sqmPer[unit];
}

/**
 * The unit a plot of this size is most naturally told in besides sqm: acres from one acre up,
 * below that `small` (the brands' plots, 800 to 3,000 sqm, are all a fraction of an acre): cents,
 * or guntas where the readers measure land in acres and guntas (Karnataka).
 */
export function equivalentUnit(
  sqm: number,
  small: 'cent' | 'gunta' = 'cent',
): 'acre' | 'cent' | 'gunta' {
  return sqm >= sqmPer.acre ? 'acre' : small;
}
