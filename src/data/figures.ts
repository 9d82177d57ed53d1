import { isPlaceholder, placeholder } from '../config/placeholder.ts';

/**
 * The company's marketing figures, each stated once. Home and About render them in their own
 * formats (the home stats with thousands separators, the About stats as "1200+"), so changing a
 * figure here changes it everywhere. The years in business are not here: About counts them from
 * `site.foundedYear`, so the two can never disagree.
 */
export const figures = {
  /**
   * PLACEHOLDER: who stands behind the figures below. They are the specification's samples, not
   * checked counts: while this is a placeholder, Home and About label them "Sample figures" in
   * the reader's language, with the About page's unconfirmed claims (ISO, 100%), and `npm run
   * launch-check` lists it. Once the owner has checked every figure, write who and when, e.g.
   * 'Checked by the owner, March 2027'.
   */
  source: placeholder('the specification’s sample figures'),
  /** Litres of fuel delivered to date, as the home stats state it. */
  litersDelivered: 2_500_000,
  /** Clients served; the About page and its closing line say "1200+". */
  satisfiedClients: 1200,
  /** Fuel stations we supply with fuel. */
  fuelStations: 85,
} as const;

/** Whether the figures are still the specification's samples, not the owner's checked counts. */
export const figuresAreSamples = isPlaceholder(figures.source);

/**
 * Whole years in business on the given day, counted from the founding year without its month:
 * founded in 2020, it is 5 whole years at least during 2026, which the About page says as "5+".
 */
export function yearsInBusiness(foundedYear: number, today: Date = new Date()): number {
  return Math.max(0, today.getFullYear() - foundedYear - 1);
}
