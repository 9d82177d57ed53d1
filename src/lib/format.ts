import type { MoneyUnit, Range, Unit } from '../data/dealers/schema';
import { areaUnitNames, equivalentUnit, fromSqm, type AreaUnit } from './land-units';

/*
 * Figures written the way Indian business text writes them: ₹15–30 lakh, ₹50 lakh–₹2 crore,
 * 1,000 sqm, 25–35%, 20%+, 36,000+. Ranges use an en dash; digits group the Indian way
 * (1,00,000) so a rupee amount reads as it would on a cheque.
 */

const EN_DASH = '–';
const LAKH = 100_000;
const CRORE = 10_000_000;

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A number with Indian digit grouping and at most two decimals: 1,00,000 or 2.5. */
/** The text with its first letter in capitals: "active" → "Active". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function formatNumber(value: number): string {
  return grouping.format(value);
}

/** A count such as an outlet network: 36,000+. */
export function formatCount(count: { value: number; orMore?: boolean | undefined }): string {
  return `${formatNumber(count.value)}${count.orMore ? '+' : ''}`;
}

const rupeesPer: Record<MoneyUnit, number> = { rupees: 1, lakh: LAKH, crore: CRORE };

/** An amount in rupees, whatever unit it was stated in. */
export function toRupees(amount: number, unit: MoneyUnit): number {
  return Math.round(amount * rupeesPer[unit]);
}

function isMoney(unit: Unit): unit is MoneyUnit {
  return unit in rupeesPer;
}

/** Splits an amount into the largest unit it reaches: 2,00,00,000 → [2, 'crore']. */
function scaleRupees(rupees: number): { value: number; unit: MoneyUnit } {
  if (rupees >= CRORE) return { value: rupees / CRORE, unit: 'crore' };
  if (rupees >= LAKH) return { value: rupees / LAKH, unit: 'lakh' };
  return { value: rupees, unit: 'rupees' };
}

function moneyPart(value: number, unit: MoneyUnit): string {
  return unit === 'rupees' ? formatNumber(value) : `${formatNumber(value)} ${unit}`;
}

function formatMoney(range: Range & { unit: MoneyUnit }): string {
  const plus = range.orMore ? '+' : '';
  const low = scaleRupees(toRupees(range.min, range.unit));
  if (range.max === undefined || range.max === range.min) {
    return `₹${moneyPart(low.value, low.unit)}${plus}`;
  }
  const high = scaleRupees(toRupees(range.max, range.unit));
  // One unit is written once (₹15–30 lakh); two units each get theirs (₹50 lakh–₹2 crore).
  if (low.unit === high.unit) {
    const number = `${formatNumber(low.value)}${EN_DASH}${formatNumber(high.value)}`;
    return low.unit === 'rupees' ? `₹${number}` : `₹${number} ${low.unit}`;
  }
  return `₹${moneyPart(low.value, low.unit)}${EN_DASH}₹${moneyPart(high.value, high.unit)}`;
}

const suffixes: Record<Exclude<Unit, MoneyUnit>, { one: string; many: string }> = {
  sqm: { one: ' sqm', many: ' sqm' },
  m: { one: ' m', many: ' m' },
  years: { one: ' year', many: ' years' },
  months: { one: ' month', many: ' months' },
  percent: { one: '%', many: '%' },
};

/**
 * Any stated range, with its unit: '₹15–30 lakh', '₹1,000', '1,000 sqm', '25–30 m', '20%+',
 * '15+ years', '3–6 months'.
 */
export function formatRange(range: Range): string {
  if (isMoney(range.unit)) return formatMoney({ ...range, unit: range.unit });
  const suffix = suffixes[range.unit];
  const single = range.max === undefined || range.max === range.min;
  const number = single
    ? formatNumber(range.min)
    : `${formatNumber(range.min)}${EN_DASH}${formatNumber(range.max ?? range.min)}`;
  const word = single && range.min === 1 && !range.orMore ? suffix.one : suffix.many;
  if (!range.orMore) return `${number}${word}`;
  // "15+ years" reads naturally; "20%+" and "40 m+" are how the sources write them.
  return range.unit === 'years' || range.unit === 'months'
    ? `${number}+${word}`
    : `${number}${word}+`;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as precise as it was stated, day first as Indian English writes it:
 * '2025' → '2025', '2025-10' → 'October 2025', '2025-10-17' → '17 October 2025'.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  if (!year || !/^\d{4}$/.test(year)) throw new Error(`Not a date: ${iso}`);
  if (month === undefined) return year;
  const name = monthNames[Number(month) - 1];
  if (!name) throw new Error(`Not a date: ${iso}`);
  return day === undefined ? `${name} ${year}` : `${Number(day)} ${name} ${year}`;
}

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/**
 * An area in acres, cents or guntas, to one decimal ("24.7 cents", "1 acre"), or to two where it
 * repeats what a visitor typed ("0.25 acres"), so their own figure comes back as they wrote it.
 */
export function formatArea(value: number, unit: AreaUnit, precision: 1 | 2 = 1): string {
  const number = (precision === 1 ? oneDecimal : grouping).format(value);
  const names = areaUnitNames[unit];
  return `${number} ${number === '1' ? names.one : names.many}`;
}

/**
 * A stated plot size (in sqm) in the unit landowners use, for beside the sqm figure:
 * 1,000 sqm → "about 24.7 cents"; 800–1,200 sqm → "about 19.8–29.7 cents"; 5,000 sqm →
 * "about 1.2 acres". Both ends of a range use the unit of the larger one.
 */
export function formatAreaEquivalent(range: Range): string {
  if (range.unit !== 'sqm') throw new Error(`Not an area in sqm: ${range.unit}`);
  const unit = equivalentUnit(range.max ?? range.min);
  const low = fromSqm(range.min, unit);
  const plus = range.orMore ? '+' : '';
  if (range.max === undefined || range.max === range.min) {
    return `about ${formatArea(low, unit)}${plus}`;
  }
  const high = formatArea(fromSqm(range.max, unit), unit);
  return `about ${oneDecimal.format(low)}${EN_DASH}${high}`;
}
