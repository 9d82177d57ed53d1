import type { ComponentType } from 'react';
import { I18nProvider } from './I18n.tsx';
import type { Locale } from './locales.ts';
import type { UIKey, UIStrings } from './translate.ts';

/**
 * The keys under any of the prefixes `P`: one part of the dictionary. A prefix ends at a dot
 * ('hub.sort.') for a family of keys; a whole key is its own narrowest prefix, for a word the
 * island shares with the rest of the site ('link.newTab').
 */
export type KeysUnder<P extends string> = Extract<UIKey, `${P}${string}`>;

/** The strings of an island whose parts are `P`, as its page picks them (`islandStrings`). */
export type IslandStrings<P extends string> = Pick<UIStrings, KeysUnder<P>>;

export type IslandProps<P extends string, Props> = Props & {
  locale: Locale;
  /** Its parts' strings, and any a page added from data (`islandStrings`'s `extra`). */
  strings: IslandStrings<P> & Partial<UIStrings>;
};

/** An island: its component, and the dictionary parts the page gives it. */
export type Island<P extends string, Props> = ComponentType<IslandProps<P, Props>> & {
  readonly parts: readonly P[];
};

/**
 * Declares an island once, with the dictionary parts it receives: `island(['hub.sort.'],
 * CompareSortBody)`. Its page passes `strings={islandStrings(locale, CompareSort)}`, which
 * picks exactly the keys under those parts (src/i18n/ui.ts). The strings are written into the
 * page's HTML as props, so an island gets its own parts and nothing else; the whole dictionary
 * stays on the server. A key the Body reads outside its parts throws (`translator`), on the
 * server at build time, so a part left out fails the build rather than showing a blank.
 */
export function island<const P extends string, Props extends object>(
  parts: readonly P[],
  Body: ComponentType<Props>,
): Island<P, Props> {
  function IslandRoot({ locale, strings, ...props }: IslandProps<P, Props>) {
    return (
      <I18nProvider locale={locale} strings={strings}>
        {/* `props` is Props without the two this root takes: the Body never sees them. */}
        <Body {...(props as unknown as Props)} />
      </I18nProvider>
    );
  }
  IslandRoot.displayName = `Island(${Body.displayName ?? Body.name})`;
  return Object.assign(IslandRoot, { parts });
}
