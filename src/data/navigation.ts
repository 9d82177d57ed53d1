/** One entry of a navigation menu: what a visitor reads and where it leads. */
export type NavEntry = {
  readonly name: string;
  readonly path: string;
};

/** The top-level pages, in the order the header lists them (Services sits between Home and About). */
export const mainNav = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about' },
  { name: 'Contact', path: '/contact' },
] as const satisfies readonly NavEntry[];

/** The five dealership guides, in the order the Services menus list them. */
export const dealershipNav = [
  { name: 'Indian Oil', path: '/services/indian-oil' },
  { name: 'Nayara', path: '/services/nayara' },
  { name: 'Bharat Petroleum', path: '/services/bharat' },
  { name: 'Jio-bp', path: '/services/jio' },
  { name: 'Hindustan Petroleum', path: '/services/hindustan' },
] as const satisfies readonly NavEntry[];

/** The dealership hub that compares the five brands side by side. */
export const dealershipHub = {
  name: 'Compare all brands',
  path: '/services',
} as const satisfies NavEntry;

/** The eligibility self-check, on a page of its own beside the hub. */
export const eligibilityCheck = {
  name: 'Check your eligibility',
  path: '/services/eligibility',
} as const satisfies NavEntry;

/** Everything the Services dropdown and the mobile Services carousel list, in order. */
export const servicesNav: readonly NavEntry[] = [...dealershipNav, dealershipHub];

/**
 * True when `currentPath` is the page `path` points to. The build names pages as files
 * (`/index.html`, `/about.html`), so `.html`, a trailing `index` and trailing slashes are ignored.
 */
export function isCurrentPath(path: string, currentPath: string): boolean {
  const normalise = (value: string) =>
    value
      .replace(/\.html$/, '')
      .replace(/\/index$/, '/')
      .replace(/\/+$/, '') || '/';
  return normalise(path) === normalise(currentPath);
}
