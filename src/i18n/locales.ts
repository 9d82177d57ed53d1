/*
 * The site's languages and how their URLs are built. English keeps today's URLs; every other
 * language lives under its code (/te/services/jio). Pure, so the server, the build and the
 * browser read the same rules.
 */

export const locales = ['en', 'hi', 'te', 'ta', 'kn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language as its readers write its name, in the order the switcher lists them. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  te: 'తెలుగు',
  ta: 'தமிழ்',
  kn: 'ಕನ್ನಡ',
};

/** The BCP 47 tag for `<html lang>`, hreflang and Intl: the language as written in India. */
export const languageTags: Record<Locale, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  te: 'te-IN',
  ta: 'ta-IN',
  kn: 'kn-IN',
};

/** Open Graph writes the same tags with an underscore. */
export function ogLocale(locale: Locale): string {
  return languageTags[locale].replace('-', '_');
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The language a path is in: its first segment when that is a language code, else English. The
 * build names pages as files, so '/te.html' is Telugu too.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.replace(/\.html$/u, '').split('/')[1];
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale;
}

/** A path without its language prefix: /te/services/jio → /services/jio; /te → /. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' || rest === '.html' ? '/' : rest;
}

/**
 * The path of a site page in a language: ('/services/jio', 'te') → '/te/services/jio';
 * ('/', 'te') → '/te'. A hash or query stays on the end. Other sites' and `tel:` links are
 * returned unchanged, as is any path already in a language.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (locale === defaultLocale || localeOfPath(path) !== defaultLocale) return path;
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/u.exec(path) ?? [];
  return `/${locale}${pathname === '/' ? '' : pathname}${rest}`;
}

/** Astro's `[...locale]` route parameter for a language: none for English. */
export function localeParam(locale: Locale): string | undefined {
  return locale === defaultLocale ? undefined : locale;
}
