import { dealershipPath } from '../data/dealers/brands.ts';
import { describeReservation } from '../data/dealers/labels.ts';
import type { Dealership, Range } from '../data/dealers/schema.ts';
import { localizedPath, type Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/ui.ts';
import {
  compareColumns,
  OPEN_ENDED,
  type CompareColumnKey,
  type CompareRow,
  type SortBounds,
} from './compare.ts';
import type { SiteType } from './eligibility/applicant.ts';
import { formatCount, formatDate, formatRange, toRupees } from './format.ts';
import { investmentPartsDisagreement, partsDisagreeText } from './investment.ts';
import { openingPlot } from './openings.ts';
import type { SelectionPortal } from './selection-portals.ts';

/*
 * The comparison rows, written from each brand's data at build time: one row per brand, one cell
 * per criterion, in the page's language. What a brand's data leaves out reads "Not stated";
 * nothing is guessed.
 */

function boundsOf(range: Range): SortBounds {
  const unit = range.unit;
  const scale = (value: number) =>
    unit === 'lakh' || unit === 'crore' || unit === 'rupees' ? toRupees(value, unit) : value;
  const low = scale(range.min);
  if (range.orMore) return [low, OPEN_ENDED];
  return [low, range.max === undefined ? low : scale(range.max)];
}

/** What the cells are written with: the language's strings and the language. */
type Words = { t: Translate; locale: Locale };

function landCell(brand: Dealership, type: SiteType, { t, locale }: Words): string | undefined {
  const site = brand.land?.sites.find((entry) => entry.type === type);
  if (!site) {
    const plot = openingPlot(brand.openings?.items, type);
    return (
      plot &&
      t('hub.cell.openingPlot', { region: plot.region, area: formatRange(plot.area, locale) })
    );
  }
  const parts: string[] = [];
  if (site.area) parts.push(formatRange(site.area, locale));
  if (site.frontage)
    parts.push(t('hub.cell.frontage', { range: formatRange(site.frontage, locale) }));
  else if (site.area) parts.push(t('hub.cell.frontageNotStated'));
  if (site.note) parts.push(site.note);
  if (parts.length === 0 && !site.label) return undefined;
  const figures = parts.join(', ') || t('hub.notStated');
  return site.label ? t('hub.cell.labelled', { label: site.label, figures }) : figures;
}

function leaseCell(brand: Dealership, { t, locale }: Words): string | undefined {
  const tenure = brand.land?.tenure;
  if (!tenure) return undefined;
  const years = formatRange(tenure.years, locale);
  return tenure.basis === 'owned-or-leased'
    ? t('hub.cell.ownedOrLeased', { years })
    : t('hub.cell.leased', { years });
}

/**
 * The comparison row for one brand (its content in the page's language), in that language.
 * `sharedPortal` is the selection portal the brand shares with others, if any: its advertisement,
 * not a list of the brand's own, marks the locations kept for a group.
 */
export function compareRow(
  brand: Dealership,
  t: Translate,
  locale: Locale,
  sharedPortal?: SelectionPortal,
): CompareRow {
  const words = { t, locale };
  const eligibility = brand.eligibility;
  const total = brand.investment?.total?.amount;
  const disagreement = investmentPartsDisagreement(brand.investment);
  const investmentNote = disagreement && partsDisagreeText(disagreement, brand.name, t, locale);
  const range = (value: Range | undefined) => value && formatRange(value, locale);
  const count = formatCount(brand.outlets, locale);
  const { qualifier } = brand.outlets;
  // A cell left undefined is one the brand's data does not state.
  const cells: Record<CompareColumnKey, string | undefined> = {
    outlets: qualifier ? t('hub.cell.outlets', { count, qualifier }) : count,
    investment: range(total),
    deposit: range(brand.investment?.deposit?.amount),
    landRural: landCell(brand, 'rural', words),
    landUrban: landCell(brand, 'urban', words),
    landHighway: landCell(brand, 'highway', words),
    lease: leaseCell(brand, words),
    age: range(eligibility?.age),
    education: eligibility?.education?.map((rule) => rule.text).join('; '),
    quotas: sharedPortal
      ? t('hub.cell.quotasByAdvertisement')
      : eligibility?.reservations?.map((item) => describeReservation(item, t)).join('; '),
    fee: range(brand.applicationFee),
    selection: range(brand.selectionTime),
    asOf: formatDate(brand.asOf, locale),
  };
  const notStated = compareColumns
    .map((column) => column.key)
    .filter((key) => cells[key] === undefined);
  return {
    slug: brand.slug,
    name: brand.name,
    path: localizedPath(dealershipPath(brand), locale),
    portal: brand.portal,
    cells: Object.fromEntries(
      Object.entries(cells).map(([key, text]) => [key, text ?? t('hub.notStated')]),
    ) as CompareRow['cells'],
    notes: investmentNote ? { investment: investmentNote } : {},
    notStated,
    sortBounds: total ? { investment: boundsOf(total) } : {},
  };
}
