import { describe, expect, it } from 'vitest';
import { entryFile, readEntry } from '../data/entries.ts';
import { listKeys } from './align.ts';
import { allowedAsEnglish } from './allowed-as-english.ts';
import { defaultLocale, locales } from './locales.ts';
import { numberWords } from './number-words.ts';
import { outdatedWords } from './translated-from.ts';
import { englishSource, entryIds, entrySchema, isEnglishOnly } from './sources.ts';
import { dictionaries, type UIKey } from './ui.ts';
import { digitRuns, unclassifiedStrings, wordLeaves, wordProblems, wordsOf } from './words.ts';

const translations = locales.filter(
  (locale): locale is Exclude<typeof locale, 'en'> => locale !== defaultLocale,
);
/** The entries a language translates (the owner's facts have no words). */
const translatedIds = entryIds.filter((id) => !isEnglishOnly(id));

/*
 * A translation behind its English (a word not yet translated, or whose English changed since)
 * is not a failure: the page shows the English and `npm run translations` lists it. What fails
 * is a translation that breaks a rule: a figure or slot that differs, a word English does not
 * have, a list out of English order, an English word copied as it is.
 */

/** The slots a string uses; a language may use one twice ("about {brand}… on {brand}'s portal"). */
function slots(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1] ?? ''))].sort();
}

describe('the content schemas', () => {
  it.each(entryIds)('say of every string of %s whether it is words or an identifier', (id) => {
    expect(unclassifiedStrings(entrySchema(id))).toEqual([]);
  });
});

describe.each(translations)('the %s translation', (locale) => {
  const english = dictionaries.en;
  const dictionary = dictionaries[locale];
  /** 'ui/common nav.home': the words this language is behind on, shown in English. */
  const behind = new Set(outdatedWords(locale).map((word) => `${word.entry} ${word.key}`));
  const uiBehind = new Set(
    [...behind].filter((item) => item.startsWith('ui/')).map((item) => item.split(' ')[1]),
  );

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
        !uiBehind.has(key) &&
        dictionary[key] === english[key] &&
        hasWords(english[key]) &&
        !allowedAsEnglish.has(english[key]),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(translatedIds)('translates every word of %s, with the same figures', (id) => {
    const source = wordsOf(entrySchema(id), englishSource(id));
    const translation = readEntry(locale, id);
    expect(translation, entryFile(locale, id)).toBeDefined();
    const notMissing = (problem: string) => !problem.endsWith(': missing');
    expect(wordProblems(source, translation).filter(notMissing)).toEqual([]);
    const sourceLeaves = new Map(wordLeaves(source));
    // A template of slots and punctuation only ('{label}: {figures}') has nothing to translate.
    const untranslated = wordLeaves(translation).filter(
      ([path, text]) =>
        !behind.has(`${id} ${path}`) &&
        text === sourceLeaves.get(path) &&
        /\p{L}/u.test(text.replace(/\{\w+\}/gu, '')) &&
        !allowedAsEnglish.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(translatedIds)('lists every English item of %s’s keyed lists, in English order', (id) => {
    // The browser editor pairs list items by their place: `npm run words -- <locale> --align`.
    const english = listKeys(wordsOf(entrySchema(id), englishSource(id)));
    const translated = new Map(listKeys(readEntry(locale, id)));
    for (const [path, keys] of english) expect(translated.get(path), path).toEqual(keys);
  });

  it('writes figures with its own words for lakh, crore and the units', () => {
    const own = Object.entries(numberWords[locale]).filter(
      ([key, word]) => JSON.stringify(word) === JSON.stringify(numberWords.en[key as 'lakh']),
    );
    expect(own).toEqual([]);
  });
});
