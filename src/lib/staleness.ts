/*
 * Brand figures are as of the day their source was read. An applicant deciding on money and land
 * must know when those figures may have moved on, so a page flags them once they are older than
 * a year on the day it is built, and points to the official portal.
 */

/** How old figures may be before a page says they may be out of date. */
export const STALE_AFTER_MONTHS = 12;

/**
 * The last day figures stated `asOf` count as current: twelve months after the earliest day the
 * statement can be from, since a source that gives only a year or a month may have been read at
 * its start. '2025-10-17' runs to 17 October 2026, '2025-10' to 1 October 2026, '2025' to
 * 1 January 2026. YYYY-MM-DD, comparable as text with `indianDate`.
 */
export function freshUntil(asOf: string): string {
  const [year, month = '01', day = '01'] = asOf.split('-');
  if (!year || !/^\d{4}$/u.test(year)) throw new Error(`Not a date: ${asOf}`);
  return `${Number(year) + STALE_AFTER_MONTHS / 12}-${month}-${day}`;
}

/** Whether figures stated `asOf` are more than twelve months old on `today` (YYYY-MM-DD). */
export function isStale(asOf: string, today: string): boolean {
  return today > freshUntil(asOf);
}

/** How old figures are known to be: 'fresh', 'maybe' a year old or more, or 'old' for certain. */
export type Staleness = 'fresh' | 'maybe' | 'old';

/**
 * Whether figures stated `asOf` are surely more than twelve months old on `today`, or only may
 * be: a source that gives only a year or a month may be from its last day, so '2025' is surely
 * old only after 31 December 2026 and '2025-10' after 31 October 2026. A reader deciding on
 * money is told "more than a year" only where that is certain.
 */
export function staleness(asOf: string, today: string): Staleness {
  if (!isStale(asOf, today)) return 'fresh';
  const [year, month, day] = asOf.split('-');
  const lastMonth = month ?? '12';
  // Day 0 of the next month is the last day of this one; month numbers here run from 1.
  const lastDay =
    day ?? String(new Date(Date.UTC(Number(year), Number(lastMonth), 0)).getUTCDate());
  const surelyFreshUntil = `${Number(year) + STALE_AFTER_MONTHS / 12}-${lastMonth}-${lastDay.padStart(2, '0')}`;
  return today > surelyFreshUntil ? 'old' : 'maybe';
}
