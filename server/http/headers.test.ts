import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  extractMetaCsp,
  hoistBodyStyles,
  renderHeadersFile,
  removeMetaCsp,
  withPageStyleHashes,
} from '../build/integration.ts';
import { routeOfPage } from '../build-output.ts';
import { isAllowedOrigin } from '../contact/handle-contact.ts';
import { pageCsp } from './security-headers.ts';
import { negotiateEncoding } from './static-files.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('page CSP from the build', () => {
  it('reads the policy Astro put in the <meta>', () => {
    const html = `<head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='"></head>`;
    expect(extractMetaCsp(html)).toBe("default-src 'self'; script-src 'self' 'sha256-abc='");
    expect(extractMetaCsp('<head></head>')).toBeUndefined();
  });

  it('adds the header-only directives and tidies spacing', () => {
    expect(pageCsp("default-src 'self';script-src 'self' ;")).toBe(
      "default-src 'self'; script-src 'self'; frame-ancestors 'none'",
    );
  });

  it('names pages by their clean URL', () => {
    expect(routeOfPage('index.html')).toBe('/');
    expect(routeOfPage('about.html')).toBe('/about');
    expect(routeOfPage('dealers/indian-oil.html')).toBe('/dealers/indian-oil');
  });

  it('writes a _headers block per page, with immutable assets', () => {
    const text = renderHeadersFile({ '/about': "script-src 'self'" }, { hsts: true });
    expect(text).toContain('/*\n  x-content-type-options: nosniff');
    expect(text).toContain('strict-transport-security: max-age=31536000; includeSubDomains');
    expect(text).toContain('/_astro/*\n  cache-control: public, max-age=31536000, immutable');
    expect(text).toContain(
      "/about\n  cache-control: no-cache\n  content-security-policy: script-src 'self'; frame-ancestors 'none'",
    );
  });
});

describe('isAllowedOrigin', () => {
  const host = 'fuel.example';
  it('accepts the same host, the configured site, or no Origin at all', () => {
    expect(isAllowedOrigin('https://fuel.example', 'same-origin', host, undefined)).toBe(true);
    expect(
      isAllowedOrigin(
        'https://www.fuel.example',
        undefined,
        'internal:8080',
        'https://www.fuel.example',
      ),
    ).toBe(true);
    expect(isAllowedOrigin(undefined, undefined, host, undefined)).toBe(true);
  });

  it('refuses other origins, opaque ones and cross-site fetch metadata', () => {
    expect(isAllowedOrigin('https://evil.example', undefined, host, undefined)).toBe(false);
    expect(isAllowedOrigin('null', undefined, host, undefined)).toBe(false);
    expect(isAllowedOrigin(undefined, 'cross-site', host, undefined)).toBe(false);
    expect(isAllowedOrigin('https://fuel.example.evil.example', undefined, host, undefined)).toBe(
      false,
    );
  });
});

describe('inline styles a component renders', () => {
  const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  const noscriptCss = '[role=tablist]{display:none!important}';

  it('are hashed into style-src, next to the hashes Astro made', () => {
    const html = `<style>a{}</style><noscript><style>${noscriptCss}</style></noscript>`;
    const policy = `default-src 'self'; style-src 'self' ${hashOf('a{}')};`;
    expect(withPageStyleHashes(policy, html)).toBe(
      `default-src 'self'; style-src 'self' ${hashOf('a{}')} ${hashOf(noscriptCss)};`,
    );
  });

  it('leave a complete policy as it is', () => {
    const policy = `style-src 'self' ${hashOf('a{}')};`;
    expect(withPageStyleHashes(policy, '<style>a{}</style>')).toBe(policy);
  });

  it('leave the page once they are headers, and nothing else of the page goes with them', () => {
    const html = `<head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="style-src 'self'"><title>T</title></head>`;
    expect(removeMetaCsp(html)).toBe('<head><meta charset="utf-8"><title>T</title></head>');
  });
});

describe('hoistBodyStyles', () => {
  it('moves a style out of the body into the head, and leaves the rest as it was', () => {
    const page =
      '<html><head><title>t</title></head><body><a>x</a><style>astro-island{display:contents}</style><p>y</p></body></html>';
    expect(hoistBodyStyles(page)).toBe(
      '<html><head><title>t</title><style>astro-island{display:contents}</style></head><body><a>x</a><p>y</p></body></html>',
    );
  });

  it('leaves a page with no style in its body untouched', () => {
    const page = '<html><head><style>a{}</style></head><body><p>y</p></body></html>';
    expect(hoistBodyStyles(page)).toBe(page);
  });
});
