import { dealershipBrands } from './dealers/brands.ts';
import { unlocalizedPath } from '../i18n/locales.ts';
import type { UIKey } from '../i18n/ui.ts';

/**
 * One entry of a navigation menu: where it leads (the English path; each language prefixes its
 * own) and what a visitor reads, as a UI string key, or as a brand's name, which stays as the
 * brand writes it in every language.
 */
export type NavEntry = { readonly path: string } & (
  { readonly label: UIKey } | { readonly name: string }
);

/** The top-level pages, in the order the header lists them (Services sits between Home and About). */
export const mainNav = [
  { label: 'nav.home', path: '/' },
  { label: 'nav.about', path: '/about' },
  { label: 'nav.contact', path: '/contact' },
] as const satisfies readonly NavEntry[];

/** The five dealership guides, in the order the Services menus list them. */
export const dealershipNav: readonly NavEntry[] = dealershipBrands.map((brand) => ({
  name: brand.name,
  path: `/services/${brand.slug}`,
}));

/** The dealership hub that compares the five brands side by side. */
export const dealershipHub = { label: 'nav.hub', path: '/services' } as const satisfies NavEntry;

/** The eligibility self-check, on a page of its own beside the hub. */
export const eligibilityCheck = {
  label: 'link.eligibility',
  path: '/services/eligibility',
} as const satisfies NavEntry;

/** Everything the Services dropdown and the mobile Services carousel list, in order. */
export const servicesNav: readonly NavEntry[] = [...dealershipNav, dealershipHub];

/** What an entry reads, in the language `t` translates into. */
export function navName(entry: NavEntry, t: (key: UIKey) => string): string {
  return 'label' in entry ? t(entry.label) : entry.name;
}

/**
 * True when `currentPath` is the page `path` points to, in any language. The build names pages
 * as files (`/index.html`, `/te/about.html`), so `.html`, a trailing `index`, trailing slashes
 * and the language prefix are ignored.
 */
export function isCurrentPath(path: string, currentPath: string): boolean {
  const normalise = (value: string) =>
    unlocalizedPath(value.replace(/\.html$/, ''))
      .replace(/\/index$/, '/')
      .replace(/\/+$/, '') || '/';
  return normalise(path) === normalise(currentPath);
}
