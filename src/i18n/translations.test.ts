import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allowedAsEnglish } from './allowed-as-english.ts';
import { defaultLocale, locales } from './locales.ts';
import { numberWords } from './number-words.ts';
import { outdatedTranslations, type TranslatedFrom } from './translated-from.ts';
import { wordSources } from './sources.ts';
import { dictionaries, type UIKey } from './ui.ts';
import { digitRuns, wordLeaves, wordProblems, wordsOf, type Words } from './words.ts';

const translations = locales.filter((locale) => locale !== defaultLocale);
const contentRoot = join(import.meta.dirname, '..', 'content');

function slots(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1] ?? '').sort();
}

describe.each(translations)('the %s translation', (locale) => {
  const english = dictionaries.en;
  const dictionary = dictionaries[locale];

  it('has every UI string, none empty, each with the English slots', () => {
    for (const key of Object.keys(english) as UIKey[]) {
      const value = dictionary[key];
      expect(value, key).toBeTypeOf('string');
      expect(value.trim(), key).not.toBe('');
      expect(slots(value), key).toEqual(slots(english[key]));
      // A figure written into a string ("Error 404", "24/7") is the same figure in every language.
      expect(digitRuns(value).sort(), key).toEqual(digitRuns(english[key]).sort());
    }
  });

  it('translates every UI string, apart from names and acronyms kept as written', () => {
    // A template of slots and punctuation only ('{label}: {figures}') has nothing to translate.
    const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/gu, ''));
    const untranslated = (Object.keys(english) as UIKey[]).filter(
      (key) =>
        dictionary[key] === english[key] &&
        hasWords(english[key]) &&
        !allowedAsEnglish.has(english[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(Object.keys(wordSources))('translates the words of %s, with the same figures', (id) => {
    const source = wordsOf(wordSources[id as keyof typeof wordSources]);
    const file = join(contentRoot, locale, `${id}.yaml`);
    const translation = parse(readFileSync(file, 'utf8')) as Words;
    expect(wordProblems(source, translation)).toEqual([]);
    const sourceLeaves = new Map(wordLeaves(source));
    const untranslated = wordLeaves(translation).filter(
      ([path, text]) => text === sourceLeaves.get(path) && !allowedAsEnglish.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it('was translated from today’s English (or names what changed since)', () => {
    const recorded = JSON.parse(
      readFileSync(join(contentRoot, locale, 'translated-from.json'), 'utf8'),
    ) as TranslatedFrom;
    // Translate these again, then record: npm run words -- <locale> --accept
    expect(outdatedTranslations(recorded)).toEqual([]);
  });

  it('writes figures with its own words for lakh, crore and the units', () => {
    const own = Object.entries(numberWords[locale]).filter(
      ([key, word]) => JSON.stringify(word) === JSON.stringify(numberWords.en[key as 'lakh']),
    );
    expect(own).toEqual([]);
  });
});
