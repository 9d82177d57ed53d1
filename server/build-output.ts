import { basename, join, sep } from 'node:path';

/*
 * What the build writes for the server and the server reads back: file names and how a page's
 * file maps to its route. Both sides import this small module, so the running server never loads
 * the build integration (and through it Astro's types and the compressors).
 */

/** Name of the page → CSP map the production server reads at start. */
export const CSP_MANIFEST = '_csp.json';
/** The bundled renderer of the server's no-JavaScript answers (server/build/contact-answers.ts). */
export const ANSWER_RENDERER = 'render-answers.js';

/**
 * Where a build's server files go: beside its pages, never among them (the pages' folder is
 * served as it is). dist/client/ has dist/server/; a second build beside it (the tests' facts
 * build in dist/facts/) has its own dist/facts-server/, so it never replaces the first's.
 */
export function serverFilesOf(pagesRoot: string): string {
  const pages = basename(pagesRoot);
  return join(pagesRoot, '..', pages === 'client' ? 'server' : `${pages}-server`);
}
/** The Netlify / Cloudflare Pages headers file written beside the pages for static hosts. */
export const HEADERS_FILE = '_headers';

/** `about.html` → `/about`, `index.html` → `/`, `dealers/x.html` → `/dealers/x`. */
export function routeOfPage(relativePath: string): string {
  const path = `/${relativePath
    .split(sep)
    .join('/')
    .replace(/\.html$/, '')}`;
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

/** What the admin build tells the server (its Git hosts for the CSP), beside dist/admin. */
export const ADMIN_MANIFEST = 'admin.json';
