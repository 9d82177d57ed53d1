import { describe, expect, it } from 'vitest';
import { formatArea, formatAreaEquivalent } from './format.ts';
import { equivalentUnit, fromSqm, toSqm } from './land-units.ts';

describe('land units', () => {
  it('convert with the standard factors', () => {
    expect(toSqm(1, 'acre')).toBe(4046.86);
    expect(toSqm(1, 'cent')).toBe(40.4686);
    expect(toSqm(1, 'gunta')).toBe(101.17);
    expect(toSqm(250, 'sqm')).toBe(250);
    // 100 cents and 40 guntas make an acre.
    expect(toSqm(100, 'cent')).toBeCloseTo(toSqm(1, 'acre'), 6);
    // The gunta factor is the rounded one in common use, 0.06 sqm short of a fortieth acre.
    expect(Math.abs(toSqm(40, 'gunta') - toSqm(1, 'acre'))).toBeLessThan(0.1);
    expect(fromSqm(4046.86, 'acre')).toBe(1);
    expect(fromSqm(1_000, 'cent')).toBeCloseTo(24.71, 2);
  });

  it('tell a plot below an acre in cents, and larger ones in acres', () => {
    expect(equivalentUnit(3_000)).toBe('cent');
    expect(equivalentUnit(4046.86)).toBe('acre');
  });

  it('write the brands’ sqm figures with their cent or acre equivalent', () => {
    // Rounded to the nearest at the places shown, as a calculator gives it: 1,000 sqm is 24.71
    // cents.
    expect(formatAreaEquivalent({ min: 1_000, unit: 'sqm' }, 'en')).toBe('about 24.7 cents');
    expect(formatAreaEquivalent({ min: 800, max: 1_200, unit: 'sqm' }, 'en')).toBe(
      'about 19.8–29.7 cents',
    );
    expect(formatAreaEquivalent({ min: 3_000, unit: 'sqm' }, 'en')).toBe('about 74.1 cents');
    expect(formatAreaEquivalent({ min: 10_000, unit: 'sqm' }, 'en')).toBe('about 2.47 acres');
    // Beside a plot given in acres: 3,000 sqm is 0.741 acres, never "about 0.7", which a reader
    // with 0.7 acres would take as enough: acres keep two places.
    expect(formatAreaEquivalent({ min: 3_000, unit: 'sqm' }, 'en', 'acre')).toBe(
      'about 0.74 acres',
    );
    expect(() => formatAreaEquivalent({ min: 30, unit: 'm' }, 'en')).toThrow();
  });

  it('write a part of an acre in guntas for Kannada readers, and whole acres in acres', () => {
    // 1,200 sqm is 29.7 cents or 11.9 guntas (101.17 sqm each).
    expect(formatAreaEquivalent({ min: 1_200, unit: 'sqm' }, 'kn')).toBe('ಸುಮಾರು 11.9 ಗುಂಟೆ');
    expect(formatAreaEquivalent({ min: 800, max: 1_200, unit: 'sqm' }, 'kn')).toBe(
      'ಸುಮಾರು 7.9–11.9 ಗುಂಟೆ',
    );
    expect(formatAreaEquivalent({ min: 10_000, unit: 'sqm' }, 'kn')).toBe('ಸುಮಾರು 2.47 ಎಕರೆ');
    expect(formatAreaEquivalent({ min: 1_200, unit: 'sqm' }, 'ta')).toContain('29.7');
  });

  it('write one of a unit in the singular', () => {
    expect(formatArea(1, 'acre', 1, 'en')).toBe('1 acre');
    expect(formatArea(0.25, 'acre', 2, 'en')).toBe('0.25 acres');
    expect(formatArea(12, 'gunta', 1, 'en')).toBe('12 guntas');
  });
});
