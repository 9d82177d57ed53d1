import type { MoneyUnit, Range, Unit } from '../data/dealers/schema.ts';
import { languageTags, type Locale } from '../i18n/locales.ts';
import { numberWords } from '../i18n/number-words.ts';
import { equivalentUnit, fromSqm, type AreaUnit } from './land-units.ts';

/*
 * The one formatter for figures, in every language: ₹15–30 lakh (₹15–30 లక్షలు), ₹50 lakh–₹2
 * crore, 1,000 sqm, 25–35%, 20%+, 36,000+. Ranges use an en dash; digits are Latin and group
 * the Indian way (1,00,000) in every language, so a rupee amount reads as it would on a cheque
 * and the same figure looks the same on every page. The one exception is the home page's
 * stats in English, which keep the specification's 2,500,000+ (`formatStat`). Each function
 * takes the page's locale; the unit words come from src/i18n/number-words.ts.
 */

const EN_DASH = '–';
const LAKH = 100_000;
const CRORE = 10_000_000;

/*
 * The digits are Latin and the separators the same in every language, so one Indian English
 * format writes them all: CLDR groups Kannada the Western way (2,500,000), which is not how a
 * Kannada reader sees rupees written.
 */
const INDIAN_GROUPING = 'en-IN';
const WESTERN_GROUPING = 'en';

/** Intl formatters per grouping and precision, made once. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(maximumFractionDigits: number, tag = INDIAN_GROUPING): Intl.NumberFormat {
  const key = `${tag}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits, numberingSystem: 'latn' });
    numberFormats.set(key, format);
  }
  return format;
}

/** The text with its first letter in capitals: "active" → "Active". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A number with Indian digit grouping and at most two decimals: 1,00,000 or 2.5. The locale is
 * asked for so that a caller cannot forget the page's language where a word follows.
 */
export function formatNumber(value: number, _locale: Locale): string {
  return numberFormat(2).format(value);
}

/**
 * Languages whose CLDR list pattern puts a comma before "and" ("A, B, और C"), which their
 * readers do not write: Hindi and Kannada join the last two with the word alone.
 */
const noCommaBeforeAnd: ReadonlySet<Locale> = new Set(['hi', 'kn']);

/** Names in a list as the language joins them: "Indian Oil, Nayara and Jio-bp". */
export function formatList(items: readonly string[], locale: Locale): string {
  const parts = new Intl.ListFormat(languageTags[locale], { type: 'conjunction' }).formatToParts(
    items,
  );
  const lastLiteral = parts.findLastIndex((part) => part.type === 'literal');
  return parts
    .map((part, index) =>
      index === lastLiteral && noCommaBeforeAnd.has(locale)
        ? part.value.replace(/^,\s*/u, ' ')
        : part.value,
    )
    .join('');
}

/**
 * A home page statistic as shown, also mid-count: whole numbers, then its suffix. English keeps
 * the specification's Western grouping (2,500,000+); the Indian languages group as their
 * readers do (25,00,000+).
 */
export function formatStat(value: number, suffix: string, locale: Locale): string {
  const tag = locale === 'en' ? WESTERN_GROUPING : INDIAN_GROUPING;
  return `${numberFormat(0, tag).format(Math.round(value))}${suffix}`;
}

/**
 * The value a count-up shows `elapsedMs` into its run of `durationMs`: it eases out so the digits
 * settle gently, never overshoots, and lands exactly on the target.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.round(target * eased));
}

/** A count such as an outlet network: 36,000+. */
export function formatCount(
  count: { value: number; orMore?: boolean | undefined },
  locale: Locale,
): string {
  return `${formatNumber(count.value, locale)}${count.orMore ? '+' : ''}`;
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

/** The form of a unit word a number takes: Telugu 1 లక్ష, 1.5 లక్షలు, 15 లక్షలు. */
function unitWord(names: { one: string; many: string }, value: number, locale: Locale): string {
  // The same rounding as formatNumber, so the word agrees with the digits shown.
  const rules = new Intl.PluralRules(languageTags[locale], { maximumFractionDigits: 2 });
  return rules.select(value) === 'one' ? names.one : names.many;
}

/** A money figure in its unit; the unit word agrees with the number it follows. */
function moneyPart(value: number, unit: MoneyUnit, locale: Locale): string {
  const number = formatNumber(value, locale);
  return unit === 'rupees'
    ? number
    : `${number} ${unitWord(numberWords[locale][unit], value, locale)}`;
}

function formatMoney(range: Range & { unit: MoneyUnit }, locale: Locale): string {
  const plus = range.orMore ? '+' : '';
  const low = scaleRupees(toRupees(range.min, range.unit));
  if (range.max === undefined || range.max === range.min) {
    return `₹${moneyPart(low.value, low.unit, locale)}${plus}`;
  }
  const high = scaleRupees(toRupees(range.max, range.unit));
  // One unit is written once (₹15–30 lakh); two units each get theirs (₹50 lakh–₹2 crore).
  if (low.unit === high.unit) {
    return `₹${formatNumber(low.value, locale)}${EN_DASH}${moneyPart(high.value, high.unit, locale)}`;
  }
  return `₹${moneyPart(low.value, low.unit, locale)}${EN_DASH}₹${moneyPart(high.value, high.unit, locale)}`;
}

/** What follows a measure's number: ' sqm', ' years', '%'. */
function suffix(unit: Exclude<Unit, MoneyUnit>, one: boolean, locale: Locale): string {
  const words = numberWords[locale];
  switch (unit) {
    case 'percent':
      return '%';
    case 'sqm':
    case 'm':
      return ` ${words[unit]}`;
    case 'years':
      return ` ${one ? words.year : words.years}`;
    case 'months':
      return ` ${one ? words.month : words.months}`;
  }
}

/**
 * Any stated range, with its unit: '₹15–30 lakh', '₹1,000', '1,000 sqm', '25–30 m', '20%+',
 * '15+ years', '3–6 months'.
 */
export function formatRange(range: Range, locale: Locale): string {
  if (isMoney(range.unit)) return formatMoney({ ...range, unit: range.unit }, locale);
  const single = range.max === undefined || range.max === range.min;
  const number = single
    ? formatNumber(range.min, locale)
    : `${formatNumber(range.min, locale)}${EN_DASH}${formatNumber(range.max ?? range.min, locale)}`;
  const word = suffix(range.unit, single && range.min === 1 && !range.orMore, locale);
  if (!range.orMore) return `${number}${word}`;
  // "15+ years" reads naturally; "20%+" and "40 m+" are how the sources write them.
  return range.unit === 'years' || range.unit === 'months'
    ? `${number}+${word}`
    : `${number}${word}+`;
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The month's name in the language (UTC, so the day a page is built in cannot shift it). */
function monthName(month: number, locale: Locale): string {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], { month: 'long', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(Date.UTC(2000, month - 1, 1));
}

/**
 * A date as precise as it was stated, day first as Indian English and the Indian languages write
 * it, with the month's name in the language: '2025' → '2025', '2025-10' → 'October 2025',
 * '2025-10-17' → '17 October 2025' (Telugu: '17 అక్టోబర్ 2025').
 */
export function formatDate(iso: string, locale: Locale): string {
  const [year, month, day] = iso.split('-');
  if (!year || !/^\d{4}$/.test(year)) throw new Error(`Not a date: ${iso}`);
  if (month === undefined) return year;
  const number = Number(month);
  if (!Number.isInteger(number) || number < 1 || number > 12) throw new Error(`Not a date: ${iso}`);
  const name = monthName(number, locale);
  return day === undefined ? `${name} ${year}` : `${Number(day)} ${name} ${year}`;
}

/**
 * An area in acres, cents or guntas, to one decimal ("24.7 cents", "1 acre"), or to two where it
 * repeats what a visitor typed ("0.25 acres"), so their own figure comes back as they wrote it.
 */
export function formatArea(
  value: number,
  unit: AreaUnit,
  precision: 1 | 2 = 1,
  locale: Locale,
): string {
  const number = numberFormat(precision).format(value);
  const names =
    unit === 'sqm'
      ? { one: numberWords[locale].sqm, many: numberWords[locale].sqm }
      : numberWords[locale][unit];
  return `${number} ${number === '1' ? names.one : names.many}`;
}

/**
 * A part of an acre as each language's readers count it: Karnataka's land records and its farmers
 * use guntas (1/40 acre); elsewhere in the south cents (1/100 acre) are the everyday measure.
 */
const smallLandUnits: Record<Locale, 'cent' | 'gunta'> = {
  en: 'cent',
  hi: 'cent',
  te: 'cent',
  ta: 'cent',
  kn: 'gunta',
};

/**
 * A stated plot size (in sqm) in the unit landowners use, for beside the sqm figure:
 * 1,000 sqm → "about 24.7 cents"; 800–1,200 sqm → "about 19.8–29.7 cents"; 5,000 sqm →
 * "about 1.2 acres" (in Kannada, guntas where English says cents; `given`, the unit the visitor
 * gave their own plot in, wins). Both ends of a range use the unit of the larger one.
 */
export function formatAreaEquivalent(range: Range, locale: Locale, given?: AreaUnit): string {
  if (range.unit !== 'sqm') throw new Error(`Not an area in sqm: ${range.unit}`);
  // Beside a plot the visitor gave in cents, guntas or acres, the same unit: "20 cents" is never
  // set against "11.9 guntas", where 20 > 11.9 would read as enough.
  const unit =
    given === 'acre'
      ? 'acre'
      : equivalentUnit(
          range.max ?? range.min,
          given === 'cent' || given === 'gunta' ? given : smallLandUnits[locale],
        );
  // A brand's figure in another unit is rounded to the nearest at the places shown, as a
  // calculator or a land record gives it (1,000 sqm is "about 24.7 cents"). Acres keep two
  // places, so 3,000 sqm is "about 0.74 acres", never "0.7", which would tell a reader with 0.7
  // acres that it is enough; at two places the figure is at most 20 sqm off.
  const places = unit === 'acre' ? 2 : 1;
  const shown = (sqm: number) => {
    const scale = 10 ** places;
    return Math.round(fromSqm(sqm, unit) * scale) / scale;
  };
  const low = shown(range.min);
  const plus = range.orMore ? '+' : '';
  const about = (value: string) => numberWords[locale].about.replace('{value}', value);
  if (range.max === undefined || range.max === range.min) {
    return about(`${formatArea(low, unit, places, locale)}${plus}`);
  }
  const high = formatArea(shown(range.max), unit, places, locale);
  return about(`${numberFormat(places).format(low)}${EN_DASH}${high}`);
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A time of day as the language writes it, from 24-hour '06:00' or '21:30': '6:00 am'. */
export function formatTimeOfDay(time: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new Error(`Not a time of day: ${time}`);
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    timeFormats.set(locale, format);
  }
  return format.format(Date.UTC(2000, 0, 1, hours, minutes));
}
