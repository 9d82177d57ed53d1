import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { ADMIN_MANIFEST, serverFilesOf } from '../build-output.ts';
import { adminCsp } from './security-headers.ts';
import { negotiateEncoding } from './static-files.ts';

/*
 * The browser editor at /admin/ (src/admin, built by `npm run build:admin` into dist/admin). Its
 * ~300 files (~17 MB, mostly syntax grammars loaded only when needed) are read from disk per
 * request, never held in memory with the site's pages, and answered with the editor's own CSP
 * (the only one that allows inline styles) and `noindex`. The build writes a Brotli copy
 * beside each text file (`.br`, src/admin/vite.config.ts): the editor's 2.4 MB entry arrives as
 * about 0.6 MB to a browser that accepts it.
 */

export type AdminSite = { root: string; csp: string };

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** The built editor in `root`, or undefined when it was not built (then /admin/ is not found). */
export function loadAdminSite(root: string): AdminSite | undefined {
  if (!existsSync(join(root, 'index.html'))) return undefined;
  const manifest = join(serverFilesOf(root), ADMIN_MANIFEST);
  const { gitHosts = [] } = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { gitHosts?: string[] })
    : {};
  return { root: resolve(root), csp: adminCsp(gitHosts) };
}

/**
 * Answers `pathname` (under /admin/) from the editor's files; the caller has set the common
 * security headers. `/admin/` is its page; hashed files under /admin/assets/ never change.
 */
export function sendAdminFile(
  req: IncomingMessage,
  res: ServerResponse,
  admin: AdminSite,
  pathname: string,
): void {
  res.setHeader('content-security-policy', admin.csp);
  res.setHeader('x-robots-tag', 'noindex');
  const relative = pathname === '/admin/' ? 'index.html' : pathname.slice('/admin/'.length);
  const file = resolve(admin.root, relative);
  const stat = file.startsWith(admin.root + sep)
    ? statSync(file, { throwIfNoEntry: false })
    : undefined;
  if (!stat?.isFile()) {
    res.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  const compressed = `${file}.br`;
  const brotli = existsSync(compressed);
  const sent = brotli && negotiateEncoding(req.headers['accept-encoding']) === 'br';
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(sent ? statSync(compressed).size : stat.size),
    ...(sent && { 'content-encoding': 'br' }),
    ...(brotli && { vary: 'Accept-Encoding' }),
    'cache-control': pathname.startsWith('/admin/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent ? compressed : file)
    .on('error', () => res.destroy())
    .pipe(res);
}
