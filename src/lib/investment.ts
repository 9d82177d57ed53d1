import type { Investment, MoneyUnit, Range } from '../data/dealers/schema.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/ui.ts';
import { formatRange, toRupees } from './format.ts';

/*
 * A brand's stated investment parts against its stated total. A brand that states a deposit, a
 * land cost and a build cost and also a total has said the same thing twice; where the two
 * disagree, a wary applicant must be told, or a total that starts below its own parts (Jio-bp:
 * ₹15 lakh, when its deposit, land and construction start at ₹65 lakh) looks within reach.
 */

/** The parts a total is made of, in the order the pages list them. */
const partKeys = ['deposit', 'land', 'build'] as const;

/** A disagreement: what the parts add up to, and the total the brand states, both in rupees. */
export type PartsDisagreement = {
  /** The parts added up, low ends and high ends, in rupees (open-ended when a part is). */
  parts: Range & { unit: 'rupees' };
  /** The brand's stated total, as stated. */
  total: Range;
  /** The parts' low end is above the total's low end: the total starts below its own parts. */
  lowEnd: boolean;
  /** The parts' high end is above the total's high end: the total stops below its own parts. */
  highEnd: boolean;
  /**
   * Neither end of the parts is above the total, but they add up to less than it: the total may
   * hold costs the parts do not name, which the brand does not say. Not a contradiction, so the
   * check never reads it as one; but a reader adding up the parts finds a gap, and is told so.
   */
  below: boolean;
  /**
   * What to plan for: the higher figure at each end, parts or total (Jio-bp: its parts' ₹65 lakh
   * at the low end, its total's ₹5 crore at the top), in rupees. Said with the disagreement, so a
   * reader is never left to pick "the higher figure" of two ranges that cross.
   */
  plan: Range & { unit: 'rupees' };
};

const isMoney = (range: Range): range is Range & { unit: MoneyUnit } =>
  range.unit === 'rupees' || range.unit === 'lakh' || range.unit === 'crore';

/** A money range's ends in rupees; the high end is Infinity when the range is open-ended. */
function ends(range: Range): [number, number] {
  if (!isMoney(range)) throw new Error(`Not money: ${range.unit}`);
  const low = toRupees(range.min, range.unit);
  if (range.orMore) return [low, Infinity];
  return [low, range.max === undefined ? low : toRupees(range.max, range.unit)];
}

/**
 * Where a brand's deposit, land and build add up to more than the total it states, at either
 * end, what they add up to and the total; undefined when they agree or cannot be checked. Only a
 * brand that states all three parts and a total is checked: fewer parts do not make a total. Parts
 * that add up to less than the total (`below`) are not a contradiction, since a total may hold
 * costs the parts do not name (equipment, working capital); they are returned so the pages can
 * say that the brand does not name the rest.
 */
export function investmentPartsDisagreement(
  investment: Investment | undefined,
): PartsDisagreement | undefined {
  const total = investment?.total?.amount;
  if (!investment || !total) return undefined;
  const parts = partKeys.map((key) => investment[key]?.amount);
  if (parts.some((part) => part === undefined)) return undefined;
  const [low, high] = (parts as Range[])
    .map(ends)
    .reduce(
      ([sumLow, sumHigh], [partLow, partHigh]) => [sumLow + partLow, sumHigh + partHigh],
      [0, 0],
    );
  const [totalLow, totalHigh] = ends(total);
  const lowEnd = low > totalLow;
  const highEnd = high > totalHigh;
  const below = !lowEnd && !highEnd && (low < totalLow || high < totalHigh);
  if (!lowEnd && !highEnd && !below) return undefined;
  const rupees = (min: number, max: number): Range & { unit: 'rupees' } =>
    max === Infinity ? { min, unit: 'rupees', orMore: true } : { min, max, unit: 'rupees' };
  return {
    parts: rupees(low, high),
    total,
    lowEnd,
    highEnd,
    below,
    plan: rupees(Math.max(low, totalLow), Math.max(high, totalHigh)),
  };
}

/**
 * The note on a disagreement in the page's language: one sentence per language
 * (`dealers.investment.partsDisagree`), its figures written by the one formatter.
 */
export function partsDisagreeText(
  disagreement: PartsDisagreement,
  brandName: string,
  t: Translate,
  locale: Locale,
): string {
  return t(
    disagreement.below ? 'dealers.investment.partsBelow' : 'dealers.investment.partsDisagree',
    {
      brand: brandName,
      parts: formatRange(disagreement.parts, locale),
      total: formatRange(disagreement.total, locale),
      plan: formatRange(disagreement.plan, locale),
    },
  );
}
