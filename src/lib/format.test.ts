import { describe, expect, it } from 'vitest';
import {
  capitalise,
  countUpValue,
  formatAreaEquivalent,
  formatCount,
  formatDate,
  formatList,
  formatNumber,
  formatRange,
  formatStat,
  toRupees,
} from './format.ts';

describe('formatRange', () => {
  it.each([
    [{ min: 15, max: 30, unit: 'lakh' }, '₹15–30 lakh'],
    [{ min: 50, max: 200, unit: 'lakh' }, '₹50 lakh–₹2 crore'],
    [{ min: 40, max: 120, unit: 'lakh' }, '₹40 lakh–₹1.2 crore'],
    [{ min: 1.5, max: 3, unit: 'crore' }, '₹1.5–3 crore'],
    [{ min: 15, max: 500, unit: 'lakh' }, '₹15 lakh–₹5 crore'],
    [{ min: 100, unit: 'lakh' }, '₹1 crore'],
    [{ min: 1_000, unit: 'rupees' }, '₹1,000'],
    [{ min: 500, max: 1_000, unit: 'rupees' }, '₹500–1,000'],
    [{ min: 50_000, max: 1_00_000, unit: 'rupees' }, '₹50,000–₹1 lakh'],
    [{ min: 1_000, unit: 'sqm' }, '1,000 sqm'],
    [{ min: 800, max: 1_200, unit: 'sqm' }, '800–1,200 sqm'],
    [{ min: 30, unit: 'm' }, '30 m'],
    [{ min: 40, unit: 'm', orMore: true }, '40 m+'],
    [{ min: 25, max: 35, unit: 'percent' }, '25–35%'],
    [{ min: 20, unit: 'percent', orMore: true }, '20%+'],
    [{ min: 15, unit: 'years', orMore: true }, '15+ years'],
    [{ min: 21, max: 55, unit: 'years' }, '21–55 years'],
    [{ min: 1, unit: 'years' }, '1 year'],
    [{ min: 3, max: 6, unit: 'months' }, '3–6 months'],
  ] as const)('writes %j as %s', (range, text) => {
    expect(formatRange(range, 'en')).toBe(text);
  });
});

describe('numbers and counts', () => {
  it('groups digits the Indian way', () => {
    expect(formatNumber(100_000, 'en')).toBe('1,00,000');
    expect(formatNumber(25_000_000, 'en')).toBe('2,50,00,000');
    expect(formatNumber(36_000, 'en')).toBe('36,000');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });

  it('writes a count with its plus', () => {
    expect(formatCount({ value: 36_000, orMore: true }, 'en')).toBe('36,000+');
    expect(formatCount({ value: 85 }, 'en')).toBe('85');
  });

  it('converts lakh and crore to rupees without float noise', () => {
    expect(toRupees(1.5, 'crore')).toBe(15_000_000);
    expect(toRupees(2.2, 'crore')).toBe(22_000_000);
    expect(toRupees(15, 'lakh')).toBe(1_500_000);
  });
});

describe('formatDate', () => {
  it('writes a date as precisely as it was stated', () => {
    expect(formatDate('2025', 'en')).toBe('2025');
    expect(formatDate('2025-10', 'en')).toBe('October 2025');
    expect(formatDate('2025-10-17', 'en')).toBe('17 October 2025');
    expect(formatDate('2025-09-05', 'en')).toBe('5 September 2025');
  });

  it('refuses text that is not a date', () => {
    expect(() => formatDate('Oct 2025', 'en')).toThrow();
    expect(() => formatDate('2025-13', 'en')).toThrow();
  });
});

describe('capitalise', () => {
  it('puts the first letter in capitals and leaves the rest and empty text alone', () => {
    expect(capitalise('active stations')).toBe('Active stations');
    expect(capitalise('EV-ready')).toBe('EV-ready');
    expect(capitalise('')).toBe('');
  });
});

describe('figures in every language', () => {
  it('keeps Latin digits and Indian grouping, with the month named in the language', () => {
    expect(formatNumber(150_000, 'te')).toBe('1,50,000');
    expect(formatRange({ min: 150_000, unit: 'rupees' }, 'te')).toBe('₹1.5 లక్షలు');
    expect(formatDate('2025-10-17', 'te')).toBe('17 అక్టోబర్ 2025');
    expect(formatDate('2025-10', 'hi')).toBe('अक्टूबर 2025');
    expect(formatDate('2025', 'kn')).toBe('2025');
  });

  it('writes lakh and crore in the language’s own word', () => {
    expect(formatRange({ min: 15, max: 30, unit: 'lakh' }, 'hi')).toBe('₹15–30 लाख');
    expect(formatRange({ min: 50, max: 200, unit: 'lakh' }, 'te')).toBe('₹50 లక్షలు–₹2 కోట్లు');
    expect(formatRange({ min: 1, unit: 'crore', orMore: true }, 'ta')).toBe('₹1 கோடி+');
    expect(formatRange({ min: 25, max: 40, unit: 'lakh' }, 'kn')).toBe('₹25–40 ಲಕ್ಷ');
  });

  it('names measures and land in the language, around the same number', () => {
    expect(formatRange({ min: 1_000, unit: 'sqm' }, 'ta')).toBe('1,000 ச.மீ.');
    expect(formatRange({ min: 3, max: 6, unit: 'months' }, 'te')).toBe('3–6 నెలలు');
    expect(formatAreaEquivalent({ min: 1_000, unit: 'sqm' }, 'te')).toBe('సుమారు 24.7 సెంట్లు');
  });
});

describe('Telugu money figures', () => {
  // Telugu counts lakhs and crores with the plural noun from anything but exactly one.
  it.each([
    [{ min: 15, max: 30, unit: 'lakh' }, '₹15–30 లక్షలు'],
    [{ min: 1.5, max: 3, unit: 'crore' }, '₹1.5–3 కోట్లు'],
    [{ min: 1, unit: 'lakh' }, '₹1 లక్ష'],
    [{ min: 1, unit: 'crore', orMore: true }, '₹1 కోటి+'],
    [{ min: 150, unit: 'lakh' }, '₹1.5 కోట్లు'],
    [{ min: 40, max: 100, unit: 'lakh' }, '₹40 లక్షలు–₹1 కోటి'],
    [{ min: 100_000, max: 150_000, unit: 'rupees' }, '₹1–1.5 లక్షలు'],
  ] as const)('%o is %s', (range, expected) => {
    expect(formatRange(range, 'te')).toBe(expected);
  });

  it('leaves Hindi, Tamil and Kannada with their one form', () => {
    expect(formatRange({ min: 1, max: 2, unit: 'crore' }, 'hi')).toBe('₹1–2 करोड़');
    expect(formatRange({ min: 15, max: 30, unit: 'lakh' }, 'ta')).toBe('₹15–30 லட்சம்');
    expect(formatRange({ min: 1, unit: 'lakh' }, 'kn')).toBe('₹1 ಲಕ್ಷ');
  });
});

describe('formatList', () => {
  const brands = ['Indian Oil', 'Nayara', 'Jio-bp'];

  it.each([
    ['en', 'Indian Oil, Nayara and Jio-bp'],
    // Hindi and Kannada put no comma before "and"; CLDR's pattern does, so formatList drops it.
    ['hi', 'Indian Oil, Nayara और Jio-bp'],
    ['kn', 'Indian Oil, Nayara ಮತ್ತು Jio-bp'],
    ['te', 'Indian Oil, Nayara మరియు Jio-bp'],
    ['ta', 'Indian Oil, Nayara மற்றும் Jio-bp'],
  ] as const)('joins three names in %s as its readers do', (locale, expected) => {
    expect(formatList(brands, locale)).toBe(expected);
  });

  it('joins two names with the word alone', () => {
    expect(formatList(['Indian Oil', 'Nayara'], 'hi')).toBe('Indian Oil और Nayara');
    expect(formatList(['Indian Oil', 'Nayara'], 'kn')).toBe('Indian Oil ಮತ್ತು Nayara');
  });
});

describe('formatNumber', () => {
  it('groups the Indian way in every language, Kannada too', () => {
    for (const locale of ['en', 'hi', 'te', 'ta', 'kn'] as const) {
      expect(formatNumber(150_000, locale)).toBe('1,50,000');
    }
  });
});

describe('formatStat', () => {
  it('keeps the specification’s Western grouping in English', () => {
    expect(formatStat(2_500_000, '+', 'en')).toBe('2,500,000+');
    expect(formatStat(1200, '', 'en')).toBe('1,200');
  });

  it.each(['hi', 'te', 'ta', 'kn'] as const)('groups the Indian way in %s', (locale) => {
    expect(formatStat(2_500_000, '+', locale)).toBe('25,00,000+');
  });

  it('shows whole numbers only, even mid-count', () => {
    expect(formatStat(1234.6, '', 'en')).toBe('1,235');
    expect(formatStat(0, '+', 'te')).toBe('0+');
  });
});

describe('countUpValue', () => {
  it('starts at 0 and lands exactly on the target', () => {
    expect(countUpValue(85, 0, 2000)).toBe(0);
    expect(countUpValue(85, 2000, 2000)).toBe(85);
    expect(countUpValue(85, 5000, 2000)).toBe(85);
  });

  it('rises monotonically without overshooting', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 2000; elapsed += 50) {
      const value = countUpValue(2_500_000, elapsed, 2000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(2_500_000);
      previous = value;
    }
  });

  it('jumps straight to the target when there is no time to animate', () => {
    expect(countUpValue(1200, 0, 0)).toBe(1200);
  });
});
