import type { ReactNode } from 'react';
import { I18nProvider } from './I18n.tsx';
import type { Locale } from './locales.ts';
import { dictionaries } from './ui.ts';

/**
 * The language of a section rendered on the server only, with the whole dictionary. Islands
 * use `<I18nProvider>` with the strings they picked instead: this module holds every language
 * and must stay out of browser code.
 */
export function Localized({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider locale={locale} strings={dictionaries[locale]}>
      {children}
    </I18nProvider>
  );
}
