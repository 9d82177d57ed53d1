import { describe, expect, it } from 'vitest';
import { indianDate, lastDayToApply, openingStatus } from './openings.ts';

describe('openingStatus', () => {
  it('reads a deadline as open up to and including its day, and closed after it', () => {
    expect(openingStatus('2025-10-30', '2025-10-17')).toBe('open');
    expect(openingStatus('2025-10-30', '2025-10-30')).toBe('open');
    expect(openingStatus('2025-10-30', '2025-10-31')).toBe('closed');
    expect(openingStatus('2025-10-30', '2026-11-22')).toBe('closed');
  });

  it('keeps a month deadline open to the last day of that month', () => {
    expect(openingStatus('2025-12', '2025-12-31')).toBe('open');
    expect(openingStatus('2025-12', '2026-01-01')).toBe('closed');
    expect(openingStatus('2024-02', '2024-02-29')).toBe('open');
  });

  it('never calls an ongoing or undated opening open or closed', () => {
    expect(openingStatus('ongoing', '2030-01-01')).toBe('ongoing');
    expect(openingStatus(undefined, '2030-01-01')).toBe('unconfirmed');
  });
});

describe('lastDayToApply', () => {
  it('finds the last day of a month, leap years included', () => {
    expect(lastDayToApply('2025-12')).toBe('2025-12-31');
    expect(lastDayToApply('2025-02')).toBe('2025-02-28');
    expect(lastDayToApply('2024-02')).toBe('2024-02-29');
    expect(lastDayToApply('2025-10-30')).toBe('2025-10-30');
  });
});

describe('indianDate', () => {
  it('is the calendar day in India, which starts 5½ hours before UTC', () => {
    expect(indianDate(new Date('2025-10-30T18:29:00Z'))).toBe('2025-10-30');
    expect(indianDate(new Date('2025-10-30T18:30:00Z'))).toBe('2025-10-31');
  });
});
