// With their extensions: the server loads this module in plain Node (server/contact/strings.ts).
import en from '../content/en/ui.ts';
import hi from '../content/hi/ui.ts';
import kn from '../content/kn/ui.ts';
import ta from '../content/ta/ui.ts';
import te from '../content/te/ui.ts';
import type { Locale } from './locales.ts';
import type { IslandStrings } from './island.tsx';
import type { UIKey, UIStrings } from './translate.ts';

/*
 * The UI strings (navigation, buttons, labels, messages) of every language, one dictionary per
 * locale in src/content/<locale>/ui.ts. English defines the keys; each other dictionary is typed
 * against it, so a missing or misspelt key fails `astro check`. Server code only: an island gets
 * the strings of its parts as props (`islandStrings`) and translates with ./translate.ts.
 */

export * from './translate.ts';

export const dictionaries: Record<Locale, UIStrings> = { en, hi, te, ta, kn };

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
