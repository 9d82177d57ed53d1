import { dealershipPath } from '../data/dealers/index';
import { describeReservation, siteTypeLabels } from '../data/dealers/labels';
import type { Dealership, Range } from '../data/dealers/schema';
import { NOT_STATED, OPEN_ENDED, type CompareRow, type SortBounds } from './compare';
import { formatCount, formatDate, formatRange, toRupees } from './format';

/*
 * The comparison rows, written from each brand's data at build time: one row per brand, one cell
 * per criterion. What a brand's data leaves out reads "Not stated"; nothing is guessed.
 */

function boundsOf(range: Range): SortBounds {
  const unit = range.unit;
  const scale = (value: number) =>
    unit === 'lakh' || unit === 'crore' || unit === 'rupees' ? toRupees(value, unit) : value;
  const low = scale(range.min);
  if (range.orMore) return [low, OPEN_ENDED];
  return [low, range.max === undefined ? low : scale(range.max)];
}

function stated<T>(value: T | undefined, write: (value: T) => string): string {
  return value === undefined ? NOT_STATED : write(value);
}

function landCell(brand: Dealership, type: keyof typeof siteTypeLabels): string {
  const site = brand.land?.sites.find((entry) => entry.type === type);
  if (!site) return NOT_STATED;
  const parts: string[] = [];
  if (site.area) parts.push(formatRange(site.area));
  if (site.frontage) parts.push(`${formatRange(site.frontage)} frontage`);
  else if (site.area) parts.push('frontage not stated');
  if (site.note) parts.push(site.note);
  const figures = parts.join(', ') || NOT_STATED;
  return site.label ? `${site.label}: ${figures}` : figures;
}

function leaseCell(brand: Dealership): string {
  const tenure = brand.land?.tenure;
  if (!tenure) return NOT_STATED;
  const basis = tenure.basis === 'owned-or-leased' ? 'Owned or leased' : 'Leased';
  return `${basis}, ${formatRange(tenure.years)}`;
}

function roiCell(brand: Dealership): string {
  const { range, average, over } = brand.roi;
  const overText = over ? ` over ${formatRange(over)}` : '';
  return `${formatRange(range)}${average ? ' average' : ''}${overText}`;
}

/** The comparison row for one brand. */
export function compareRow(brand: Dealership): CompareRow {
  const eligibility = brand.eligibility;
  const total = brand.investment?.total?.amount;
  const qualifier = brand.outlets.qualifier ? ` ${brand.outlets.qualifier}` : '';
  return {
    slug: brand.slug,
    name: brand.name,
    path: dealershipPath(brand),
    portal: brand.portal,
    cells: {
      outlets: `${formatCount(brand.outlets)}${qualifier}`,
      roi: roiCell(brand),
      investment: stated(total, formatRange),
      deposit: stated(brand.investment?.deposit?.amount, formatRange),
      landRural: landCell(brand, 'rural'),
      landUrban: landCell(brand, 'urban'),
      landHighway: landCell(brand, 'highway'),
      lease: leaseCell(brand),
      age: stated(eligibility?.age, formatRange),
      education: stated(eligibility?.education, (rules) =>
        rules.map((rule) => rule.text).join('; '),
      ),
      quotas: stated(eligibility?.reservations, (items) =>
        items.map(describeReservation).join('; '),
      ),
      fee: stated(brand.applicationFee, formatRange),
      selection: stated(brand.selectionTime, formatRange),
      asOf: formatDate(brand.asOf),
    },
    sortBounds: {
      roi: boundsOf(brand.roi.range),
      ...(total ? { investment: boundsOf(total) } : {}),
    },
  };
}
