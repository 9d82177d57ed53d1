/**
 * The security headers every response carries, in one place, so the Node server and the
 * `_headers` file written for static hosts can never drift apart.
 */

/** Browser features the site never uses; denying them limits what injected code could reach. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Directives that cannot live in a `<meta>` CSP (the browser ignores them there and logs an
 * error), so they are only ever sent as a header.
 */
export const HEADER_ONLY_CSP = "frame-ancestors 'none'";

/** CSP for responses that are not pages (JSON, redirects, assets): nothing may load or frame them. */
export const NON_PAGE_CSP = `default-src 'none'; base-uri 'none'; form-action 'self'; ${HEADER_ONLY_CSP}`;

/**
 * Headers sent with every response, whatever it is.
 *
 * No `Cross-Origin-Opener-Policy`. It guards a window's state from the pages that opened it or
 * that it opens; this site keeps none (no account, no cookie), its outbound links already carry
 * `noopener`, and the Observatory's COOP test passes without it. It does force the browser to
 * start a fresh page process when a tab that holds a blank page opens ours, which is how
 * Lighthouse loads every page: a blank page sent with it measured a median of 51 ms of blocking
 * time (nine runs), 0 ms with the other headers and without it (ten runs; 25 Nov 2026; see
 * docs/speed.md).
 */
export function baseSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    ...(options.hsts ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}

/** A page's header CSP: the policy Astro computed for it (hashes included) plus the header-only directives. */
export function pageCsp(metaPolicy: string): string {
  const directives = metaPolicy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return [...directives, HEADER_ONLY_CSP].join('; ');
}

/**
 * CSP of the browser editor at /admin/ (Sveltia CMS, src/admin): scripts from our origin only,
 * and the one place inline styles are allowed, because the CMS sets them at run time (without
 * `'unsafe-inline'` in style-src, and `data:` in connect-src, its sign-in breaks; measured in
 * ../shared/research/2026-11-27-browser-editing.md). `gitHosts` are the Git host APIs the
 * editor talks to: https://api.github.com in production; none for the e2e tests' stand-in,
 * which answers on our own origin.
 */
export function adminCsp(gitHosts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self' blob: data:", ...gitHosts].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    HEADER_ONLY_CSP,
  ].join('; ');
}

/** The admin's CSP with the production Git host (GitHub's API). */
export const ADMIN_CSP = adminCsp(['https://api.github.com']);
