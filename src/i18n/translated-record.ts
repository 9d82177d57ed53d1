import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * What each translation was made from: src/content/<locale>/translated-from.json holds, per
 * entry and per word (its path, as `wordLeaves` names it: 'steps[apply].title'), the English
 * text the translator translated. `npm run words -- <locale> --accept` writes it. A word whose
 * English is no longer that text is behind: the page shows the English for it until it is
 * translated again (see docs/languages.md), and `npm run translations` lists it with the old
 * and the new English. Node only; read from the project root, as the build runs there.
 */

/** Entry id → word path → the English it was translated from. */
export type TranslatedFrom = Record<string, Record<string, string>>;

export function recordFile(locale: string): string {
  return join('src', 'content', locale, 'translated-from.json');
}

const cache = new Map<string, TranslatedFrom>();

/** The record of a language; empty when it has none. */
export function translatedFrom(locale: string): TranslatedFrom {
  let record = cache.get(locale);
  if (record === undefined) {
    const path = join(process.cwd(), recordFile(locale));
    record = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as TranslatedFrom) : {};
    cache.set(locale, record);
  }
  return record;
}
