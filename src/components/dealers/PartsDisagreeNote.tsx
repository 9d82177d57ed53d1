import { useI18n } from '../../i18n/I18n.tsx';
import { partsDisagreeText, type PartsDisagreement } from '../../lib/investment.ts';

type PartsDisagreeNoteProps = {
  /** `investmentPartsDisagreement()` of the brand's investment; nothing is shown without one. */
  disagreement: PartsDisagreement | undefined;
  brandName: string;
  className?: string;
};

/**
 * Said wherever a brand's total investment is shown (its guide, the hub's chart and table) when
 * its own deposit, land and construction add up to something the total does not cover: a reader
 * who trusts the total alone could think an outlet within reach that its own parts put beyond it.
 * The figures are computed from the data (lib/investment.ts), never written into the words.
 */
export function PartsDisagreeNote({ disagreement, brandName, className }: PartsDisagreeNoteProps) {
  const { locale, t } = useI18n();
  if (!disagreement) return null;
  return (
    <p role="note" data-parts-disagree="" className={className}>
      {partsDisagreeText(disagreement, brandName, t, locale)}
    </p>
  );
}
