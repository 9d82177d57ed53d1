import type { Dealership } from '../data/dealers/index.ts';
import { dealershipBrands } from '../data/dealers/brands.ts';
import { entryFile, fillSlots, parseEntry, readEntry, slotValues } from '../data/entries.ts';
import { defaultLocale, type Locale } from './locales.ts';
import { englishSource, entrySchema, type EntryContent, type WordEntryId } from './sources.ts';
import { overlaid } from './overlaid.ts';
import { translatedFrom } from './translated-record.ts';

export type LocalizedContent<T> = {
  content: T;
  /** False when this language has no translation yet and the English words are shown. */
  translated: boolean;
};

/** Entry `id` in a language, read and checked once per build. */
const cache = new Map<string, LocalizedContent<unknown>>();

function load(id: WordEntryId, locale: Locale): LocalizedContent<unknown> {
  const schema = entrySchema(id);
  const english = englishSource(id);
  const translation = locale === defaultLocale ? undefined : readEntry(locale, id);
  const file = entryFile(translation === undefined ? defaultLocale : locale, id);
  const { value, inEnglish } = overlaid(
    schema,
    english,
    translation,
    file,
    translatedFrom(locale)[id],
  );
  if (inEnglish.length > 0) {
    console.warn(
      `${file}: ${inEnglish.length} word(s) shown in English until translated (npm run translations)`,
    );
  }
  // The contact card shows the place in the page's language.
  const address =
    id === 'pages/site'
      ? undefined
      : (loadCached('pages/site', locale).content as EntryContent<'pages/site'>).contactAddress
          .text;
  return {
    content: parseEntry(schema, fillSlots(value, slotValues(address), file), file),
    // Any word in English gets the page's notice that it is shown in English.
    translated: locale === defaultLocale || (translation !== undefined && inEnglish.length === 0),
  };
}

function loadCached(id: WordEntryId, locale: Locale): LocalizedContent<unknown> {
  const key = `${locale}/${id}`;
  let entry = cache.get(key);
  if (entry === undefined) {
    entry = load(id, locale);
    cache.set(key, entry);
  }
  return entry;
}

/**
 * A page's or brand's content in a language: the English entry with that language's words laid
 * over it. Without a translation, or where it is behind its English (a word missing, or its
 * English changed since), the English is shown and `translated` is false, so the page says so;
 * a translation that breaks a rule (a figure, a slot, an unknown key) fails the build, naming
 * its file and field.
 */
export async function localizedContent<Id extends WordEntryId>(
  id: Id,
  locale: Locale,
): Promise<LocalizedContent<EntryContent<Id>>> {
  return Promise.resolve(loadCached(id, locale) as LocalizedContent<EntryContent<Id>>);
}

/**
 * The five brands in a language, in the site's order: their words (site names, notes, regions)
 * translated, their figures as the data states them. `translated` is false when any of them has
 * no translation yet.
 */
export async function localizedDealerships(
  locale: Locale,
): Promise<LocalizedContent<readonly Dealership[]>> {
  const entries = await Promise.all(
    dealershipBrands.map((brand) => localizedContent(`dealers/${brand.slug}`, locale)),
  );
  return {
    content: entries.map((entry) => entry.content),
    translated: entries.every((entry) => entry.translated),
  };
}
