import type { ComponentProps } from 'react';
import { site } from '../../config/site.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { termLines } from '../../lib/trust/facts.ts';
import { Panel } from '../ui/Panel.tsx';

type TradeTermsProps = ComponentProps<'section'> & {
  locale: Locale;
  /** Heading level: 2 as a page section, 3 inside one. */
  level?: 2 | 3;
};

/**
 * "Before you order": the owner's terms (smallest order, delivery charge, hours, usual time to
 * deliver, districts). A term not set is left out; with none set, nothing renders.
 */
export const TradeTerms = localized(TradeTermsBody);

function TradeTermsBody({ level = 2, className, ...rest }: Omit<TradeTermsProps, 'locale'>) {
  const { locale, t } = useI18n();
  const lines = termLines(site.terms, locale, t);
  if (lines.length === 0) return null;
  return (
    <Panel
      title={t('trust.terms.title')}
      level={level}
      headingClassName="text-xl font-bold tracking-tight"
      className={cn('rounded-xl border border-slate-200 bg-white p-5', className)}
      {...rest}
    >
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {lines.map((line) => (
          <div key={line.label}>
            <dt className="font-semibold text-ink">{line.label}</dt>
            <dd className="text-slate-800">{line.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
