import type { Deadline } from '../data/dealers/schema.ts';

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
