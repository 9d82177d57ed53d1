import { describe, expect, it } from 'vitest';
import { localize, wordProblems, wordsOf } from './words.ts';

const brand = {
  slug: 'jio',
  name: 'Jio-bp',
  asOf: '2025-10-17',
  fee: { min: 1_000, unit: 'rupees' },
  proof: ['Income tax returns for 3 years', 'Bank statements'],
  sites: ['rural', 'urban'],
  reservations: [{ category: 'women' }, { category: 'experience', label: 'Retail experience' }],
};

describe('words and figures', () => {
  it('takes out the words a visitor reads, in the data’s shape, and nothing else', () => {
    expect(wordsOf(brand)).toEqual({
      name: 'Jio-bp',
      proof: ['Income tax returns for 3 years', 'Bank statements'],
      reservations: [{}, { label: 'Retail experience' }],
    });
  });

  it('lays a translation’s words over the data and keeps every figure and identifier', () => {
    const te = localize(brand, {
      name: 'Jio-bp',
      proof: ['3 సంవత్సరాల ITR', 'బ్యాంక్ స్టేట్‌మెంట్లు'],
      reservations: [{}, { label: 'రిటైల్ అనుభవం' }],
    });
    expect(te.proof).toEqual(['3 సంవత్సరాల ITR', 'బ్యాంక్ స్టేట్‌మెంట్లు']);
    expect(te.reservations[1]).toEqual({ category: 'experience', label: 'రిటైల్ అనుభవం' });
    expect(te.fee).toEqual(brand.fee);
    expect(te.sites).toEqual(brand.sites);
    expect(te.asOf).toBe(brand.asOf);
  });

  it('refuses a translation that changes a figure, misses a word or adds one', () => {
    const words = wordsOf(brand);
    expect(
      wordProblems(words, {
        name: 'Jio-bp',
        proof: ['5 సంవత్సరాల ITR', ''],
        reservations: [{}, {}],
        slug: 'jio-te',
      }),
    ).toEqual([
      'proof[0]: figures "5" differ from English "3"',
      'proof[1]: missing',
      'reservations[1].label: missing',
      'slug: not a word in the English source',
    ]);
    expect(() => localize(brand, { name: 'Jio-bp' }, 'te/dealers/jio')).toThrow(
      /te\/dealers\/jio does not fit/,
    );
  });
});
