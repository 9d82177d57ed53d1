import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../data/yaml.ts';
import { overlaid } from './overlaid.ts';
import { keyedList, keyedTexts, text } from './words.ts';

const schema = z.object({
  title: text(),
  fee: z.number(),
  proof: keyedTexts(),
  steps: keyedList(z.object({ id: z.string(), title: text() }), 'id'),
});
const english = {
  title: 'Apply in {steps} steps',
  fee: 1000,
  proof: [
    { id: 'itr', text: 'Income tax returns for 3 years' },
    { id: 'bank', text: 'Bank statements' },
  ],
  steps: [
    { id: 'apply', title: 'Apply online' },
    { id: 'visit', title: 'Site visit' },
  ],
};
const file = 'src/content/te/dealers/example.yaml';

describe('a translation behind its English', () => {
  it('shows the English for a word not yet translated, and reports it', () => {
    const te = {
      title: '{steps} దశల్లో దరఖాస్తు',
      proof: [
        { id: 'itr', text: '3 సంవత్సరాల ITR' },
        { id: 'bank', text: 'బ్యాంక్ స్టేట్‌మెంట్లు' },
      ],
      // The owner added the site visit in English; Telugu has not caught up.
      steps: [{ id: 'apply', title: 'ఆన్‌లైన్‌లో దరఖాస్తు' }],
    };
    const { value, inEnglish } = overlaid(schema, english, te, file);
    expect(schema.parse(value).steps).toEqual([
      { id: 'apply', title: 'ఆన్‌లైన్‌లో దరఖాస్తు' },
      { id: 'visit', title: 'Site visit' },
    ]);
    expect(inEnglish).toEqual(['steps[visit]']);
  });

  it('shows the English for a word whose English changed since it was translated', () => {
    const te = {
      title: '{steps} దశల్లో దరఖాస్తు',
      proof: [
        // Translated when English said 2 years: its figure is the old English's, not an error.
        { id: 'itr', text: '2 సంవత్సరాల ITR' },
        { id: 'bank', text: 'బ్యాంక్ స్టేట్‌మెంట్లు' },
      ],
      steps: [
        { id: 'apply', title: 'ఆన్‌లైన్‌లో దరఖాస్తు' },
        { id: 'visit', title: 'స్థల పరిశీలన' },
      ],
    };
    const recorded = {
      title: 'Apply in {steps} steps',
      'proof[itr].text': 'Income tax returns for 2 years',
      'proof[bank].text': 'Bank statements',
    };
    const { value, inEnglish } = overlaid(schema, english, te, file, recorded);
    expect(schema.parse(value).proof).toEqual(['Income tax returns for 3 years', 'బ్యాంక్ స్టేట్‌మెంట్లు']);
    expect(inEnglish).toEqual(['proof[itr].text']);
  });
});

describe('a translation that breaks a rule stops the build, naming the file and the field', () => {
  it('names a changed figure, a changed slot and a word English does not have', () => {
    const handEdited = parseYaml(
      [
        'title: "{count} దశల్లో దరఖాస్తు"',
        'fee: 5',
        'proof:',
        '  - id: itr',
        '    text: 5 సంవత్సరాల ITR',
        '  - id: bank',
        '    text: బ్యాంక్',
        'steps:',
        '  - id: apply',
        '    title: దరఖాస్తు',
        '  - id: visit',
        '    title: పరిశీలన',
        '',
      ].join('\n'),
      file,
    );
    expect(() => overlaid(schema, english, handEdited, file)).toThrow(
      [
        'src/content/te/dealers/example.yaml does not fit its English source:',
        '  title: slots {count} differ from English',
        '  proof[itr].text: figures "5" differ from English "3"',
        '  fee: not a word in the English source',
      ].join('\n'),
    );
  });
});
