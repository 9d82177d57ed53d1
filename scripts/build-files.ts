/**
 * Reading a build's files without a browser: Brotli sizes, the tags of an HTML page, the static
 * imports of a JavaScript chunk and the fonts and imports of a stylesheet. Good enough for the
 * HTML, CSS and JS Astro and Vite write, not a general parser.
 */
import { brotliCompressSync, constants } from 'node:zlib';

/** Brotli size at quality 11, the most a server would spend on a static file. */
export function brotliSize(content: Uint8Array): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
    },
  }).byteLength;
}

export type Attributes = Record<string, string>;

const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

/** The attributes of each opening tag `name` in `html` (values with `&amp;` decoded). */
export function tagsNamed(html: string, name: string): Attributes[] {
  const tagPattern = new RegExp(
    `<${name}((?:\\s+[^\\s=/>]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s"'>]+))?)*)\\s*/?>`,
    'gi',
  );
  const tags: Attributes[] = [];
  for (const [, source = ''] of html.matchAll(tagPattern)) {
    const attributes: Attributes = {};
    for (const [, key = '', double, single, bare] of source.matchAll(attributePattern)) {
      attributes[key.toLowerCase()] = (double ?? single ?? bare ?? '').replace(/&amp;/g, '&');
    }
    tags.push(attributes);
  }
  return tags;
}

/** The contents of each inline `<style>` element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css = '']) => css);
}

/** Specifiers of the static `import`/`export … from` statements in a built JS chunk. */
export function staticImports(js: string): string[] {
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g;
  return [...js.matchAll(pattern)]
    .map(([, , specifier = '']) => specifier)
    .filter((specifier) => /^(\.{1,2}\/|\/)/.test(specifier));
}

const fontExtension = /\.(woff2?|ttf|otf)$/i;

/** `url(...)` targets in CSS that are font files. */
export function cssFontUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi)]
    .map(([, , url = '']) => url)
    .filter((url) => fontExtension.test(url.replace(/[?#].*$/, '')));
}

/** `@import` targets in CSS. */
export function cssImports(css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/gi)].map(
    ([, , url = '']) => url,
  );
}
