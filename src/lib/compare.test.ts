import { describe, expect, it } from 'vitest';
import { dealerships } from '../data/dealers/index.ts';
import { dictionaries, translator } from '../i18n/ui.ts';
import { OPEN_ENDED, sortRows, type SortBounds } from './compare.ts';
import { compareRow } from './compare-rows.ts';
import { sharedSelectionPortalOf } from './selection-portals.ts';

const row = (name: string, investment?: SortBounds) => ({
  name,
  sortBounds: investment ? { investment } : {},
});
const names = (rows: ReadonlyArray<{ name: string }>) => rows.map((item) => item.name);

describe('sortRows', () => {
  const rows = [row('a', [20, 30]), row('b', [15, 25]), row('c', [25, 40]), row('d', [25, 35])];

  it('orders by the low end, then the high end, in either direction', () => {
    expect(names(sortRows(rows, 'investment', 'ascending'))).toEqual(['b', 'a', 'd', 'c']);
    expect(names(sortRows(rows, 'investment', 'descending'))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('keeps tied rows in their original order in both directions', () => {
    const tied = [row('first', [10, 20]), row('low', [5, 6]), row('second', [10, 20])];
    expect(names(sortRows(tied, 'investment', 'ascending'))).toEqual(['low', 'first', 'second']);
    expect(names(sortRows(tied, 'investment', 'descending'))).toEqual(['first', 'second', 'low']);
  });

  it('ranks an open-ended range above a closed one with the same low end', () => {
    const open = [row('20+', [20, OPEN_ENDED]), row('20-30', [20, 30]), row('25-35', [25, 35])];
    expect(names(sortRows(open, 'investment', 'ascending'))).toEqual(['20-30', '20+', '25-35']);
    expect(names(sortRows(open, 'investment', 'descending'))).toEqual(['25-35', '20+', '20-30']);
  });

  it('puts rows without the figure last in both directions, in their original order', () => {
    const some = [row('none1'), row('high', [9, 9]), row('none2'), row('low', [1, 1])];
    expect(names(sortRows(some, 'investment', 'ascending'))).toEqual([
      'low',
      'high',
      'none1',
      'none2',
    ]);
    expect(names(sortRows(some, 'investment', 'descending'))).toEqual([
      'high',
      'low',
      'none1',
      'none2',
    ]);
  });

  it('does not change the list it is given', () => {
    const copy = [...rows];
    sortRows(rows, 'investment', 'descending');
    expect(rows).toEqual(copy);
  });
});

describe('compareRow over the five brands', () => {
  const t = translator(dictionaries.en);
  const rows = dealerships.map((brand) =>
    compareRow(brand, t, 'en', sharedSelectionPortalOf(brand, dealerships)),
  );
  const bySlug = (slug: string) => rows.find((item) => item.slug === slug)!;

  it('writes every stated figure from the data, formatted', () => {
    const jio = bySlug('jio');
    expect(jio.cells.outlets).toBe('1,700+ active');
    expect(jio.cells.investment).toBe('₹15 lakh–₹5 crore');
    // Its own parts start above that total, which the cell says under the figure.
    expect(jio.notes.investment).toBe(
      'The figures we have for Jio-bp do not agree: they give a total of ₹15 lakh–₹5 crore, but the security deposit, land and outlet construction in them add up to ₹65 lakh–₹2.35 crore. Taking the higher figure at each end, the cost may be ₹65 lakh–₹5 crore: ask Jio-bp which is right.',
    );
    // Parts below the total are not a contradiction, but the reader is told the rest is unnamed.
    expect(bySlug('nayara').notes).toEqual({
      investment:
        'In the figures we have for Nayara, the security deposit, land and outlet construction add up to ₹1.2–2.9 crore, less than the total of ₹1.5–3 crore, and they do not say what the rest is for. By the total, the cost may be ₹1.5–3 crore, less the land line if you already own a plot Nayara accepts: ask Nayara which is right.',
    });
    expect(jio.cells.landHighway).toBe('3,000 sqm, 40 m+ frontage');
    expect(jio.cells.lease).toBe('Own land, or a lease of 20+ years');
    expect(jio.cells.asOf).toBe('17 October 2025');
    expect(bySlug('nayara').cells.landUrban).toBe('Urban (town): 800 sqm, 25 m frontage');
    // The brands on one selection portal are sent to its advertisement; the others list theirs.
    for (const slug of ['indian-oil', 'bharat', 'hindustan']) {
      expect(bySlug(slug).cells.quotas).toBe(
        'Marked location by location in the current advertisement on the shared portal',
      );
    }
    expect(bySlug('jio').cells.quotas).toBe(
      'SC/ST preference; OBC preference; Women preference; Retail or tech experience preference',
    );
    expect(bySlug('indian-oil').cells.landHighway).toBe(
      'Larger plots that can be entered from two sides (dual access)',
    );
    expect(bySlug('bharat').cells.landRural).toBe('800–1,200 sqm, frontage not stated');
  });

  it('says "Not stated" where a brand states nothing', () => {
    expect(bySlug('indian-oil').cells.age).toBe('Not stated');
    expect(bySlug('bharat').cells.fee).toBe('Not stated');
    expect(bySlug('bharat').cells.deposit).toBe('Not stated');
    expect(bySlug('bharat').cells.lease).toBe('Not stated');
    // Nayara's rules give no rural plot; one rural opening of its did, and the cell says both.
    expect(bySlug('nayara').cells.landRural).toBe(
      'Not stated as a rule; its Maharashtra opening listed 1,200 sqm',
    );
    expect(bySlug('nayara').cells.selection).toBe('Not stated');
    // Those cells, and only those, are marked for the table to set apart.
    for (const item of rows) {
      const cells = Object.entries(item.cells);
      expect([...item.notStated].sort()).toEqual(
        cells
          .filter(([, text]) => text === 'Not stated')
          .map(([key]) => key)
          .sort(),
      );
    }
    expect(bySlug('indian-oil').notStated).toContain('age');
    expect(bySlug('indian-oil').notStated).not.toContain('landHighway');
  });

  it('links each brand to its guide in the page’s language', () => {
    expect(bySlug('jio').path).toBe('/services/jio');
    expect(compareRow(dealerships[0]!, translator(dictionaries.te), 'te').path).toBe(
      '/te/services/indian-oil',
    );
  });

  it('sorts the real brands by total investment', () => {
    const asc = sortRows(rows, 'investment', 'ascending');
    expect(names(asc)).toEqual([
      'Jio-bp',
      'Hindustan Petroleum',
      'Bharat Petroleum',
      'Indian Oil',
      'Nayara',
    ]);
    // Indian Oil and Nayara both state ₹1.5–3 crore: they keep the site's order either way.
    expect(names(sortRows(rows, 'investment', 'descending'))).toEqual([
      'Indian Oil',
      'Nayara',
      'Bharat Petroleum',
      'Hindustan Petroleum',
      'Jio-bp',
    ]);
  });
});
