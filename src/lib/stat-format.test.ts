import { describe, expect, it } from 'vitest';
import { countUpValue, formatStat } from './stat-format.ts';

describe('formatStat', () => {
  it('groups thousands the Western way, as the spec writes them', () => {
    expect(formatStat(2_500_000, '+')).toBe('2,500,000+');
    expect(formatStat(1200)).toBe('1,200');
    expect(formatStat(85)).toBe('85');
  });

  it('shows whole numbers only, even mid-count', () => {
    expect(formatStat(1234.6)).toBe('1,235');
    expect(formatStat(0, '+')).toBe('0+');
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
