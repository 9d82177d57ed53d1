import type { Deadline, Opening, Range, siteTypes } from '../data/dealers/schema.ts';

/**
 * Whether an opening can still be applied for, judged on a given day (the build date when the
 * page is built). A page built months after its figures must not present a passed deadline as
 * open: visitors chasing a closed opening are exactly whom fake "approval" sites prey on.
 *
 * - `open`: the deadline is today or later;
 * - `closed`: the deadline has passed;
 * - `ongoing`: the source listed it as ongoing, with no deadline; true only as of the source date;
 * - `unconfirmed`: the source gave no deadline at all.
 */
export type OpeningStatus = 'open' | 'closed' | 'ongoing' | 'unconfirmed';

/** The last calendar day a deadline allows, YYYY-MM-DD; a month runs to its last day. */
export function lastDayToApply(deadline: Exclude<Deadline, 'ongoing'>): string {
  if (deadline.length === 10) return deadline;
  const [year, month] = deadline.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${deadline}-${String(lastDay).padStart(2, '0')}`;
}

/** Today's calendar date in India, YYYY-MM-DD, where the deadlines are set. */
export function indianDate(when: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(when);
}

/** The status of an opening with this deadline on the given day (YYYY-MM-DD, Indian time). */
export function openingStatus(deadline: Deadline | undefined, today: string): OpeningStatus {
  if (deadline === undefined) return 'unconfirmed';
  if (deadline === 'ongoing') return 'ongoing';
  // ISO dates compare correctly as strings.
  return today > lastDayToApply(deadline) ? 'closed' : 'open';
}

/** What one opening listed as the plot for a kind of site its brand's rules give no size for. */
export type OpeningPlot = { site: (typeof siteTypes)[number]; region: string; area: Range };

/**
 * A plot size that one opening lists for a single kind of site (Nayara's rural Maharashtra
 * opening: 1,200 sqm), so that where the brand's rules state none for that kind, the pages say
 * "no general size; this opening listed …" rather than a bare "not stated" beside the figure.
 */
export function openingPlot(
  openings: readonly Opening[] | undefined,
  site: OpeningPlot['site'],
): OpeningPlot | undefined {
  const found = openings?.find(
    (opening) => opening.area && opening.sites?.length === 1 && opening.sites[0] === site,
  );
  return found?.area && { site, region: found.region, area: found.area };
}
