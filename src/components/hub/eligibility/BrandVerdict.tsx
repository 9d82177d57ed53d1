import type { ComponentProps } from 'react';
import { useI18n } from '#src/i18n/I18n.tsx';
import { cn } from '#src/lib/cn.ts';
import { formatDate, formatList } from '#src/lib/format.ts';
import {
  criterionStatusText,
  moneyText,
  reasonText,
  say,
  verdictText,
  type BrandResult,
  type Status,
  type VerdictKind,
} from '#src/lib/eligibility/index.ts';

const verdictStyles: Record<VerdictKind, string> = {
  likely: 'border-green-700 bg-green-50',
  'not-eligible': 'border-red-700 bg-red-50',
  check: 'border-amber-600 bg-amber-50',
  'cannot-say': 'border-amber-600 bg-amber-50',
  incomplete: 'border-slate-400 bg-slate-50',
};

const statusStyles: Record<Status, string> = {
  met: 'text-green-800',
  'not-met': 'text-red-800',
  'not-stated': 'text-amber-900',
  'not-answered': 'text-slate-700',
};

/**
 * One brand's verdict: each rule with its status in words and its reason, the money against its
 * cost figures, then quotas.
 */
export function BrandVerdict({
  result,
  className,
  ...rest
}: ComponentProps<'article'> & { result: BrandResult }) {
  const { t, locale } = useI18n();
  const words = { t, locale };
  const notes = result.categoryNotes.map((note) => say(note, result.name, words));
  const money = moneyText(result, words);
  return (
    <article
      aria-labelledby={`verdict-${result.slug}`}
      className={cn('rounded-lg border-l-4 p-4', verdictStyles[result.verdict], className)}
      {...rest}
    >
      <h3 id={`verdict-${result.slug}`} className="text-lg font-bold">
        {result.name}: {verdictText(result, words)}
      </h3>
      {result.asOf && result.portal ? (
        <p className="mt-1 text-sm">
          {t('eligibility.source', {
            brand: result.name,
            date: formatDate(result.asOf, locale),
            portal: result.portal.label,
          })}
        </p>
      ) : null}
      <ul className="mt-2 space-y-1 text-sm">
        {result.findings.map((finding) => (
          <li key={finding.criterion}>
            <strong className={statusStyles[finding.status]}>
              {criterionStatusText(finding, result.name, words)}
            </strong>{' '}
            {reasonText(finding, result.name, words)}
          </li>
        ))}
      </ul>
      {/* Apart from the rules: no brand lists an amount one must have (BrandFindings.money). */}
      <p className="mt-2 text-sm">
        {/* Money below the figures is a point to settle, not a rule failed: never the red of one. */}
        <strong
          className={
            statusStyles[result.money.status === 'not-met' ? 'not-stated' : result.money.status]
          }
        >
          {money.status}
        </strong>{' '}
        {money.reason}
        {money.note ? ` ${money.note}` : null}
      </p>
      {notes.length > 0 ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">{t('eligibility.quotas')}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <p className="mt-1 text-sm">
            {/* Brands sharing a portal are given different quotas here; one advertisement decides. */}
            {result.sharesPortalWith && result.portal
              ? t('eligibility.quotasShared', {
                  brand: result.name,
                  portal: result.portal.label,
                  others: formatList(result.sharesPortalWith, locale),
                })
              : t('eligibility.quotasNote')}
          </p>
        </>
      ) : null}
    </article>
  );
}
