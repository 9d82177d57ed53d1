import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { CSP_MANIFEST, HEADERS_FILE, routeOfPage } from '../build-output.ts';
import { parseConfig } from '../config.ts';
import { baseSecurityHeaders, pageCsp } from '../http/security-headers.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing ahead of time; below 1 KB the encoding overhead eats the gain. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest|map)$/;
const MIN_COMPRESS_BYTES = 1024;

const META_CSP =
  /<meta\s+http-equiv=["']content-security-policy["']\s+content=(?:"([^"]*)"|'([^']*)')\s*\/?>/i;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Reads the policy Astro put in a page's `<meta http-equiv>`; `&#39;` etc. are decoded. */
export function extractMetaCsp(html: string): string | undefined {
  const match = META_CSP.exec(html);
  const raw = match?.[1] ?? match?.[2];
  if (raw === undefined) return undefined;
  return raw
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * Astro hashes the styles it emits itself, but not a `<style>` a component renders (for example
 * inside `<noscript>`, which only applies without JavaScript). Every inline style of the page is
 * hashed into `style-src` here, so the policy allows exactly what the build shipped.
 */
export function withPageStyleHashes(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(STYLE_ELEMENT)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex((directive) => /^style-src\s/.test(`${directive} `));
  const current = index >= 0 ? (directives[index] ?? '') : "style-src 'self'";
  const sources = current.split(/\s+/).slice(1);
  const missing = [...hashes].filter((hash) => !sources.includes(hash));
  if (missing.length === 0) return policy;
  const updated = ['style-src', ...sources, ...missing].join(' ');
  if (index >= 0) directives[index] = updated;
  else directives.push(updated);
  return `${directives.join('; ')};`;
}

/**
 * Takes the policy's `<meta>` out of the page once the policy is a response header (the server's
 * and `_headers`). The header is the stronger form (only it can carry `frame-ancestors`), and the
 * meta's hundreds of bytes of incompressible hashes would cost every page part of its first
 * round trip (the 14 KB budget).
 */
export function removeMetaCsp(html: string): string {
  return html.replace(META_CSP, '');
}

/**
 * Moves every `<style>` in the page's body into its head. Astro writes the rule that keeps its
 * island wrappers out of layout (`astro-island{display:contents}`) just before the first island,
 * inside `<body>`, where HTML does not allow a `<style>`. The head is where it belongs, and where
 * it applies before any island is parsed.
 */
export function hoistBodyStyles(html: string): string {
  const bodyStart = html.search(/<body[\s>]/i);
  const headEnd = html.search(/<\/head>/i);
  if (bodyStart < 0 || headEnd < 0 || headEnd > bodyStart) return html;
  const head = html.slice(0, headEnd);
  const between = html.slice(headEnd, bodyStart);
  const styles: string[] = [];
  const body = html.slice(bodyStart).replace(STYLE_ELEMENT, (element) => {
    styles.push(element);
    return '';
  });
  return `${head}${styles.join('')}${between}${body}`;
}

/** Refuses to ship a policy that would let injected script run. */
export function assertStrictScriptPolicy(route: string, policy: string): void {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src'));
  if (!scriptSrc) throw new Error(`${route}: CSP has no script-src`);
  if (/'unsafe-(inline|eval)'/.test(scriptSrc)) {
    throw new Error(`${route}: script-src must not allow 'unsafe-inline' or 'unsafe-eval'`);
  }
}

/** The Netlify / Cloudflare Pages `_headers` file: the same headers the Node server sends. */
export function renderHeadersFile(
  pages: Record<string, string>,
  options: { hsts: boolean },
): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    block('/*', baseSecurityHeaders(options)),
    block('/_astro/*', { 'cache-control': 'public, max-age=31536000, immutable' }),
    ...Object.entries(pages).map(([route, policy]) =>
      block(route, { 'cache-control': 'no-cache', 'content-security-policy': pageCsp(policy) }),
    ),
  ];
  return `# Written at build time by server/build/integration.ts from each page's CSP; do not edit.\n${blocks.join('\n\n')}\n`;
}

async function precompress(file: string): Promise<void> {
  const source = await readFile(file);
  if (source.length < MIN_COMPRESS_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/**
 * After the build: writes `.br` and `.gz` beside every text asset of 1 KB or more, and turns the
 * CSP Astro put in each page's `<meta>` into response headers (`_headers` for static hosts and
 * `_csp.json` for the Node server), adding the directives only a header can carry.
 */
export function serverAssets(): AstroIntegration {
  return {
    name: 'server-assets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const files = (await listFiles(root)).filter((file) => !/\.(br|gz)$/.test(file));
        const pages: Record<string, string> = {};
        for (const file of files.filter((name) => name.endsWith('.html'))) {
          const route = routeOfPage(relative(root, file));
          const html = await readFile(file, 'utf8');
          const astroPolicy = extractMetaCsp(html);
          if (!astroPolicy) throw new Error(`${route}: no CSP <meta>; is security.csp enabled?`);
          const policy = withPageStyleHashes(astroPolicy, html);
          await writeFile(file, hoistBodyStyles(removeMetaCsp(html)));
          assertStrictScriptPolicy(route, policy);
          pages[route] = policy;
        }
        // Read the way the server reads it, so `_headers` and the server never disagree.
        const { hsts } = parseConfig(process.env);
        await writeFile(join(root, CSP_MANIFEST), `${JSON.stringify(pages, null, 2)}\n`);
        await writeFile(join(root, HEADERS_FILE), renderHeadersFile(pages, { hsts }));
        const compressible = files.filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(compressible.map(precompress));
        const sizes = await Promise.all(compressible.map((file) => stat(file)));
        logger.info(
          `${Object.keys(pages).length} page CSPs → ${HEADERS_FILE}, ${CSP_MANIFEST}; ` +
            `${sizes.filter((info) => info.size >= MIN_COMPRESS_BYTES).length} assets precompressed (br, gzip)`,
        );
      },
    },
  };
}
