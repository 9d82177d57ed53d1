import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CSP_MANIFEST, HEADERS_FILE, routeOfPage } from '../build-output.ts';
import { NON_PAGE_CSP, pageCsp } from './security-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
/** Content-hashed build output: it never changes under the same name. */
const IMMUTABLE_PREFIX = '/_astro/';

export type Encoding = 'br' | 'gzip';

/** One encoding of an asset, with its response headers prepared once at start. */
type Variant = {
  body: Buffer;
  etag: string;
  /** Flat [name, value, …] lists, the cheapest form `writeHead` takes. */
  ok: string[];
  notModified: string[];
  notFound: string[];
};

export type Asset = {
  /** Seconds precision, as HTTP dates carry. */
  modifiedSeconds: number;
  compressible: boolean;
  variants: { identity: Variant } & Partial<Record<Encoding, Variant>>;
};

export type StaticSite = {
  assets: Map<string, Asset>;
  /** The not-found page of each language, by its prefix: '' for English, '/te' for Telugu. */
  notFound: Map<string, Asset>;
};

/** The language prefix a path is under ('/te/x' → '/te'), or '' when it has none. */
function languagePrefix(pathname: string, notFound: Map<string, Asset>): string {
  const prefix = /^\/[a-z]{2}(?=\/|$)/u.exec(pathname)?.[0] ?? '';
  return notFound.has(prefix) ? prefix : '';
}

/** The not-found page in the language of the path asked for, else the English one. */
export function notFoundPage(site: StaticSite, pathname: string): Asset | undefined {
  return site.notFound.get(languagePrefix(pathname, site.notFound));
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Reads the whole build into memory at start (the site is a few hundred KB): every response is
 * then a lookup and a write, with its compressed forms and validators ready. Precompressed
 * `.br`/`.gz` siblings from the build are used; any missing one is made here once.
 */
export function loadStaticSite(root: string, baseHeaders: Record<string, string>): StaticSite {
  if (!existsSync(root)) throw new Error(`No build at ${root}; run \`npm run build\` first.`);
  const manifestPath = join(root, CSP_MANIFEST);
  const pagePolicies: Record<string, string> = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, string>)
    : {};
  const assets = new Map<string, Asset>();
  for (const file of listFiles(root)) {
    const rel = relative(root, file).split(sep).join('/');
    if (/\.(br|gz)$/.test(rel) && existsSync(file.replace(/\.(br|gz)$/, ''))) continue;
    if (rel === CSP_MANIFEST || rel === HEADERS_FILE) continue;
    const isPage = rel.endsWith('.html');
    const urlPath = isPage ? routeOfPage(rel) : `/${rel}`;
    const contentType = CONTENT_TYPES[extname(rel)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    const info = statSync(file);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const compressible = COMPRESSIBLE.test(contentType);
    const policy = isPage ? pagePolicies[urlPath] : undefined;
    const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000);
    const common = Object.entries({
      ...baseHeaders,
      'content-type': contentType,
      'cache-control': urlPath.startsWith(IMMUTABLE_PREFIX)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      'content-security-policy': policy ? pageCsp(policy) : NON_PAGE_CSP,
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    }).flat();
    const variant = (data: Buffer, etag: string, encoding?: Encoding): Variant => {
      const validators = ['etag', etag, 'last-modified', modified.toUTCString()];
      const entity = [
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        String(data.length),
      ];
      return {
        body: data,
        etag,
        ok: [...common, ...validators, ...entity],
        notModified: [...common, ...validators],
        notFound: [...common, ...entity],
      };
    };
    const variants: Asset['variants'] = { identity: variant(body, `"${hash}"`) };
    if (compressible && body.length >= MIN_COMPRESS_BYTES) {
      const br = existsSync(`${file}.br`)
        ? readFileSync(`${file}.br`)
        : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      const gz = existsSync(`${file}.gz`)
        ? readFileSync(`${file}.gz`)
        : gzipSync(body, { level: 9 });
      if (br.length < body.length) variants.br = variant(br, `"${hash}-br"`, 'br');
      if (gz.length < body.length) variants.gzip = variant(gz, `"${hash}-gz"`, 'gzip');
    }
    assets.set(urlPath, {
      modifiedSeconds: modified.getTime() / 1000,
      compressible,
      variants,
    });
  }
  // The not-found pages are answers, not addresses: asked for by name they are still a 404.
  const notFound = new Map<string, Asset>();
  for (const [urlPath, asset] of assets) {
    const prefix = /^((?:\/[a-z]{2})?)\/404$/u.exec(urlPath)?.[1];
    if (prefix === undefined) continue;
    notFound.set(prefix, asset);
    assets.delete(urlPath);
  }
  return { assets, notFound };
}

/**
 * A page of the build as written, with the Content-Security-Policy it is served with: the frame
 * the server writes a no-JavaScript answer into (server/contact/form-page.ts).
 */
export function pageTemplate(
  site: StaticSite,
  route: string,
): { html: string; csp: string } | undefined {
  const variant = site.assets.get(route)?.variants.identity;
  if (!variant) return undefined;
  const headerAt = variant.ok.indexOf('content-security-policy');
  return {
    html: variant.body.toString('utf8'),
    csp: headerAt >= 0 ? (variant.ok[headerAt + 1] ?? NON_PAGE_CSP) : NON_PAGE_CSP,
  };
}

/** Picks brotli, then gzip, from Accept-Encoding (q-values honoured, `q=0` means refused). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return undefined;
}

function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

/**
 * Writes an asset as the response, honouring encoding and conditional requests. Its headers
 * (security headers included) were prepared at start; `extra` adds per-response ones.
 */
export function sendAsset(
  req: IncomingMessage,
  res: ServerResponse,
  asset: Asset,
  status: 200 | 404,
  extra: string[] = [],
): void {
  const encoding = asset.compressible
    ? negotiateEncoding(req.headers['accept-encoding'])
    : undefined;
  const variant = (encoding && asset.variants[encoding]) || asset.variants.identity;
  if (status === 404) {
    res.writeHead(404, extra.length ? [...variant.notFound, ...extra] : variant.notFound);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
    return;
  }
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const notModified = ifNoneMatch
    ? etagMatches(ifNoneMatch, variant.etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) / 1000 >= asset.modifiedSeconds;
  const headers = notModified ? variant.notModified : variant.ok;
  res.writeHead(notModified ? 304 : 200, extra.length ? [...headers, ...extra] : headers);
  res.end(notModified || req.method === 'HEAD' ? undefined : variant.body);
}
