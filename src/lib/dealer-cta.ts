import type { Dealership } from '../data/dealers/schema.ts';
import { lastDayToApply, openingStatus } from './openings.ts';

/**
 * Whether the brand lists anything a visitor could apply for on the given day (YYYY-MM-DD,
 * Indian time): its headline deadline or one of its openings still open. An opening listed as
 * "ongoing" counts only as of the brand's source, so it does not make a call to action urgent.
 */
export function hasOpenOpening(
  brand: Pick<Dealership, 'applicationsOpenUntil' | 'openings'>,
  today: string,
): boolean {
  const deadlines = [
    brand.applicationsOpenUntil,
    ...(brand.openings?.items ?? []).map((opening) => opening.deadline),
  ];
  return deadlines.some(
    (deadline) => deadline !== undefined && openingStatus(deadline, today) === 'open',
  );
}

/**
 * Whether every opening the brand lists, and its headline deadline, has passed on the given day:
 * it lists dates, and none is still open, ongoing or undated. Then nobody can apply for what it
 * lists, and nobody should be offered help with an application to it (the self-check says to
 * watch its portal instead).
 */
export function listedOpeningsClosed(
  brand: Pick<Dealership, 'applicationsOpenUntil' | 'openings'>,
  today: string,
): boolean {
  const listed = [
    ...(brand.applicationsOpenUntil === undefined ? [] : [brand.applicationsOpenUntil]),
    ...(brand.openings?.items ?? []).map((opening) => opening.deadline),
  ];
  return (
    listed.length > 0 && listed.every((deadline) => openingStatus(deadline, today) === 'closed')
  );
}

/**
 * The last day to apply that the brand lists anywhere (its headline deadline or an opening's),
 * as listed (a day or a month); undefined when it lists only undated or ongoing openings. Once all
 * have passed, the page top names it, not the headline one: a page saying "open till 30 October"
 * above an opening that ran into December leaves the reader unsure when applications closed.
 */
export function lastListedDeadline(
  brand: Pick<Dealership, 'applicationsOpenUntil' | 'openings'>,
): string | undefined {
  const days = [
    brand.applicationsOpenUntil,
    ...(brand.openings?.items ?? []).map((o) => o.deadline),
  ]
    .filter((deadline) => deadline !== undefined && deadline !== 'ongoing')
    .map((deadline) => deadline as Exclude<typeof deadline, 'ongoing' | undefined>);
  // Ordered by the last day each allows, but returned as listed: a month stays a month
  // ("December 2025"), never a day the brand did not give.
  return days.sort((a, b) => lastDayToApply(a).localeCompare(lastDayToApply(b))).at(-1);
}

/**
 * The closing call to action's words: the brand's urgent label ("… now") only while it lists an
 * opening still open, decided from its openings rather than by hand; otherwise the plain one.
 * Urgency on a page whose openings have all closed is the pressure fake dealership sites use.
 */
export function ctaLabel(
  brand: Pick<Dealership, 'cta' | 'ctaWhileOpen' | 'applicationsOpenUntil' | 'openings'>,
  today: string,
): string {
  return brand.ctaWhileOpen && hasOpenOpening(brand, today) ? brand.ctaWhileOpen : brand.cta;
}
