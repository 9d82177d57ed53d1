import { createHash } from 'node:crypto';
import { englishSource, entryIds, entrySchema, isEnglishOnly } from './sources.ts';
import { dictionaries } from './ui.ts';
import { wordsOf } from './words.ts';

/*
 * Which English each translation was made from. Every language keeps, beside its words,
 * src/content/<locale>/translated-from.json: a fingerprint of each English UI string and of
 * each page's and brand's English words as they were when translated. When the English changes
 * (the owner rewrites the guidance fee, a label is reworded), the test names the strings and
 * entries to translate again, rather than the old translation staying on quietly. Node only:
 * used by the tests and `npm run words`, never by the site.
 */

export type TranslatedFrom = {
  ui: Record<string, string>;
  content: Record<string, string>;
};

export function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 12);
}

/** The fingerprints of today's English. */
export function englishFingerprints(): TranslatedFrom {
  return {
    ui: Object.fromEntries(
      Object.entries(dictionaries.en).map(([key, text]) => [key, fingerprint(text)]),
    ),
    content: Object.fromEntries(
      entryIds
        .filter((id) => !isEnglishOnly(id))
        .map((id) => [id, fingerprint(wordsOf(entrySchema(id), englishSource(id)))]),
    ),
  };
}

/**
 * The UI keys and content entries whose English is not what the translation was made from
 * (or that it has no record of): 'ui contact.callback', 'content pages/site'.
 */
export function outdatedTranslations(recorded: TranslatedFrom, english = englishFingerprints()) {
  return [
    ...Object.entries(english.ui)
      .filter(([key, print]) => recorded.ui[key] !== print)
      .map(([key]) => `ui ${key}`),
    ...Object.entries(english.content)
      .filter(([id, print]) => recorded.content[id] !== print)
      .map(([id]) => `content ${id}`),
  ];
}
