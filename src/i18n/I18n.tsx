import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locales.ts';
import { translator, type Translate, type UIStrings } from './translate.ts';

type I18nValue = { locale: Locale; t: Translate };

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Gives a React tree its language. Each tree Astro renders is its own root, so a page section
 * or an island wraps itself in one, with the whole dictionary on the server or, in an island,
 * the strings it picked (see `pickStrings`).
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

/** The language and translator of the surrounding `<I18nProvider>`. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n() must be used inside <I18nProvider>');
  return value;
}
