import { ArrowRight, CircleCheck } from 'lucide-react';
import type { Dealership } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';

type Why = NonNullable<Dealership['why']>;

/** The reasons as a checklist, for places with little room such as a tab panel. */
export function WhyList({ why }: { why: Why }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {why.points.map((point) => (
        <li key={point.title} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div>
            <h3 className="font-bold">{point.title}</h3>
            <p className="text-slate-700">{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The reasons as a row of cards, optionally marked with a few static decorative dots. */
export function WhyCards({ why, dots = false }: { why: Why; dots?: boolean }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {why.points.map((point) => (
        <li key={point.title} className="relative rounded-xl border border-slate-200 bg-white p-6">
          {dots ? (
            <span aria-hidden="true" data-decoration="dots" className="mb-4 flex gap-1.5">
              <span className="size-2 rounded-full bg-brand-700" />
              <span className="size-2 rounded-full bg-brand-600" />
              <span className="size-2 rounded-full bg-brand-100" />
            </span>
          ) : null}
          <h3 className="text-lg font-bold">{point.title}</h3>
          <p className="mt-2 text-slate-700">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The reasons as one row that scrolls sideways. The row is a named, focusable region so keyboard
 * users can scroll it with the arrow keys; the page itself never scrolls sideways. On a phone the
 * next card shows cut off at the edge, so a visible line above says that the row scrolls and how
 * many reasons it holds, and the cards snap into place as it does.
 */
export function WhyScrollCards({ why, label }: { why: Why; label: string }) {
  const { locale, t } = useI18n();
  return (
    <>
      {/* The region's name says the same to screen readers. */}
      <p
        aria-hidden="true"
        className="mb-4 flex items-center gap-2 text-sm font-medium text-slate-700"
      >
        {t('dealers.why.scrollHint', { count: formatNumber(why.points.length, locale) })}
        <ArrowRight className="size-4 shrink-0" />
      </p>
      <div
        role="region"
        aria-label={label}
        // A scrollable region must be focusable, or keyboard users cannot scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="-mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pb-4"
      >
        <ul className="flex w-max gap-4">
          {why.points.map((point) => (
            <li
              key={point.title}
              className={cn(
                'w-72 shrink-0 snap-start rounded-xl border border-slate-200 bg-white p-6',
              )}
            >
              <h3 className="text-lg font-bold">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
