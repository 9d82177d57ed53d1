import { defaultLocale, isLocale, type Locale, localeOfPath } from '../../src/i18n/locales.ts';
import { dictionaries, translator, type Translate } from '../../src/i18n/ui.ts';

/** `t(key, vars)` in a language: the server answers in the visitor's language. */
export function serverTranslator(locale: Locale): Translate {
  return translator(dictionaries[locale]);
}

/** The language a request posted: its `locale` value when that is one of ours, else English. */
export function postedLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * The language of the page a request came from, by its Referer (the site sends it to itself):
 * what the server answers in before it has read the body, or when the body names none.
 */
export function refererLocale(referer: string | undefined): Locale {
  if (!referer) return defaultLocale;
  try {
    return localeOfPath(new URL(referer).pathname);
  } catch {
    return defaultLocale;
  }
}
