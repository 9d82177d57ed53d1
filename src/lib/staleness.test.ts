import { describe, expect, it } from 'vitest';
import { dealerships } from '../data/dealers/index.ts';
import { freshUntil, isStale, staleness } from './staleness.ts';

describe('stale figures', () => {
  it('counts twelve months from the earliest day the source can be from', () => {
    expect(freshUntil('2025-10-17')).toBe('2026-10-17');
    expect(freshUntil('2025-10')).toBe('2026-10-01');
    expect(freshUntil('2025')).toBe('2026-01-01');
  });

  it('flags figures only once they are more than a year old', () => {
    expect(isStale('2025-10-17', '2026-10-17')).toBe(false);
    expect(isStale('2025-10-17', '2026-10-18')).toBe(true);
    expect(isStale('2025-10', '2026-10-01')).toBe(false);
    expect(isStale('2025-10', '2026-10-02')).toBe(true);
    expect(isStale('2025', '2026-01-02')).toBe(true);
  });

  it('says "more than a year" only once the latest day the source can be from is a year past', () => {
    expect(staleness('2025-10-17', '2026-10-17')).toBe('fresh');
    expect(staleness('2025-10-17', '2026-10-18')).toBe('old');
    expect(staleness('2025-10', '2026-10-02')).toBe('maybe');
    expect(staleness('2025-10', '2026-10-31')).toBe('maybe');
    expect(staleness('2025-10', '2026-11-01')).toBe('old');
    expect(staleness('2024-02', '2025-03-01')).toBe('old');
    expect(staleness('2024-02', '2025-02-28')).toBe('maybe');
    expect(staleness('2025', '2026-01-02')).toBe('maybe');
    expect(staleness('2025', '2026-12-31')).toBe('maybe');
    expect(staleness('2025', '2027-01-01')).toBe('old');
  });

  it('flags every brand on 22 November 2026, when all were read in 2025', () => {
    const stale = dealerships.filter((brand) => isStale(brand.asOf, '2026-11-22'));
    expect(stale.map((brand) => brand.slug)).toEqual(dealerships.map((brand) => brand.slug));
  });
});
