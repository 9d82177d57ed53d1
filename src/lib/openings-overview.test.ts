import { describe, expect, it } from 'vitest';
import { dealerships } from '../data/dealers/index.ts';
import type { Opening } from '../data/dealers/schema.ts';
import { openingsAtAGlance } from './openings-overview.ts';

const brand = (slug: string, items: Omit<Opening, 'id'>[]) => ({
  slug,
  name: slug.toUpperCase(),
  asOf: '2025',
  openings: {
    title: 'Openings',
    items: items.map((item, index) => ({ id: `opening-${index + 1}`, ...item })),
  },
});

const summary = (list: ReturnType<typeof openingsAtAGlance>) =>
  list.map((item) => `${item.brand.slug}:${item.opening.region}:${item.status}`);

describe('openingsAtAGlance', () => {
  const brands = [
    brand('a', [
      { region: 'Closed early', deadline: '2025-01-10' },
      { region: 'Undated' },
      { region: 'Open late', deadline: '2025-12' },
    ]),
    brand('b', [
      { region: 'Ongoing', deadline: 'ongoing' },
      { region: 'Open soon', deadline: '2025-06-30' },
      { region: 'Closed late', deadline: '2025-05' },
    ]),
    { slug: 'c', name: 'C', asOf: '2025' },
  ];

  it('puts open openings first, soonest deadline first, and closed ones last', () => {
    expect(summary(openingsAtAGlance(brands, '2025-06-01'))).toEqual([
      'b:Open soon:open',
      'a:Open late:open',
      'b:Ongoing:ongoing',
      'a:Undated:unconfirmed',
      'b:Closed late:closed',
      'a:Closed early:closed',
    ]);
  });

  it('judges each deadline on the given day: the last day still counts as open', () => {
    expect(summary(openingsAtAGlance(brands, '2025-06-30'))[0]).toBe('b:Open soon:open');
    expect(summary(openingsAtAGlance(brands, '2025-07-01'))).toEqual([
      'a:Open late:open',
      'b:Ongoing:ongoing',
      'a:Undated:unconfirmed',
      'b:Open soon:closed',
      'b:Closed late:closed',
      'a:Closed early:closed',
    ]);
  });

  it('keeps the brands’ own order among equals', () => {
    const same = [
      brand('x', [{ region: 'One' }, { region: 'Two' }]),
      brand('y', [{ region: 'Three' }]),
    ];
    expect(summary(openingsAtAGlance(same, '2025-01-01'))).toEqual([
      'x:One:unconfirmed',
      'x:Two:unconfirmed',
      'y:Three:unconfirmed',
    ]);
  });

  it('lists every opening of the five brands exactly once', () => {
    const count = dealerships.reduce((sum, item) => sum + (item.openings?.items.length ?? 0), 0);
    const list = openingsAtAGlance(dealerships, '2025-10-17');
    expect(list).toHaveLength(count);
    // On the day Jio-bp stated its figures, its Gujarat opening (till 30 October) was open.
    expect(summary(list)[0]).toBe('jio:Gujarat:open');
    expect(list.at(-1)?.status).not.toBe('open');
  });
});
