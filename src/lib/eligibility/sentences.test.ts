import { describe, expect, it } from 'vitest';
import { reservationCategoryKeys } from '../../data/dealers/labels.ts';
import { dealerships } from '../../data/dealers/index.ts';
import { locales, type Locale } from '../../i18n/locales.ts';
import { dictionaries, translator } from '../../i18n/ui.ts';
import { formatList } from '../format.ts';
import {
  applicantCategories,
  checkBrands,
  criterionStatusText,
  gapSummary,
  reasonText,
  say,
  toEligibilityBrand,
  verdictSummary,
  verdictText,
  type Applicant,
  type BrandResult,
  type Words,
} from './index.ts';

/*
 * The sentences the self-check composes, as a reader of each language sees them: each group named
 * once, one full stop per sentence in the language's own mark, lists joined the language's way.
 */

const brands = dealerships.map((brand) => toEligibilityBrand(brand));
const everyGroup = { categories: applicantCategories };

/** Answers that fail, meet or leave open every rule, so every kind of sentence is written. */
const applicants: Applicant[] = [
  // Fits no brand: too old, no schooling, a small plot with a short frontage, little money.
  {
    age: 70,
    education: 'below10',
    citizen: false,
    site: 'rural',
    area: 500,
    frontage: 20,
    holding: 'leased',
    leaseYears: 5,
    funds: 10,
    ...everyGroup,
  },
  {
    age: 35,
    education: 'graduate',
    citizen: true,
    site: 'urban',
    holding: 'owned',
    funds: 500,
    ...everyGroup,
  },
  { age: 30, site: 'highway', area: 2500, frontage: 60, funds: 30, ...everyGroup },
  { categories: ['women'] },
];

function composed(locale: Locale) {
  const t = translator(dictionaries[locale]);
  const words: Words = { t, locale };
  return applicants.map((applicant) => {
    const results = checkBrands(brands, applicant);
    const notes = (result: BrandResult) =>
      result.categoryNotes.map((note) => say(note, result.name, words));
    const sentences = [
      verdictSummary(results, words),
      ...results.flatMap((result: BrandResult) => [
        verdictText(result, words),
        gapSummary(result, words),
        ...result.findings.flatMap((finding) => [
          criterionStatusText(finding, result.name, words),
          reasonText(finding, result.name, words),
          finding.gap ? say(finding.gap, result.name, words) : '',
        ]),
        ...notes(result),
      ]),
    ].filter((sentence) => sentence !== '');
    return { t, words, results, notes, sentences };
  });
}

const fullStop: Record<Locale, string> = { en: '.', hi: '।', te: '.', ta: '.', kn: '.' };

describe.each(locales)('the self-check’s sentences in %s', (locale) => {
  const runs = composed(locale);
  const sentences = runs.flatMap((run) => run.sentences);

  it('names a group once in the sentence about it', () => {
    const t = runs[0]!.t;
    const notes = runs[0]!.results.flatMap(runs[0]!.notes);
    expect(notes).toHaveLength(brands.length * applicantCategories.length);
    applicantCategories.forEach((category, index) => {
      const group = t(reservationCategoryKeys[category]);
      for (const [brand] of brands.entries()) {
        const note = notes[brand * applicantCategories.length + index]!;
        expect(note.split(group).length - 1, note).toBe(1);
      }
    });
  });

  it('never doubles a full stop', () => {
    for (const sentence of sentences) {
      expect(sentence, sentence).not.toMatch(/[.।]\s*[.।]/u);
    }
  });

  it(`ends its sentences with the language's own full stop (${fullStop[locale]})`, () => {
    for (const sentence of sentences) {
      if (locale === 'hi') {
        // A dot after a letter and before a space or the end is an English full stop.
        expect(sentence, sentence).not.toMatch(/[^\d\s]\.(\s|$)/u);
      } else {
        expect(sentence, sentence).not.toContain('।');
      }
    }
    const withStop = sentences.filter((sentence) => /[.।]$/u.test(sentence));
    expect(withStop.length).toBeGreaterThan(0);
    for (const sentence of withStop) expect(sentence.at(-1), sentence).toBe(fullStop[locale]);
  });

  it('joins a list of brands with the language’s own conjunction', () => {
    const { words, results } = runs[0]!;
    const names = results.map((result) => result.name);
    const list = formatList(names, locale);
    // The list the language writes, not brand names glued with commas.
    expect(list).not.toBe(names.join(', '));
    expect(verdictSummary(results, words)).toContain(list);
    const and = { en: ' and ', hi: ' और ', te: ' మరియు ', ta: ' மற்றும் ', kn: ' ಮತ್ತು ' }[locale];
    expect(list).toContain(and);
    expect(list.endsWith(`${and}${names.at(-1)}`)).toBe(true);
  });

  it('says each rule not met as its own clause, set apart by semicolons, with no "and"', () => {
    const { words, results } = runs[0]!;
    const jio = results.find((result) => result.slug === 'jio')!;
    const missing = jio.findings
      .filter((finding) => finding.status === 'not-met')
      .map((finding) => say(finding.gap!, jio.name, words));
    expect(missing.length).toBeGreaterThan(2);
    const head = gapSummary(jio, words);
    expect(head).toContain(missing.join('; '));
    // Clauses joined with "and" read as one run-on sentence (the tenth Telugu and Tamil reads).
    const and = { en: ' and ', hi: ' और ', te: ' మరియు ', ta: ' மற்றும் ', kn: ' ಮತ್ತು ' }[locale];
    for (const [index, clause] of missing.entries()) {
      if (index > 0) expect(head).not.toContain(`${and}${clause}`);
    }
  });
});
