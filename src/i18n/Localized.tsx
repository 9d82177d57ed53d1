import type { ComponentType } from 'react';
import { I18nProvider } from './I18n.tsx';
import type { Locale } from './locales.ts';
import { dictionaries } from './ui.ts';

/**
 * A section rendered on the server only, in its language with the whole dictionary:
 * `export const HomeHero = localized(HomeHeroBody)` takes the Body's props and a `locale`.
 * Islands are declared with `island()` (./island.tsx) instead: this module holds every language
 * and must stay out of browser code.
 */
export function localized<Props extends object>(
  Body: ComponentType<Props>,
): ComponentType<Props & { locale: Locale }> {
  function LocalizedSection({ locale, ...props }: Props & { locale: Locale }) {
    return (
      <I18nProvider locale={locale} strings={dictionaries[locale]}>
        {/* `props` is Props without `locale`: the Body reads it from useI18n(), and a Body that
            spreads its props onto an element must not write a `locale` attribute. */}
        <Body {...(props as unknown as Props)} />
      </I18nProvider>
    );
  }
  LocalizedSection.displayName = `Localized(${Body.displayName ?? Body.name})`;
  return LocalizedSection;
}
