import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locales.ts';
import { translator, type Translate, type UIKey, type UIStrings } from './translate.ts';

type I18nValue = { locale: Locale; t: Translate };

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Gives a React tree its language. Each tree Astro renders is its own root, so a page section
 * or an island is wrapped in one: a section with the whole dictionary (`localized()`), an island
 * with the strings of its parts (`island()`).
 */
export function I18nProvider({
  locale,
  strings,
  children,
}: {
  locale: Locale;
  strings: Partial<UIStrings>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, t: translator(strings) }), [locale, strings]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/**
 * The language and translator of the surrounding `<I18nProvider>`. An island's Body may name
 * the keys it was given, `useI18n<KeysUnder<typeof parts[number]>>()`, so that reading a key
 * outside its parts fails the type check and not only the build.
 */
export function useI18n<K extends UIKey = UIKey>(): { locale: Locale; t: Translate<K> } {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() must be used inside <I18nProvider>');
  return value;
}
