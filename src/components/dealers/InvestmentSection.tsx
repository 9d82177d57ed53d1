import type { Investment } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { formatRange } from '../../lib/format.ts';
import { Section } from '../ui/Section.tsx';
import { FigureList, type Figure } from './FigureList.tsx';

type InvestmentSectionProps = { investment: Investment; tone: 'plain' | 'muted' };

const lineOrder = ['deposit', 'land', 'build', 'total'] as const;

/** What the applicant must spend, line by line, ending with the total. */
export function InvestmentSection({ investment, tone }: InvestmentSectionProps) {
  const { locale, t } = useI18n();
  const figures: Figure[] = lineOrder.flatMap((key) => {
    const line = investment[key];
    if (!line) return [];
    const value = formatRange(line.amount, locale);
    return [
      {
        label: key === 'total' ? <strong className="text-ink">{line.label}</strong> : line.label,
        value: key === 'total' ? <span className="text-xl">{value}</span> : value,
      },
    ];
  });
  return (
    <Section
      id="investment"
      title={
        investment.year
          ? t('dealers.investment.titleYear', { year: investment.year })
          : t('dealers.investment.title')
      }
      tone={tone}
    >
      <div className="max-w-xl rounded-xl border border-slate-200 bg-white px-6 py-2">
        <FigureList figures={figures} />
      </div>
      {investment.financing ? (
        <p className="mt-4 text-slate-800">
          <span className="font-semibold">{t('dealers.investment.finance')}</span>{' '}
          {investment.financing}
        </p>
      ) : null}
    </Section>
  );
}
