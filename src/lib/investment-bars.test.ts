import { describe, expect, it } from 'vitest';
import { dealerships } from '../data/dealers/index.ts';
import { investmentBars } from './investment-bars.ts';

describe('investmentBars', () => {
  const { maxCrore, ticks, bars } = investmentBars(dealerships, 'en');
  const bar = (slug: string) => bars.find((item) => item.slug === slug)!;

  it('puts every brand on one scale that reaches the largest figure, Jio-bp’s ₹5 crore', () => {
    expect(maxCrore).toBe(5);
    expect(ticks.map((tick) => tick.crore)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ticks.at(-1)!.at).toBe(1);
    expect(bars.map((item) => item.name)).toEqual(dealerships.map((brand) => brand.name));
  });

  it('places each figure in proportion and keeps its text', () => {
    expect(bar('indian-oil').total).toEqual({ from: 0.3, to: 0.6, text: '₹1.5–3 crore' });
    expect(bar('jio').total).toEqual({ from: 0.03, to: 1, text: '₹15 lakh–₹5 crore' });
    expect(bar('hindustan').deposit).toEqual({ from: 0.02, to: 0.05, text: '₹10–25 lakh' });
    // ₹1,000 is 0.002% of ₹5 crore: on the scale, a mark at its very start.
    expect(bar('indian-oil').fee).toEqual({ from: 0.00002, to: 0.00002, text: '₹1,000' });
  });

  it('links each bar to the brand’s guide in the page’s language', () => {
    expect(bar('jio').path).toBe('/services/jio');
    expect(investmentBars(dealerships, 'te').bars[0]?.path).toBe('/te/services/indian-oil');
  });

  it('leaves out what a brand does not state', () => {
    expect(bar('bharat').deposit).toBeUndefined();
    expect(bar('bharat').fee).toBeUndefined();
    expect(bar('bharat').total?.text).toBe('₹1–2.5 crore');
  });
});
