import { ArrowRight, ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { compareColumns, sortKeys, type CompareRow, type SortKey } from '../../lib/compare.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
// Only the hub shows the comparison, so only its page carries these rules.
import './CompareTable.css';

type CompareTableProps = ComponentProps<'div'> & {
  /** The rows, written in the page's language (`compareRow`). */
  rows: readonly CompareRow[];
  /** The table's caption, which also names its scrolling region. */
  caption: string;
};

const isSortable = (key: string): key is SortKey => (sortKeys as readonly string[]).includes(key);

/** The table's id, by which the sorting island finds it. */
export const COMPARE_TABLE_ID = 'compare-table';

/**
 * The five brands side by side: brands as rows, criteria as columns. On a wide screen it is a
 * table in a region that scrolls sideways, with a shadow at the edge and a line above saying that
 * more columns follow. On a phone the same markup shows one card per brand (`.compare-table` in
 * global.css), each cell labelled with its column, cost first; the header row then shows only
 * the sort buttons. One markup means one set of figures and one sort for both: the `CompareSort`
 * island turns the investment header into a sort button in place and reorders the rows.
 * It is prerendered and never hydrated, so the page does not carry every cell a second time.
 */
export const CompareTable = localized(CompareTableBody);

function CompareTableBody({ rows, caption, className, ...rest }: CompareTableProps) {
  const { locale, t } = useI18n();
  const captionId = 'compare-caption';

  return (
    <div className={className} {...rest}>
      <p
        aria-hidden="true"
        className="mb-4 hidden items-center gap-2 text-sm font-medium text-slate-700 md:flex"
      >
        {t('hub.table.scrollHint', { count: formatNumber(compareColumns.length + 1, locale) })}
        <ArrowRight className="size-4 shrink-0" />
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        // The region scrolls sideways; it must be reachable by keyboard to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="compare-scroll relative overflow-x-auto rounded-lg border border-slate-300"
      >
        <table
          id={COMPARE_TABLE_ID}
          className="compare-table w-full border-collapse text-left text-sm"
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-100 align-bottom">
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-10 bg-slate-100 p-3 font-semibold shadow-[1px_0_0_var(--color-slate-200)]"
              >
                {t('hub.table.brand')}
              </th>
              {compareColumns.map((column) => {
                const { key } = column;
                const label = t(column.label);
                return (
                  <th
                    key={key}
                    scope="col"
                    data-sort-key={isSortable(key) ? key : undefined}
                    className={cn(
                      'group p-3 font-semibold',
                      'wide' in column ? 'min-w-64' : 'min-w-32',
                    )}
                  >
                    {isSortable(key) ? (
                      <>
                        {/* A real button in the HTML, so the first press on it counts: the sort
                            island wakes on it and presses it again (client:interaction). The
                            arrow follows the header's aria-sort. Without a script it would do
                            nothing, so the plain label stands in for it. */}
                        <button
                          type="button"
                          data-sort-key={key}
                          className="-m-1 inline-flex min-h-6 cursor-pointer items-center gap-1 rounded p-1 text-left font-semibold underline decoration-dotted underline-offset-4 hover:text-brand-700 noscript:hidden"
                        >
                          {label}
                          <ArrowUpDown
                            aria-hidden="true"
                            className="size-4 shrink-0 group-aria-[sort]:hidden"
                          />
                          <ArrowUp
                            aria-hidden="true"
                            className="hidden size-4 shrink-0 group-aria-[sort=ascending]:inline"
                          />
                          <ArrowDown
                            aria-hidden="true"
                            className="hidden size-4 shrink-0 group-aria-[sort=descending]:inline"
                          />
                        </button>
                        <span className="hidden noscript:inline">{label}</span>
                      </>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
              <th scope="col" className="min-w-40 p-3 font-semibold">
                {t('hub.table.officialSite')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.slug}
                data-slug={row.slug}
                className="border-t border-slate-200 align-top"
              >
                <th
                  scope="row"
                  className="sticky left-0 z-10 min-w-28 bg-white p-3 font-semibold shadow-[1px_0_0_var(--color-slate-200)]"
                >
                  <a href={row.path} className="text-brand-700 underline underline-offset-2">
                    {row.name}
                  </a>
                </th>
                {compareColumns.map(({ key, label }) => (
                  <td
                    key={key}
                    // The column's name, shown before the figure when the row is a card.
                    data-label={t(label)}
                    className={cn('p-3', row.notStated.includes(key) && 'text-slate-600 italic')}
                  >
                    {row.cells[key]}
                    {row.notes[key] ? (
                      <span role="note" className="mt-1 block text-xs text-amber-950 not-italic">
                        {row.notes[key]}
                      </span>
                    ) : null}
                  </td>
                ))}
                <td className="p-3" data-label={t('hub.table.officialSite')}>
                  <ExternalLink href={row.portal.url} className="text-brand-700">
                    {row.portal.label}
                  </ExternalLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
