import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  compareColumns,
  sortRows,
  type CompareRow,
  type SortDirection,
  type SortKey,
} from '../../lib/compare';
import { useHydrated } from '../../hooks/useMediaQuery';

/** What sorting needs of a row: which `<tr>` it is, how it is named, and its sort figures. */
export type SortableRow = Pick<CompareRow, 'slug' | 'name' | 'sortBounds'>;

type CompareSortProps = {
  /** The id of the prerendered comparison table to enhance. */
  tableId: string;
  rows: readonly SortableRow[];
};

type Sort = { key: SortKey; direction: SortDirection };

/** The column's name inside a sentence: "total investment", but "ROI" stays an acronym. */
function spokenLabel(key: SortKey): string {
  const label = compareColumns.find((column) => column.key === key)!.label;
  return label === label.toUpperCase() ? label : label.toLowerCase();
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className="size-4 shrink-0" />;
}

/**
 * Makes the prerendered comparison table sortable by total investment and by ROI. The table
 * itself is static HTML (it reads fine without JavaScript); this island puts a sort button in each
 * sortable header, in the place and at the size of the header's text, keeps `aria-sort` on the
 * sorted header, moves the rows, and announces the new order.
 */
export function CompareSort({ tableId, rows }: CompareSortProps) {
  const hydrated = useHydrated();
  const [sort, setSort] = useState<Sort | undefined>(undefined);

  // Once React runs in the browser, find the sortable headers; the buttons are portalled into them.
  const headers = useMemo(() => {
    const found = new Map<SortKey, HTMLElement>();
    if (!hydrated) return found;
    document
      .getElementById(tableId)
      ?.querySelectorAll<HTMLElement>('th[data-sort-key]')
      .forEach((th) => found.set(th.dataset['sortKey'] as SortKey, th));
    return found;
  }, [hydrated, tableId]);

  // The buttons are in place: drop the prerendered labels they replace, before the next paint.
  useLayoutEffect(() => {
    for (const th of headers.values()) th.querySelector(':scope > span')?.remove();
  }, [headers]);

  const shown = useMemo(
    () => (sort ? sortRows(rows, sort.key, sort.direction) : rows),
    [sort, rows],
  );

  useLayoutEffect(() => {
    if (!sort) return;
    const body = document.getElementById(tableId)?.querySelector('tbody');
    for (const row of shown) {
      const tr = body?.querySelector(`tr[data-slug="${row.slug}"]`);
      if (tr) body?.append(tr);
    }
    for (const [key, th] of headers) {
      if (key === sort.key) th.setAttribute('aria-sort', sort.direction);
      else th.removeAttribute('aria-sort');
    }
  }, [sort, shown, headers, tableId]);

  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction:
        current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  const announcement = sort
    ? `Sorted by ${spokenLabel(sort.key)}, ${sort.direction === 'ascending' ? 'lowest' : 'highest'} first: ${shown.map((row) => row.name).join(', ')}.`
    : '';

  return (
    <>
      {[...headers].map(([key, th]) =>
        createPortal(
          <button
            type="button"
            onClick={() => sortBy(key)}
            className="-m-1 inline-flex min-h-6 items-center gap-1 rounded p-1 text-left font-semibold underline decoration-dotted underline-offset-4 hover:text-brand-700"
          >
            {compareColumns.find((column) => column.key === key)!.label}
            <SortIcon direction={sort?.key === key ? sort.direction : undefined} />
          </button>,
          th,
          key,
        ),
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
