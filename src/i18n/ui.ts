// With their extensions: the server loads this module in plain Node (server/contact/strings.ts).
import en from '../content/en/ui.ts';
import hi from '../content/hi/ui.ts';
import kn from '../content/kn/ui.ts';
import ta from '../content/ta/ui.ts';
import te from '../content/te/ui.ts';
import type { Locale } from './locales.ts';
import type { UIKey, UIStrings } from './translate.ts';

/*
 * The UI strings (navigation, buttons, labels, messages) of every language, one dictionary per
 * locale in src/content/<locale>/ui.ts. English defines the keys; each other dictionary is typed
 * against it, so a missing or misspelt key fails `astro check`. Server code only: an island gets
 * the strings it picked as props (`pickStrings`) and translates with ./translate.ts.
 */

export * from './translate.ts';

export const dictionaries: Record<Locale, UIStrings> = { en, hi, te, ta, kn };

/** The strings an island needs, and only those: its props are written into the page's HTML. */
export function pickStrings<const K extends UIKey>(
  locale: Locale,
  keys: readonly K[],
): Pick<UIStrings, K> {
  const all = dictionaries[locale];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<UIStrings, K>;
}
