import { describe, expect, it } from 'vitest';
import { formatRange } from '../lib/format.ts';
import { locales, type Locale } from './locales.ts';
import { dictionaries, fill, type UIKey } from './ui.ts';

/*
 * Sentences composed from a template and the figures or names filled into its slots, as each
 * language's reader sees them. The self-check's own sentences (`eligibility.*`) are tested with
 * the self-check.
 */

const keysOf = (locale: Locale) =>
  (Object.keys(dictionaries[locale]) as UIKey[]).filter((key) => !key.startsWith('eligibility.'));

/** Every slot of a template filled with the same value. */
function fillAll(template: string, value: string): string {
  const vars = Object.fromEntries(
    [...template.matchAll(/\{(\w+)\}/gu)].map((match) => [match[1] ?? '', value]),
  );
  return fill(template, vars);
}

describe.each(locales)('composed strings in %s', (locale) => {
  const dictionary = dictionaries[locale];

  it('end a sentence with one full stop when a slot ends in an abbreviation', () => {
    // "20 m." in Tamil, Telugu and Kannada ends in the abbreviation's own stop.
    const doubled = keysOf(locale)
      .map((key) => [key, fillAll(dictionary[key], '20 మీ.')] as const)
      .filter(([, text]) => text.includes('..'));
    expect(doubled).toEqual([]);
  });

  it('put no case ending after a period of years, which arrives as a whole phrase', () => {
    // "15+ ஆண்டுகள் காலத்துக்கு" and "2–3 సంవత్సరాలు కాలంలో" are case errors: a figure with its
    // unit word is nominative, so no ending joins it and no "period" noun with a case ending
    // follows it. A verb may ("బంక్‌ను 2–3 సంవత్సరాలు నడిపే కాలంలో", running it for 2–3 years).
    const glued = keysOf(locale).filter((key) =>
      /\{(years|period)\}(\p{L}|\p{M}|\s*(కాల|கால|ಅವಧಿ))/u.test(dictionary[key]),
    );
    expect(locale === 'en' || locale === 'hi' ? [] : glued).toEqual([]);
  });
});

describe('Hindi composed strings', () => {
  it('end sentences with the danda, never a Latin full stop', () => {
    const latinStops = keysOf('hi').filter((key) =>
      /[^\s.A-Za-z]\.(\s|$)/u.test(dictionaries.hi[key]),
    );
    expect(latinStops).toEqual([]);
  });

  it('say "not stated" in a form that agrees with a feminine noun before it', () => {
    // "ज़मानत राशि नहीं बताया गया" was wrong: राशि is feminine. "जानकारी नहीं दी गई" agrees by itself.
    const bars = fill(dictionaries.hi['hub.bars.figures'], {
      total: formatRange({ min: 15, max: 30, unit: 'lakh' }, 'hi'),
      deposit: dictionaries.hi['hub.bars.notStated'],
      fee: '₹8,000',
    });
    expect(bars).toBe(
      'कुल: ₹15–30 लाख; ज़मानत राशि: जानकारी नहीं दी गई; ब्रांड की बताई आवेदन फ़ीस: ₹8,000',
    );
  });
});

describe('Telugu money in composed strings', () => {
  it('counts lakhs and crores with the plural noun', () => {
    const bars = fill(dictionaries.te['hub.bars.figures'], {
      total: formatRange({ min: 1.5, max: 3, unit: 'crore' }, 'te'),
      deposit: formatRange({ min: 15, max: 30, unit: 'lakh' }, 'te'),
      fee: formatRange({ min: 1, unit: 'lakh' }, 'te'),
    });
    expect(bars).toBe(
      'మొత్తం: ₹1.5–3 కోట్లు; సెక్యూరిటీ డిపాజిట్: ₹15–30 లక్షలు; మా దగ్గర ఉన్న అంకెల్లో దరఖాస్తు ఫీజు: ₹1 లక్ష',
    );
  });
});

describe('Tamil periods in composed strings', () => {
  it('gives a lease period after its label', () => {
    const cell = fill(dictionaries.ta['hub.cell.leased'], {
      years: formatRange({ min: 15, unit: 'years', orMore: true }, 'ta'),
    });
    expect(cell).toBe(
      'குத்தகை மட்டுமே குறிப்பிடப்பட்டுள்ளது (குத்தகைக் காலம்: 15+ ஆண்டுகள்); சொந்த நிலம் பற்றிக் குறிப்பு இல்லை',
    );
  });
});
