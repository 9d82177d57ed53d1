/*
 * The part of the dealership comparison the browser needs too: the columns, the row shape and
 * the sort. It imports no brand data, so the sorting island does not ship the data's schema;
 * `compare-rows.ts` builds the rows at build time.
 */

/** What a cell says when the brand's data does not state the figure. */
export const NOT_STATED = 'Not stated';

/**
 * `wide` marks the columns of sentences, which need room to stay a few lines tall. Money, land and
 * the fee come first: they are what an applicant weighs first, and on a phone, where each brand
 * is a card, they head the card.
 */
export const compareColumns = [
  { key: 'investment', label: 'Total investment' },
  { key: 'deposit', label: 'Security deposit' },
  { key: 'landRural', label: 'Rural land' },
  { key: 'landUrban', label: 'Urban land' },
  { key: 'landHighway', label: 'Highway land' },
  { key: 'fee', label: 'Application fee' },
  { key: 'outlets', label: 'Outlets' },
  { key: 'roi', label: 'ROI' },
  { key: 'lease', label: 'Owned or leased' },
  { key: 'age', label: 'Age' },
  { key: 'education', label: 'Education', wide: true },
  { key: 'quotas', label: 'Quotas and preferences', wide: true },
  { key: 'selection', label: 'Selection time' },
  { key: 'asOf', label: 'Figures as of' },
] as const;

export type CompareColumnKey = (typeof compareColumns)[number]['key'];

/** The columns a visitor can sort by. */
export const sortKeys = ['investment', 'roi'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'ascending' | 'descending';

/**
 * A range reduced to two comparable numbers, its low end and its high end. An open-ended range
 * ("20%+") gets the largest high end there is, so sorting by the low end and then the high end
 * puts "20%+" after "20–30%" and before "25–35%", as a reader would rank it. (Not Infinity: the
 * rows travel to the browser as JSON, which has no Infinity.)
 */
export type SortBounds = readonly [low: number, high: number];
export const OPEN_ENDED = Number.MAX_VALUE;

export type CompareRow = {
  slug: string;
  name: string;
  path: string;
  portal: { label: string; url: string };
  cells: Record<CompareColumnKey, string>;
  /** Absent when the brand's data does not state the figure; such rows sort last. */
  sortBounds: Partial<Record<SortKey, SortBounds>>;
};

function compareBounds(a: SortBounds, b: SortBounds): number {
  return a[0] - b[0] || (a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1);
}

/**
 * Rows ordered by one column, lowest or highest first. Brands that tie keep their original order
 * in both directions, and brands that do not state the figure come last in both, so reversing the
 * direction never puts an unknown at the top.
 */
export function sortRows<Row extends Pick<CompareRow, 'sortBounds'>>(
  rows: readonly Row[],
  key: SortKey,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = a.row.sortBounds[key];
      const right = b.row.sortBounds[key];
      if (!left || !right) {
        if (left === right) return a.index - b.index;
        return left ? -1 : 1;
      }
      return sign * compareBounds(left, right) || a.index - b.index;
    })
    .map(({ row }) => row);
}
