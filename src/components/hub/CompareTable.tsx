import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, useSyncExternalStore, type ComponentProps } from 'react';
import {
  compareColumns,
  NOT_STATED,
  sortKeys,
  sortRows,
  type CompareRow,
  type SortDirection,
  type SortKey,
} from '../../lib/compare';
import { cn } from '../../lib/cn';
import { ExternalLink } from '../ui/ExternalLink';

type CompareTableProps = ComponentProps<'div'> & {
  rows: readonly CompareRow[];
  /** The table's caption, which also names its scrolling region. */
  caption: string;
};

type Sort = { key: SortKey; direction: SortDirection };

const isSortable = (key: string): key is SortKey => (sortKeys as readonly string[]).includes(key);
/** The column's name inside a sentence: "total investment", but "ROI" stays an acronym. */
function spokenLabel(key: SortKey): string {
  const label = compareColumns.find((column) => column.key === key)!.label;
  return label === label.toUpperCase() ? label : label.toLowerCase();
}

const noSubscription = () => () => {};

/** False in the prerendered HTML and while hydrating; true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className="size-4 shrink-0" />;
}

/**
 * The five brands side by side: brands as rows, criteria as columns, in a region that scrolls
 * sideways on a phone while the page itself does not. The prerendered table is complete; once
 * React runs, the investment and ROI headers become sort buttons. Their text, size and place do
 * not change, so nothing shifts.
 */
export function CompareTable({ rows, caption, className, ...rest }: CompareTableProps) {
  const hydrated = useHydrated();
  const [sort, setSort] = useState<Sort | undefined>(undefined);
  const shown = sort ? sortRows(rows, sort.key, sort.direction) : rows;
  const captionId = 'compare-caption';

  const announcement = sort
    ? `Sorted by ${spokenLabel(sort.key)}, ${sort.direction === 'ascending' ? 'lowest' : 'highest'} first: ${shown.map((row) => row.name).join(', ')}.`
    : '';

  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction:
        current?.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }));

  return (
    <div className={className} {...rest}>
      <div
        role="region"
        aria-labelledby={captionId}
        // The region scrolls sideways; it must be reachable by keyboard to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-slate-300"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-100 align-bottom">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-slate-100 p-3 font-semibold">
                Brand
              </th>
              {compareColumns.map((column) => {
                const { key, label } = column;
                const direction = sort?.key === key ? sort.direction : undefined;
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={direction}
                    className={cn('p-3 font-semibold', 'wide' in column ? 'min-w-64' : 'min-w-32')}
                  >
                    {isSortable(key) ? (
                      hydrated ? (
                        <button
                          type="button"
                          onClick={() => sortBy(key)}
                          className="-m-1 inline-flex min-h-6 items-center gap-1 rounded p-1 text-left font-semibold underline decoration-dotted underline-offset-4 hover:text-brand-700"
                        >
                          {label}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        <span className="-m-1 inline-flex min-h-6 items-center gap-1 p-1">
                          {label}
                          <span className="size-4 shrink-0" />
                        </span>
                      )
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
              <th scope="col" className="min-w-40 p-3 font-semibold">
                Official site
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.slug} className="border-t border-slate-200 align-top">
                <th
                  scope="row"
                  className="sticky left-0 z-10 min-w-28 bg-white p-3 font-semibold shadow-[1px_0_0_var(--color-slate-200)]"
                >
                  <a href={row.path} className="text-brand-700 underline underline-offset-2">
                    {row.name}
                  </a>
                </th>
                {compareColumns.map(({ key }) => (
                  <td
                    key={key}
                    className={cn('p-3', row.cells[key] === NOT_STATED && 'text-slate-600 italic')}
                  >
                    {row.cells[key]}
                  </td>
                ))}
                <td className="p-3">
                  <ExternalLink href={row.portal.url} className="text-brand-700">
                    {row.portal.label}
                  </ExternalLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
