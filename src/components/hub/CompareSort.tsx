import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { island, type KeysUnder } from '../../i18n/island.tsx';
import {
  sortAnnouncementKeys,
  sortColumnKeys,
  sortRows,
  type CompareRow,
  type SortDirection,
  type SortKey,
} from '../../lib/compare.ts';

/** The dictionary part this island receives: the sentence read out after a sort, and its words. */
const parts = ['hub.sort.'] as const;

/** What sorting needs of a row: which `<tr>` it is, how it is named, and its sort figures. */
export type SortableRow = Pick<CompareRow, 'slug' | 'name' | 'sortBounds'>;

type CompareSortProps = {
  /** The prerendered comparison table (`CompareTable`), passed through as static HTML. */
  children: ReactNode;
  rows: readonly SortableRow[];
};

type Sort = { key: SortKey; direction: SortDirection };

/**
 * Makes the prerendered comparison sortable by total investment, in both its layouts
 * (the table and, on a phone, the same rows shown as cards). The table and its sort buttons are
 * static HTML inside this island; it wakes on the first touch of the table (client:interaction)
 * and then answers those buttons: it moves the rows, keeps `aria-sort` on the sorted header
 * (the buttons' arrows follow it in CSS), and announces the new order.
 */
export const CompareSort = island(parts, CompareSortBody);

function CompareSortBody({ children, rows }: CompareSortProps) {
  const { t } = useI18n<KeysUnder<(typeof parts)[number]>>();
  const rootRef = useRef<HTMLDivElement>(null);
  const [sort, setSort] = useState<Sort | undefined>(undefined);

  // The buttons are the server's, so they are answered with listeners, not React props. This
  // runs in the commit that hydrates the island, before the press that woke it is dispatched.
  useLayoutEffect(() => {
    const buttons = rootRef.current?.querySelectorAll<HTMLButtonElement>('button[data-sort-key]');
    const sortBy = (event: Event) => {
      const key = (event.currentTarget as HTMLElement).dataset['sortKey'] as SortKey;
      setSort((current) => ({
        key,
        direction:
          current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
      }));
    };
    buttons?.forEach((button) => button.addEventListener('click', sortBy));
    return () => buttons?.forEach((button) => button.removeEventListener('click', sortBy));
  }, []);

  const shown = useMemo(
    () => (sort ? sortRows(rows, sort.key, sort.direction) : rows),
    [sort, rows],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!sort || !root) return;
    const body = root.querySelector('tbody');
    for (const row of shown) {
      const tr = body?.querySelector(`tr[data-slug="${row.slug}"]`);
      if (tr) body?.append(tr);
    }
    for (const th of root.querySelectorAll<HTMLElement>('th[data-sort-key]')) {
      if (th.dataset['sortKey'] === sort.key) th.setAttribute('aria-sort', sort.direction);
      else th.removeAttribute('aria-sort');
    }
  }, [sort, shown]);

  const announcement = sort
    ? t(sortAnnouncementKeys[sort.direction], {
        column: t(sortColumnKeys[sort.key]),
        brands: shown.map((row) => row.name).join(', '),
      })
    : '';

  return (
    <div ref={rootRef}>
      {children}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
