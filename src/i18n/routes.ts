import { localeParam, locales, type Locale } from './locales.ts';

/*
 * Every page lives under src/pages/[...locale]/: the rest parameter is empty for English, so
 * English keeps today's URLs, and is the language code for the others (/te/about).
 */

/** One static path per language, for a page with no other parameter. */
export function localePaths() {
  return locales.map((locale) => ({ params: { locale: localeParam(locale) }, props: { locale } }));
}

/** One static path per language and item, for a page such as /services/[slug]. */
export function localePathsFor<Item, Params extends Record<string, string>>(
  items: readonly Item[],
  paramsOf: (item: Item) => Params,
) {
  return locales.flatMap((locale: Locale) =>
    items.map((item) => ({
      params: { locale: localeParam(locale), ...paramsOf(item) },
      props: { locale, item },
    })),
  );
}
