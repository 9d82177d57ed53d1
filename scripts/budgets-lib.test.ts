import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { budgetFor, defaultBudgets, templateOf, WARNING_BAND } from './budget-templates.ts';
import { checkBudgets, withJsBeforeInteraction } from './budgets-lib.ts';
import { formatReport, kb } from './budgets-report.ts';
import { brotliSize } from './build-files.ts';

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'budgets-'));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

/** Writes a file under the fixture build and returns its content for size checks. */
function put(path: string, content: string): string {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return content;
}

/** Text Brotli cannot shrink much: base64 of random bytes. */
const incompressible = (bytes: number) => randomBytes(bytes).toString('base64');
const size = (text: string) => brotliSize(Buffer.from(text));

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${head}</head><body>${body}</body></html>`;

describe('checkBudgets', () => {
  it('passes a small site and counts what each route loads', () => {
    const home = put(
      'index.html',
      page(
        '<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" media="print" href="/_astro/print.css">',
        '<astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="idle"></astro-island>',
      ),
    );
    const css = put('_astro/site.css', 'body{color:#111}');
    put('_astro/print.css', incompressible(40_000));
    const menu = put('_astro/Menu.js', 'import{t as e}from"./runtime.js";export default e;');
    const client = put('_astro/client.js', 'import"./runtime.js";export default 1;');
    const runtime = put('_astro/runtime.js', 'export const t=1;');
    put('about/index.html', page('', '<p>About</p>'));

    const report = checkBudgets(dist, defaultBudgets);

    expect(report.overages).toEqual([]);
    expect(report.routes.map((r) => r.route)).toEqual(['/', '/about']);
    const [homeSizes] = report.routes;
    expect(homeSizes?.files).toEqual({
      htmlCss: ['index.html', '_astro/site.css'],
      js: ['_astro/Menu.js', '_astro/client.js', '_astro/runtime.js'],
      fonts: [],
    });
    // The shared runtime is imported twice but downloaded, and counted, once.
    expect(homeSizes?.bytes).toEqual({
      htmlCss: size(home) + size(css),
      js: size(menu) + size(client) + size(runtime),
      fonts: 0,
    });
  });

  it('fails an oversized page and an island with a big import, naming the route and the excess', () => {
    const bigPage = put('big.html', page('', `<p>${incompressible(24 * 1024)}</p>`));
    put('small.html', page('', '<p>small</p>'));
    const islandPage = put(
      'dealers/island.html',
      page('', '<astro-island component-url="/_astro/Island.js" client="visible"></astro-island>'),
    );
    const island = put('_astro/Island.js', 'import{x}from"./big-chunk.js";export default x;');
    const chunk = put('_astro/big-chunk.js', `export const x="${incompressible(100 * 1024)}";`);

    const report = checkBudgets(dist, defaultBudgets);

    const bigBytes = size(bigPage);
    const islandJs = size(island) + size(chunk);
    expect(bigBytes).toBeGreaterThan(defaultBudgets.htmlCss);
    expect(islandJs).toBeGreaterThan(defaultBudgets.js);
    expect(report.overages).toEqual([
      {
        route: '/big',
        kind: 'htmlCss',
        bytes: bigBytes,
        budget: 14 * 1024,
        over: bigBytes - 14 * 1024,
      },
      {
        route: '/dealers/island',
        kind: 'js',
        bytes: islandJs,
        budget: 80 * 1024,
        over: islandJs - 80 * 1024,
      },
    ]);
    expect(report.routes.find((r) => r.route === '/dealers/island')?.bytes.htmlCss).toBe(
      size(islandPage),
    );
    const printed = formatReport(report).join('\n');
    expect(printed).toContain('Over budget (2):');
    expect(printed).toContain(`/big: HTML+CSS`);
    expect(printed).toContain(`over by ${((bigBytes - 14 * 1024) / 1024).toFixed(1)} KB`);
    expect(printed).toContain(`/dealers/island: JS`);
  });

  it('counts the fonts the CSS references, once each', () => {
    put(
      'index.html',
      page(
        '<style>@font-face{src:url(/_astro/a.woff2) format("woff2")}h1{font-family:a}</style><link rel="preload" as="font" href="/_astro/a.woff2" crossorigin>',
        '<h1>x</h1>',
      ),
    );
    const font = put('_astro/a.woff2', incompressible(50 * 1024));

    const report = checkBudgets(dist, defaultBudgets);

    expect(report.routes[0]?.files.fonts).toEqual(['_astro/a.woff2']);
    expect(report.overages).toEqual([
      expect.objectContaining({ route: '/', kind: 'fonts', bytes: size(font) }),
    ]);
  });

  it('refuses to report on a page that references a file missing from the build', () => {
    put('index.html', page('', '<script type="module" src="/_astro/gone.js"></script>'));
    expect(() => checkBudgets(dist)).toThrow(/gone\.js, which is not in the build/);
  });
});

describe('template budgets', () => {
  it('hold every language of a template to its budget and other pages to the default', () => {
    const body = `<p>${incompressible(14 * 1024 + 200)}</p>`;
    put('services.html', page('', body));
    put('te/services.html', page('', body));
    put('other.html', page('', body));
    const report = checkBudgets(dist, defaultBudgets);
    expect(templateOf('/te/services').name).toBe('hub');
    expect(budgetFor(defaultBudgets, 'htmlCss', '/te/services')).toBe(
      budgetFor(defaultBudgets, 'htmlCss', '/services'),
    );
    expect(report.overages.map((o) => o.route)).toEqual(['/other']);
    expect(formatReport(report).join('\n')).toContain(
      'hub (/services): HTML+CSS ≤ 20.5 KB, for the five-brand comparison',
    );
  });

  it('warns about a page near its budget before it fails, and not about one well under', () => {
    const budget = defaultBudgets.htmlCss;
    // Incompressible text grows its Brotli size almost byte for byte: aim between the warning
    // band and the budget, and well under it.
    const near = put('near.html', page('', `<p>${incompressible(budget - 400)}</p>`));
    put('far.html', page('', `<p>${incompressible(budget - 4000)}</p>`));
    expect(size(near)).toBeGreaterThan(budget - WARNING_BAND);
    expect(size(near)).toBeLessThanOrEqual(budget);

    const report = checkBudgets(dist, defaultBudgets);

    expect(report.overages).toEqual([]);
    expect(report.warnings).toEqual([
      { route: '/near', kind: 'htmlCss', bytes: size(near), budget, under: budget - size(near) },
    ]);
    const printed = formatReport(report).join('\n');
    expect(printed).toContain('Near budget, within 0.5 KB (1)');
    expect(printed).toContain(
      `warning /near (info page): HTML+CSS ${kb(size(near))} KB, ${budget - size(near)} bytes under the 14.0 KB budget`,
    );
    expect(printed).not.toContain('/far (');
  });
});

describe('withJsBeforeInteraction', () => {
  it('holds each route to 4 KB of measured JavaScript and names the one over it', () => {
    put('index.html', page('', '<p>home</p>'));
    put('about.html', page('', '<p>about</p>'));
    const report = withJsBeforeInteraction(
      checkBudgets(dist, defaultBudgets),
      new Map([
        ['/', 0],
        ['/about', 4 * 1024 + 1],
      ]),
    );
    expect(report.overages).toEqual([
      { route: '/about', kind: 'jsBeforeInteraction', bytes: 4097, budget: 4096, over: 1 },
    ]);
    const printed = formatReport(report).join('\n');
    expect(printed).toContain('JS before interaction KB (≤ 4.0)');
    expect(printed).toContain('/about: JS before interaction 4.0 KB > 4.0 KB budget');
  });

  it('refuses a report where a route was not measured', () => {
    put('index.html', page('', '<p>home</p>'));
    expect(() => withJsBeforeInteraction(checkBudgets(dist, defaultBudgets), new Map())).toThrow(
      /\/: JavaScript before interaction not measured/,
    );
  });
});
