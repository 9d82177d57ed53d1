import { describe, expect, it } from 'vitest';
import { dealershipBySlug } from '../data/dealers/index.ts';
import { ctaLabel, hasOpenOpening } from './dealer-cta.ts';

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
