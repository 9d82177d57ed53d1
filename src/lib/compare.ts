import type { UIKey } from '../i18n/ui.ts';

/*
 * The part of the dealership comparison the browser needs too: the columns, the row shape and
 * the sort. It imports no brand data, so the sorting island does not ship the data's schema;
 * `compare-rows.ts` builds the rows at build time.
 */

/**
 * `label` is the UI string of the column's header. `wide` marks the columns of sentences, which
 * need room to stay a few lines tall. Money, land and the fee come first: they are what an
 * applicant weighs first, and on a phone, where each brand is a card, they head the card.
 */
export const compareColumns = [
  { key: 'investment', label: 'hub.column.investment' },
  { key: 'deposit', label: 'hub.column.deposit' },
  { key: 'landRural', label: 'hub.column.landRural' },
  { key: 'landUrban', label: 'hub.column.landUrban' },
  { key: 'landHighway', label: 'hub.column.landHighway' },
  { key: 'fee', label: 'hub.column.fee' },
  { key: 'outlets', label: 'hub.column.outlets' },
  { key: 'lease', label: 'hub.column.lease' },
  { key: 'age', label: 'hub.column.age' },
  { key: 'education', label: 'hub.column.education', wide: true },
  { key: 'quotas', label: 'hub.column.quotas', wide: true },
  { key: 'selection', label: 'hub.column.selection' },
  { key: 'asOf', label: 'hub.column.asOf' },
] as const satisfies ReadonlyArray<{ key: string; label: UIKey; wide?: true }>;

export type CompareColumnKey = (typeof compareColumns)[number]['key'];

/** The columns a visitor can sort by. */
export const sortKeys = ['investment'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'ascending' | 'descending';

/** The sentence read out after a sort, by direction: "Sorted by {column}, lowest first: …". */
export const sortAnnouncementKeys = {
  ascending: 'hub.sort.ascending',
  descending: 'hub.sort.descending',
} as const satisfies Record<SortDirection, UIKey>;

/** A sort column's name inside that sentence: "total investment". */
export const sortColumnKeys = {
  investment: 'hub.sort.investment',
} as const satisfies Record<SortKey, UIKey>;

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
  /** Each cell's text, in the page's language. */
  cells: Record<CompareColumnKey, string>;
  /** A sentence under a cell's figure: where the brand's own figures disagree with it. */
  notes: Partial<Record<CompareColumnKey, string>>;
  /** The columns whose cell says only that the brand does not state the figure. */
  notStated: CompareColumnKey[];
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
