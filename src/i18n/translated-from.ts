import { readEntry } from '../data/entries.ts';
import { defaultLocale, locales, type Locale } from './locales.ts';
import { englishSource, entryIds, entrySchema, isEnglishOnly } from './sources.ts';
import { translatedFrom, type TranslatedFrom } from './translated-record.ts';
import { wordLeaves, wordsOf } from './words.ts';

/*
 * Which English each translation was made from, and what is behind. Every language keeps,
 * beside its words, src/content/<locale>/translated-from.json: per entry (pages, brands, UI
 * parts) and per word, the English text it was translated from (./translated-record.ts). When
 * the English changes (the owner rewrites the guidance fee, a label is reworded), the page shows
 * the English for that word until it is translated again, and `outdatedReport()` names it with
 * the old and the new English: `npm run translations` prints it and the browser editor shows it
 * to reviewers. Node only.
 */

export type { TranslatedFrom };

/** One word a language is behind on. */
export type OutdatedWord = {
  locale: Exclude<Locale, 'en'>;
  /** The entry: 'pages/home', 'dealers/jio', 'ui/common'. */
  entry: string;
  /** The word's path in the entry: 'steps[apply].title', 'nav.home'. */
  key: string;
  /** `changed`: its English changed since it was translated; `missing`: never translated. */
  kind: 'changed' | 'missing';
  /** The English it was translated from (for `changed`). */
  was?: string;
  /** Today's English. */
  now: string;
  /** The translation as it stands (for `changed`): what was shown before the English changed. */
  translation?: string;
};

/** The entries a language translates (the owner's facts have no words). */
export const translatedIds = entryIds.filter((id) => !isEnglishOnly(id));

/** Today's English words of every translated entry, by entry and path. */
export function englishWords(): TranslatedFrom {
  return Object.fromEntries(
    translatedIds.map((id) => [
      id,
      Object.fromEntries(wordLeaves(wordsOf(entrySchema(id), englishSource(id)))),
    ]),
  );
}

/**
 * What a language's translators translated: today's English of every word its files hold (a
 * word they do not hold is not recorded, so it stays reported as missing). What
 * `npm run words -- <locale> --accept` writes.
 */
export function acceptedRecord(locale: Locale, english = englishWords()): TranslatedFrom {
  return Object.fromEntries(
    translatedIds.map((id) => {
      const found = new Map(wordLeaves(readEntry(locale, id)));
      const words = Object.entries(english[id] ?? {}).filter(([path]) => found.has(path));
      return [id, Object.fromEntries(words)];
    }),
  );
}

/** The words of one language that are behind its English, entry by entry, in English order. */
export function outdatedWords(
  locale: Exclude<Locale, 'en'>,
  recorded: TranslatedFrom = translatedFrom(locale),
  english = englishWords(),
): OutdatedWord[] {
  return translatedIds.flatMap((entry) => {
    const found = new Map(wordLeaves(readEntry(locale, entry)));
    const was = recorded[entry] ?? {};
    return Object.entries(english[entry] ?? {}).flatMap(([key, now]): OutdatedWord[] => {
      const translation = found.get(key);
      if (translation === undefined) return [{ locale, entry, key, kind: 'missing', now }];
      const before = was[key];
      if (before === undefined || before === now) return [];
      return [{ locale, entry, key, kind: 'changed', was: before, now, translation }];
    });
  });
}

/** Every language's words that are behind their English: what reviewers translate next. */
export function outdatedReport(): OutdatedWord[] {
  const english = englishWords();
  return locales
    .filter((locale): locale is Exclude<Locale, 'en'> => locale !== defaultLocale)
    .flatMap((locale) => outdatedWords(locale, translatedFrom(locale), english));
}
