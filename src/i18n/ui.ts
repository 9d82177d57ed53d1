// With their extensions: the server loads this module in plain Node (server/contact/strings.ts).
import type { Locale } from './locales.ts';
import { readDictionaries } from './ui-source.ts';
import type { IslandStrings } from './island.tsx';
import type { UIKey, UIStrings } from './translate.ts';

/*
 * The UI strings (navigation, buttons, labels, messages) of every language, read from
 * src/content/<locale>/ui/*.yaml and checked against the English (./ui-source.ts). English
 * defines the keys; their type (./ui-keys.ts, `npm run ui-keys`) makes a misspelt key fail
 * `astro check`. Server code only: an island gets the strings of its parts as props
 * (`islandStrings`) and translates with ./translate.ts.
 */

export * from './translate.ts';

export const dictionaries = readDictionaries() as Record<Locale, UIStrings>;

/**
 * The strings an island receives, and only those, in `locale`: every key under its parts
 * (`island()`, ./island.tsx), and the `extra` keys a page finds from data (see
 * WhyEligibilityTabs). They are its props, so they are written into the page's HTML.
 */
export function islandStrings<P extends string>(
  locale: Locale,
  island: { readonly parts: readonly P[] },
  extra: readonly UIKey[] = [],
): IslandStrings<P> {
  const all = dictionaries[locale];
  const keys = (Object.keys(all) as UIKey[]).filter(
    (key) => island.parts.some((part) => key.startsWith(part)) || extra.includes(key),
  );
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as IslandStrings<P>;
}
