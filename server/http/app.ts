import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ContactDependencies } from '../contact/handle-contact.ts';
import { type AdminSite, sendAdminFile } from './admin-files.ts';
import { serveContact } from './contact-route.ts';
import { NON_PAGE_CSP, baseSecurityHeaders } from './security-headers.ts';
import { type StaticSite, notFoundPage, sendAsset } from './static-files.ts';

export type AppOptions = {
  site: StaticSite;
  /** The browser editor served at /admin/, when it was built. */
  admin?: AdminSite | undefined;
  contact: ContactDependencies;
  hsts: boolean;
  trustProxy: boolean;
  /**
   * One line per request: method, path, status, duration and, for a contact request, whether it
   * was stored or a repeat. Never bodies, queries or the lead's id (the visitor's reference).
   */
  log: (line: Record<string, unknown>) => void;
  isShuttingDown: () => boolean;
};

const FALLBACK_404 =
  '<!doctype html><html lang="en-IN"><meta charset="utf-8"><title>Page not found</title><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></html>';

/** What a contact response did with the request, for the request log. */
const leadOutcomes = new WeakMap<ServerResponse, 'stored' | 'repeat'>();

/** Removes trailing slashes, and never lets `//host` become a redirect to another site. */
function withoutTrailingSlash(pathname: string): string {
  return encodeURI(`/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`);
}

/** The request listener: security headers on everything, /api/contact, then the static site. */
export function createApp(options: AppOptions): RequestListener {
  const securityHeaders = Object.entries(baseSecurityHeaders({ hsts: options.hsts }));
  const { site } = options;

  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const page = notFoundPage(site, pathname);
    if (page) {
      // The prepared headers of the 404 page replace the generic ones set so far.
      for (const name of res.getHeaderNames()) if (name !== 'connection') res.removeHeader(name);
      sendAsset(req, res, page, 404);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : FALLBACK_404);
  };

  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(301, { location, 'cache-control': 'public, max-age=3600' });
    res.end();
  };

  const contactRoute = {
    contact: options.contact,
    trustProxy: options.trustProxy,
    isShuttingDown: options.isShuttingDown,
  };

  const logRequest = (req: IncomingMessage, res: ServerResponse, path: string, started: number) => {
    res.on('close', () => {
      options.log({
        method: req.method,
        // The path only: a query string could carry what someone typed.
        path: path || '(malformed)',
        status: res.writableFinished ? res.statusCode : 'aborted',
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(leadOutcomes.has(res) ? { lead: leadOutcomes.get(res) } : {}),
      });
    });
  };

  return (req, res) => {
    const started = performance.now();
    // While draining for shutdown, no connection is kept for another request.
    const closing = options.isShuttingDown();
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';

    // Fast path: a file of the build, asked for by its exact name; its headers are prepared.
    const direct =
      req.method === 'GET' || req.method === 'HEAD' ? site.assets.get(rawPath) : undefined;
    if (direct) {
      logRequest(req, res, rawPath, started);
      sendAsset(req, res, direct, 200, closing ? ['connection', 'close'] : []);
      return;
    }

    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader('content-security-policy', NON_PAGE_CSP);
    if (closing) res.setHeader('connection', 'close');

    let pathname: string;
    try {
      // Joined as a string, so `//host/x` stays a path and never reads as another origin.
      const absolute = `http://localhost${rawPath.startsWith('/') ? '' : '/'}${rawPath}`;
      pathname = decodeURIComponent(new URL(absolute).pathname);
    } catch {
      pathname = '';
    }
    logRequest(req, res, pathname, started);

    if (!pathname) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Bad request');
      return;
    }
    if (pathname === '/api/contact') {
      serveContact(req, res, contactRoute)
        .then((result) => {
          if (result.lead) leadOutcomes.set(res, result.lead);
        })
        .catch((error: unknown) => {
          options.log({ event: 'error', path: pathname, error: (error as Error).message });
          if (!res.headersSent) {
            res.writeHead(500, {
              'content-type': 'application/json; charset=utf-8',
              connection: 'close',
            });
            res.end(
              JSON.stringify({ error: 'The request could not be stored. Please try again.' }),
            );
          } else {
            res.destroy();
          }
        });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed');
      return;
    }
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ error: 'Not found' }));
      return;
    }
    const rawQuery = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    // Only a plain printable query is carried into a Location header.
    const query = /^[\x21-\x7e]*$/.test(rawQuery) ? rawQuery : '';
    // The editor's own folder: its page is /admin/ (its files are relative to that), never the
    // slash-less form the site's pages use.
    if (options.admin && (pathname === '/admin' || pathname.startsWith('/admin/'))) {
      if (pathname === '/admin') redirect(res, `/admin/${query}`);
      else sendAdminFile(req, res, options.admin, pathname);
      return;
    }
    if (pathname.length > 1 && pathname.endsWith('/')) {
      redirect(res, `${withoutTrailingSlash(pathname)}${query}`);
      return;
    }
    if (pathname.endsWith('.html')) {
      const clean = pathname === '/index.html' ? '/' : pathname.slice(0, -'.html'.length);
      if (site.assets.has(clean)) {
        redirect(res, `${withoutTrailingSlash(clean)}${query}`);
        return;
      }
    }
    const asset = site.assets.get(pathname);
    if (asset) {
      for (const name of res.getHeaderNames()) if (name !== 'connection') res.removeHeader(name);
      sendAsset(req, res, asset, 200);
    } else {
      notFound(req, res, pathname);
    }
  };
}
