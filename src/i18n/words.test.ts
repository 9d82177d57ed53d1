import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { dealership, moneyRange } from '../data/dealers/schema.ts';
import { parseEntry, parseYaml, readEntry } from '../data/entries.ts';
import {
  identifier,
  keyedList,
  keyedTexts,
  listItemId,
  overlay,
  text,
  unclassifiedStrings,
  wordFields,
  wordProblems,
  wordsOf,
} from './words.ts';

const brand = z.object({
  slug: z.string().regex(/^[a-z]+$/u),
  name: identifier(z.string()),
  lead: text(),
  asOf: z.iso.date(),
  fee: moneyRange,
  proof: keyedTexts(),
  sites: z.array(z.enum(['rural', 'urban'])),
  land: keyedList(
    z.object({ type: z.enum(['rural', 'urban']), label: text().optional(), area: z.number() }),
    'type',
  ),
});

const english = {
  slug: 'jio',
  name: 'Jio-bp',
  lead: 'Fuel and charging',
  asOf: '2025-10-17',
  fee: { min: 1_000, unit: 'rupees' },
  proof: [
    { id: 'itr', text: 'Income tax returns for 3 years' },
    { id: 'bank', text: 'Bank statements' },
  ],
  sites: ['rural', 'urban'],
  land: [
    { type: 'rural', area: 1200 },
    { type: 'urban', label: 'Town', area: 800 },
  ],
};

describe('words and figures, as the schema marks them', () => {
  it('takes out the words a visitor reads, list items by key, and no identifier', () => {
    expect(wordsOf(brand, english)).toEqual({
      lead: 'Fuel and charging',
      proof: [
        { id: 'itr', text: 'Income tax returns for 3 years' },
        { id: 'bank', text: 'Bank statements' },
      ],
      // Every item, in English order, key-only where it has no words: the editor pairs by place.
      land: [{ type: 'rural' }, { type: 'urban', label: 'Town' }],
    });
    expect(wordFields(brand)).toEqual(['lead', 'proof[].text', 'land[].label']);
  });

  it('lays a translation’s words over the entry by key and keeps every figure and identifier', () => {
    const te = brand.parse(
      overlay(brand, english, {
        lead: 'ఇంధనం, ఛార్జింగ్',
        // In another order than English: items are matched by their id, not their place.
        proof: [
          { id: 'bank', text: 'బ్యాంక్ స్టేట్‌మెంట్లు' },
          { id: 'itr', text: '3 సంవత్సరాల ITR' },
        ],
        land: [{ type: 'rural' }, { type: 'urban', label: 'పట్టణం' }],
      }),
    );
    expect(te.proof).toEqual(['3 సంవత్సరాల ITR', 'బ్యాంక్ స్టేట్‌మెంట్లు']);
    expect(te.land).toEqual([
      { type: 'rural', area: 1200 },
      { type: 'urban', label: 'పట్టణం', area: 800 },
    ]);
    expect(te.fee).toEqual(english.fee);
    expect(te.name).toBe('Jio-bp');
  });

  it('accepts key-only items, and names a key-only item left out', () => {
    const source = wordsOf(brand, english);
    const words = { lead: 'ఇంధనం', proof: english.proof };
    expect(
      wordProblems(source, { ...words, land: [{ type: 'rural' }, { type: 'urban', label: 'ప' }] }),
    ).toEqual([]);
    expect(wordProblems(source, { ...words, land: [{ type: 'urban', label: 'ప' }] })).toEqual([
      'land[rural]: missing',
    ]);
  });

  it('refuses a translation that changes a figure, misses a word, adds one or loses a key', () => {
    expect(
      wordProblems(wordsOf(brand, english), {
        lead: 'ఇంధనం {price}',
        proof: [{ id: 'itr', text: '5 సంవత్సరాల ITR' }, { text: 'బ్యాంక్' }],
        land: [{ type: 'highway', label: 'హైవే' }],
        slug: 'jio-te',
      }),
    ).toEqual([
      'lead: slots {price} differ from English',
      'proof: an item has no id',
      'proof[itr].text: figures "5" differ from English "3"',
      'proof[bank]: missing',
      'land[highway]: no such item in English',
      'land[rural]: missing',
      'land[urban]: missing',
      'slug: not a word in the English source',
    ]);
  });

  it('finds a string field that is neither words nor an identifier, and a list of words without keys', () => {
    const loose = z.object({
      title: text(),
      note: z.string().optional(),
      steps: z.array(z.object({ title: text() })),
      tags: z.array(z.enum(['a', 'b'])),
      path: z.string().regex(/^\//u),
      id: listItemId,
    });
    expect(unclassifiedStrings(loose)).toEqual(['note', 'steps[] (a list of words without keys)']);
  });
});

describe('a bad entry stops the build with its file and field', () => {
  const file = 'src/content/en/dealers/example.yaml';
  const indianOil = readEntry('en', 'dealers/indian-oil') as Record<string, unknown>;
  const filled: Record<string, unknown> = {
    ...indianOil,
    portal: { label: 'Indian Oil', url: 'https://iocl.com/' },
    selectionPortal: { label: 'Chayan', url: 'https://www.petrolpumpdealerchayan.in/' },
  };

  it('names the file and line of broken YAML', () => {
    expect(() => parseYaml('title: Nayara\nlead: [unclosed\n', file)).toThrow(
      /^src\/content\/en\/dealers\/example\.yaml: broken YAML: .* at line \d+, column \d+/su,
    );
  });

  it('names a list item without its id', () => {
    const steps = (filled['steps'] as Record<string, unknown>[]).map(
      ({ id: _id, ...step }) => step,
    );
    expect(() => parseEntry(dealership, { ...filled, steps }, file)).toThrow(
      /example\.yaml is not a valid entry:\n {2}steps\[0\]\.id: /u,
    );
  });

  it('names a range whose low end is above its high end', () => {
    const investment = filled['investment'] as Record<string, Record<string, unknown>>;
    const broken = {
      ...filled,
      investment: {
        ...investment,
        deposit: { label: 'Deposit', amount: { min: 30, max: 15, unit: 'lakh' } },
      },
    };
    expect(() => parseEntry(dealership, broken, file)).toThrow(
      /investment\.deposit\.amount\.max: min must not exceed max/u,
    );
  });

  it('accepts the entry as written once its slots are filled', () => {
    expect(parseEntry(dealership, filled, file).slug).toBe('indian-oil');
  });
});
