import { dealershipPath } from '../data/dealers/brands.ts';
import type { Dealership, Range } from '../data/dealers/schema.ts';
import { localizedPath, type Locale } from '../i18n/locales.ts';
import { formatRange, toRupees } from './format.ts';
import { investmentPartsDisagreement, type PartsDisagreement } from './investment.ts';

/*
 * The picture above the comparison: one bar per brand on one shared rupee scale, so the brands'
 * money can be compared at a glance before the table's numbers. Everything here is computed at
 * build time; the page draws it as inline SVG and writes every figure beside it as text.
 */

const CRORE = 10_000_000;

/** A stretch of the shared scale, as fractions of it (0 to 1), with the figure it stands for. */
export type Span = { from: number; to: number; text: string };

export type InvestmentBar = {
  slug: string;
  name: string;
  path: string;
  total?: Span;
  deposit?: Span;
  fee?: Span;
  /** Where the brand's own parts disagree with its total, said under its bar. */
  disagreement?: PartsDisagreement;
};

export type InvestmentBars = {
  /** The top of the scale in crore: the largest stated figure, rounded up to a whole crore. */
  maxCrore: number;
  /** One tick per crore, from 0: where it sits (0 to 1) and its number of crore. */
  ticks: Array<{ at: number; crore: number }>;
  bars: InvestmentBar[];
};

const isMoney = (range: Range): range is Range & { unit: 'rupees' | 'lakh' | 'crore' } =>
  range.unit === 'rupees' || range.unit === 'lakh' || range.unit === 'crore';

/** A range's ends in rupees; an open-ended one ("₹20 lakh+") runs to the end of the scale. */
function rupeeEnds(range: Range, top: number): [number, number] {
  if (!isMoney(range)) throw new Error(`Not money: ${range.unit}`);
  const low = toRupees(range.min, range.unit);
  if (range.orMore) return [low, top];
  return [low, range.max === undefined ? low : toRupees(range.max, range.unit)];
}

/**
 * Every brand's total investment, deposit and application fee on one scale, the figures and links
 * in the page's language.
 */
export function investmentBars(brands: readonly Dealership[], locale: Locale): InvestmentBars {
  const stated = brands.flatMap((brand) =>
    [brand.investment?.total?.amount, brand.investment?.deposit?.amount].filter(
      (range) => range !== undefined && isMoney(range),
    ),
  ) as Range[];
  const largest = Math.max(CRORE, ...stated.map((range) => rupeeEnds(range, 0)[1]));
  const maxCrore = Math.ceil(largest / CRORE);
  const top = maxCrore * CRORE;
  const span = (range: Range | undefined): Span | undefined => {
    if (!range) return undefined;
    const [low, high] = rupeeEnds(range, top);
    return { from: low / top, to: high / top, text: formatRange(range, locale) };
  };
  return {
    maxCrore,
    ticks: Array.from({ length: maxCrore + 1 }, (_, crore) => ({ at: crore / maxCrore, crore })),
    bars: brands.map((brand) => {
      const total = span(brand.investment?.total?.amount);
      const deposit = span(brand.investment?.deposit?.amount);
      const fee = span(brand.applicationFee);
      const disagreement = investmentPartsDisagreement(brand.investment);
      return {
        slug: brand.slug,
        name: brand.name,
        path: localizedPath(dealershipPath(brand), locale),
        ...(total && { total }),
        ...(deposit && { deposit }),
        ...(fee && { fee }),
        ...(disagreement && { disagreement }),
      };
    }),
  };
}
