import type { Investment } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { formatRange } from '../../lib/format.ts';
import { investmentPartsDisagreement } from '../../lib/investment.ts';
import { Section } from '../ui/Section.tsx';
import { FigureList, type Figure } from './FigureList.tsx';
import { PartsDisagreeNote } from './PartsDisagreeNote.tsx';

type InvestmentSectionProps = {
  investment: Investment;
  /** The brand's name, for the note when its own figures disagree. */
  brandName: string;
  tone: 'plain' | 'muted';
};

const lineOrder = ['deposit', 'land', 'build', 'total'] as const;

/** What the applicant must spend, line by line, ending with the total. */
export function InvestmentSection({ investment, brandName, tone }: InvestmentSectionProps) {
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
      <PartsDisagreeNote
        disagreement={investmentPartsDisagreement(investment)}
        brandName={brandName}
        className="mt-4 max-w-xl rounded-lg bg-amber-100 px-4 py-3 text-amber-950"
      />
      {investment.financing ? (
        <p className="mt-4 text-slate-800">
          <span className="font-semibold">{t('dealers.investment.finance')}</span>{' '}
          {investment.financing}
        </p>
      ) : null}
    </Section>
  );
}
