import { describe, expect, it } from 'vitest';
import { dealershipBySlug } from '../data/dealers/index.ts';
import {
  ctaLabel,
  hasOpenOpening,
  lastListedDeadline,
  listedOpeningsClosed,
} from './dealer-cta.ts';

const jio = dealershipBySlug('jio')!;

describe('ctaLabel', () => {
  it('says "now" only while Jio-bp lists an opening still open', () => {
    // Its headline deadline is 30 October 2025; its Maharashtra opening runs to December 2025.
    expect(ctaLabel(jio, '2025-10-30')).toBe(jio.ctaWhileOpen);
    expect(ctaLabel(jio, '2025-12-31')).toBe(jio.ctaWhileOpen);
    expect(ctaLabel(jio, '2026-01-01')).toBe(jio.cta);
    expect(jio.cta).not.toMatch(/\bnow\b/i);
  });

  it('keeps the one label of a brand that has no urgent one', () => {
    const bharat = dealershipBySlug('bharat')!;
    expect(ctaLabel(bharat, '2025-01-01')).toBe(bharat.cta);
  });
});

describe('hasOpenOpening', () => {
  it('does not count an opening listed as ongoing, or one without a deadline', () => {
    expect(
      hasOpenOpening(
        {
          openings: {
            title: 'x',
            items: [
              { id: 'a', region: 'A', deadline: 'ongoing' },
              { id: 'b', region: 'B' },
            ],
          },
        },
        '2025-01-01',
      ),
    ).toBe(false);
  });
});

describe('listedOpeningsClosed', () => {
  it('is true only once every date a brand lists has passed', () => {
    // Jio-bp's last listed date is December 2025.
    expect(listedOpeningsClosed(jio, '2025-12-31')).toBe(false);
    expect(listedOpeningsClosed(jio, '2026-01-01')).toBe(true);
  });

  it('is false where an opening is ongoing or undated, or nothing is listed', () => {
    const base = { title: 'x' };
    const closed = { id: 'a', region: 'A', deadline: '2020-01' as const };
    expect(listedOpeningsClosed({ openings: { ...base, items: [closed] } }, '2026-01-01')).toBe(
      true,
    );
    expect(
      listedOpeningsClosed(
        { openings: { ...base, items: [closed, { id: 'b', region: 'B', deadline: 'ongoing' }] } },
        '2026-01-01',
      ),
    ).toBe(false);
    expect(
      listedOpeningsClosed(
        { openings: { ...base, items: [closed, { id: 'c', region: 'C' }] } },
        '2026-01-01',
      ),
    ).toBe(false);
    expect(listedOpeningsClosed({}, '2026-01-01')).toBe(false);
  });
});

describe('lastListedDeadline', () => {
  it('is the deadline, as listed, that allows the latest day, among the headline date and the openings', () => {
    // Jio-bp: a headline date of 30 October 2025, an opening to December 2025.
    expect(jio.applicationsOpenUntil).toBe('2025-10-30');
    expect(lastListedDeadline(jio)).toBe('2025-12');
  });

  it('skips ongoing and undated openings, and is undefined with no date at all', () => {
    const base = { title: 'x' };
    const ongoing = { id: 'b', region: 'B', deadline: 'ongoing' as const };
    expect(
      lastListedDeadline({ openings: { ...base, items: [ongoing, { id: 'c', region: 'C' }] } }),
    ).toBe(undefined);
    expect(
      lastListedDeadline({
        applicationsOpenUntil: '2024-03-01',
        openings: { ...base, items: [ongoing] },
      }),
    ).toBe('2024-03-01');
  });
});
