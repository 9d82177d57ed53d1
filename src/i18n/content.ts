import { getEntry } from 'astro:content';
import { dealerships, type Dealership } from '../data/dealers/index.ts';
import { defaultLocale, type Locale } from './locales.ts';
import { wordSources, type WordEntryId } from './sources.ts';
import { localize } from './words.ts';

export type LocalizedContent<T> = {
  content: T;
  /** False when this language has no translation yet and the English words are shown. */
  translated: boolean;
};

/**
 * A page's or brand's content in a language: the English data with that language's words laid
 * over it. Without a translation the English is returned with `translated: false`, and the page
 * says so; a translation that does not fit its English source fails the build.
 */
export async function localizedContent<Id extends WordEntryId>(
  id: Id,
  locale: Locale,
): Promise<LocalizedContent<(typeof wordSources)[Id]>> {
  const source = wordSources[id];
  // Only a template id (`dealers/${slug}`) can name a source that is not there.
  if (source === undefined) throw new Error(`No English content for ${id}`);
  if (locale === defaultLocale) return { content: source, translated: true };
  const entry = await getEntry('translations', `${locale}/${id}`);
  if (!entry) return { content: source, translated: false };
  return {
    content: localize(source, entry.data, `src/content/${locale}/${id}.yaml`),
    translated: true,
  };
}

/**
 * The five brands in a language, in the site's order: their words (site names, notes, regions,
 * portal names) translated, their figures as the data states them. `translated` is false when
 * any of them has no translation yet.
 */
export async function localizedDealerships(
  locale: Locale,
): Promise<LocalizedContent<readonly Dealership[]>> {
  const entries = await Promise.all(
    dealerships.map((brand) => localizedContent(`dealers/${brand.slug}`, locale)),
  );
  return {
    content: entries.map((entry) => entry.content),
    translated: entries.every((entry) => entry.translated),
  };
}
