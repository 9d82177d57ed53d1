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

/**
 * What the applicant must spend, line by line, ending with the total; then why no return figure
 * is shown: we found none we could check, and a profit figure works as a promise
 * (docs/departures.md).
 */
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
  const disagreement = investmentPartsDisagreement(investment);
  const note = (margin: string) => (
    <PartsDisagreeNote
      disagreement={disagreement}
      brandName={brandName}
      className={`${margin} max-w-xl rounded-lg bg-amber-100 px-4 py-3 text-amber-950`}
    />
  );
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
      {/* Where the brand's own parts add up to more than its total, that comes first: the
          first figure a reader with little money sees must not be the lower one. */}
      {disagreement && !disagreement.below ? note('mb-4') : null}
      <div className="max-w-xl rounded-xl border border-slate-200 bg-white px-6 py-2">
        <FigureList figures={figures} />
      </div>
      {disagreement?.below ? note('mt-4') : null}
      {investment.land ? (
        <p className="mt-4 max-w-3xl text-slate-800">
          {t('dealers.investment.ownLand', { land: investment.land.label, brand: brandName })}
        </p>
      ) : null}
      {investment.financing ? (
        <p className="mt-4 text-slate-800">
          <span className="font-semibold">{t('dealers.investment.finance')}</span>{' '}
          {investment.financing}
        </p>
      ) : null}
      <p className="mt-4 max-w-3xl text-slate-800" data-roi="">
        <span className="font-semibold">{t('dealers.investment.roiLabel')}</span>{' '}
        {t('dealers.investment.roi', { brand: brandName })}
      </p>
    </Section>
  );
}
