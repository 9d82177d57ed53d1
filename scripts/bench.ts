/**
 * `npm run bench`: Lighthouse on every built route, mobile (Lighthouse's default: a mid-range
 * phone on simulated slow 4G) and desktop (its desktop preset), median of N runs.
 *
 *   npm run bench                          # build, then every route, 3 runs each
 *   npm run bench -- --routes /,/about     # only these routes
 *   npm run bench -- --runs 5 --no-build   # reuse dist/, 5 runs
 *   npm run bench -- --mobile-only         # the phone only, half the time
 *
 * It serves the production build with the production server on a port the system picks
 * and drives the local Chromium (CHROME_PATH, else /usr/bin/chromium). It prints a table and
 * writes it, with the machine, the versions and the targets not met, to docs/benchmarks.md.
 * Numbers depend on the machine and its load: compare runs from the same machine only.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { localeOfPath } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { isUnindexed } from '../src/lib/seo.ts';
import { builtRoutes } from './routes.ts';
import { startProductionServer } from './production-server.ts';
import { firstScreen, launchChromium, recordScripts, settle, totalBytes } from './script-loads.ts';

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'dist', 'client');
const reportFile = join(root, 'docs', 'benchmarks.md');

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'mobile-only': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1`);

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
type Metric = keyof typeof metrics;
const resourceTypes = {
  html: 'document',
  css: 'stylesheet',
  js: 'script',
  fonts: 'font',
  images: 'image',
} as const;
type Resource = keyof typeof resourceTypes;
const formFactors = ['mobile', 'desktop'] as const;
type FormFactor = (typeof formFactors)[number];
/** `--mobile-only` halves a run over every route: the targets are the phone's (DESIGN.md). */
const measured: readonly FormFactor[] = args['mobile-only'] ? ['mobile'] : formFactors;

interface Measurement {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Transferred bytes per resource type. */
  bytes: Record<Resource, number>;
  /** Audits that did not pass, per category, to say why a score is below 100. */
  failing: Record<Category, string[]>;
}

interface Row {
  route: string;
  formFactor: FormFactor;
  median: Omit<Measurement, 'failing'>;
  failing: Record<Category, string[]>;
}

/** The targets from DESIGN.md, checked on the mobile rows. */
const targets = { score: 100, lcpMs: 1200, tbtMs: 10, cls: 0 };
/** The row of the machine's floor, a blank page measured the same way (step 3). */
const floorLabel = '(blank page)';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function measure(lhr: Result): Measurement {
  const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details ?? {}) as {
    items?: Array<{ resourceType: string; transferSize: number }>;
  };
  const transferred = (type: string) =>
    summary.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failingIn = (id: Category) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit !== undefined &&
          audit.score !== null &&
          audit.score < 1 &&
          !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => audit?.id ?? '');
  return {
    scores: Object.fromEntries(categories.map((id) => [id, score(id)])) as Record<Category, number>,
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([key, id]) => [key, numeric(id)]),
    ) as Record<Metric, number>,
    bytes: Object.fromEntries(
      Object.entries(resourceTypes).map(([key, type]) => [key, transferred(type)]),
    ) as Record<Resource, number>,
    failing: Object.fromEntries(categories.map((id) => [id, failingIn(id)])) as Record<
      Category,
      string[]
    >,
  };
}

function medianOf(measurements: Measurement[]): Row['median'] {
  const pick = <K extends string>(
    keys: readonly K[],
    get: (m: Measurement, key: K) => number,
  ): Record<K, number> =>
    Object.fromEntries(
      keys.map((key) => [key, median(measurements.map((m) => get(m, key)))]),
    ) as Record<K, number>;
  return {
    scores: pick(categories, (m, key) => m.scores[key]),
    metrics: pick(Object.keys(metrics) as Metric[], (m, key) => m.metrics[key]),
    bytes: pick(Object.keys(resourceTypes) as Resource[], (m, key) => m.bytes[key]),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const header = [
  'Route',
  'Form factor',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
  'HTML KB',
  'CSS KB',
  'JS KB',
  'Fonts KB',
  'Images KB',
];

function cells(row: Row): string[] {
  const { scores, metrics: m, bytes } = row.median;
  return [
    row.route,
    row.formFactor,
    ...categories.map((id) => String(scores[id])),
    s(m.fcp),
    s(m.lcp),
    ms(m.tbt),
    m.cls.toFixed(3),
    s(m.si),
    ...(Object.keys(resourceTypes) as Resource[]).map((key) => kb(bytes[key])),
  ];
}

function textTable(rows: Row[]): string {
  const body = rows.map(cells);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...body.map((row) => (row[column] ?? '').length)),
  );
  return [header, ...body]
    .map((row) =>
      row
        .map((cell, column) =>
          column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

function markdownTable(rows: Row[]): string {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    line(header),
    line(header.map((_, column) => (column < 2 ? '---' : '---:'))),
    ...rows.map((row) => line(cells(row))),
  ].join('\n');
}

const categoryLabels: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

/** Each mobile target a route misses, and by how much. */
function targetsNotMet(rows: Row[]): string[] {
  const misses: string[] = [];
  for (const row of rows.filter((r) => r.formFactor === 'mobile' && r.route !== floorLabel)) {
    const { scores, metrics: m } = row.median;
    for (const id of categories) {
      if (scores[id] < targets.score) {
        const why =
          row.failing[id].length > 0
            ? ` (failing in at least one run: ${row.failing[id].join(', ')})`
            : '';
        // A noindex page fails Lighthouse's is-crawlable audit by design; say so beside the miss.
        const byDesign =
          id === 'seo' && isUnindexed(row.route) && row.failing.seo.join() === 'is-crawlable'
            ? '; expected: the page is noindex on purpose'
            : '';
        misses.push(
          `${row.route}: ${categoryLabels[id]} ${scores[id]}, ${targets.score - scores[id]} below 100${why}${byDesign}`,
        );
      }
    }
    if (m.lcp > targets.lcpMs) {
      misses.push(`${row.route}: LCP ${s(m.lcp)}, ${ms(m.lcp - targets.lcpMs)} over 1.2 s`);
    }
    if (m.tbt > targets.tbtMs) {
      misses.push(
        `${row.route}: TBT ${ms(m.tbt)}, ${ms(m.tbt - targets.tbtMs)} over ${ms(targets.tbtMs)}`,
      );
    }
    if (m.cls > targets.cls) misses.push(`${row.route}: CLS ${m.cls.toFixed(3)}, above 0`);
  }
  return misses;
}

function versionOf(pkg: string): string {
  const file = join(root, 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

// 1. Build.
if (!args['no-build']) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(distDir)) throw new Error('No build in dist/client: drop --no-build.');

/** The 1-minute load average as the runs begin: a busy machine inflates TBT above all. */
const loadAtStart = loadavg()[0] ?? 0;
const allRoutes = builtRoutes(distDir);
const routes = args.routes ? args.routes.split(',').map((route) => route.trim()) : allRoutes;
const unknown = routes.filter((route) => !allRoutes.includes(route));
if (unknown.length > 0) throw new Error(`Not in the build: ${unknown.join(', ')}`);

// 2. Serve the build with the production server.
const server = await startProductionServer({ RATE_LIMIT_MAX: '0' });
const { origin } = server;
process.on('exit', () => server.process.kill('SIGTERM'));

/*
 * The machine's floor: the same Lighthouse runs on a page with one heading, one paragraph and
 * nothing else. Its blocking time is what this machine, the browser and Lighthouse's simulation
 * give any page (on a 2-core machine, the new document's own setup runs long under 4× slowdown);
 * a route's TBT can only be read against it.
 */
const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
  'content="width=device-width, initial-scale=1"><title>Blank</title><meta name="description" ' +
  'content="A blank page"></head><body><h1>Blank</h1><p>One paragraph and nothing else.</p></body></html>';
const floorServer = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(floorPage);
}).listen(0, '127.0.0.1');
await once(floorServer, 'listening');
const floorAddress = floorServer.address();
if (floorAddress === null || typeof floorAddress === 'string') throw new Error('No floor port');
const pages = [
  { route: floorLabel, url: `http://127.0.0.1:${floorAddress.port}/` },
  ...routes.map((route) => ({ route, url: `${origin}${route}` })),
];

const rows: Row[] = [];
/** Route and form factor pairs Lighthouse could not measure, with its reason. */
const notMeasured: string[] = [];

const chrome = await (async () => {
  return launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--no-first-run',
      '--mute-audio',
    ],
  });
})();

// The user agent reports a reduced version (150.0.0.0); the DevTools endpoint has the full one.
const chromeVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
  .then((response) => response.json() as Promise<{ Browser?: string }>)
  .then((info) => info.Browser?.replace(/^\D+\//, '') ?? 'unknown')
  .catch(() => 'unknown');

try {
  // 3. Lighthouse, route by route.
  for (const { route, url } of pages) {
    for (const formFactor of measured) {
      const measurements: Measurement[] = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stdout.write(`${route} ${formFactor} run ${run}/${runs}… `);
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        // Lighthouse refuses to score a document served with an error status (a 404 page served
        // as 404, as it should be); report that instead of a made-up score.
        if (result.lhr.runtimeError) {
          const { code, message } = result.lhr.runtimeError;
          notMeasured.push(`${route} (${formFactor}): ${code}: ${message}`);
          console.log(code);
          break;
        }
        const measurement = measure(result.lhr);
        measurements.push(measurement);
        console.log(`perf ${measurement.scores.performance}`);
      }
      if (measurements.length === 0) continue;
      const failing = Object.fromEntries(
        categories.map((id) => [
          id,
          [...new Set(measurements.flatMap((m) => m.failing[id]))].sort(),
        ]),
      ) as Record<Category, string[]>;
      rows.push({ route, formFactor, median: medianOf(measurements), failing });
    }
  }
} finally {
  chrome.kill();
  floorServer.close();
}

// 4. JavaScript before and after the first interaction, on a phone's first screen, and how long
// the first press takes to open the menu on a phone-speed CPU.
type InteractionRow = { route: string; before: number; after: number };
const interactionRows: InteractionRow[] = [];
const menuTimings: Array<{ toOpen: number; afterDownload: number }> = [];

/** Pointer down on the hamburger to the scripted menu open, under Chromium's 4× slowdown. */
async function pressToMenuOpen(browser: Browser, url: string) {
  const page = await browser.newPage({ viewport: firstScreen, hasTouch: true });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => {
      const marks = window as unknown as { tapDown?: number; menuOpen?: number };
      addEventListener('pointerdown', () => (marks.tapDown = performance.now()), {
        capture: true,
      });
      new MutationObserver((_, observer) => {
        if (document.querySelector('button[aria-label="Menu"][aria-expanded="true"]')) {
          marks.menuOpen = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.locator('summary[aria-label="Menu"]').tap();
    // Not `open`: that name is taken by window.open.
    await page.waitForFunction(
      () => (window as unknown as { menuOpen?: number }).menuOpen !== undefined,
    );
    return await page.evaluate(() => {
      const { tapDown = 0, menuOpen = 0 } = window as unknown as {
        tapDown?: number;
        menuOpen?: number;
      };
      const downloaded = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_astro\/.*\.js$/.test(entry.name))
        .reduce(
          (latest, entry) => Math.max(latest, (entry as PerformanceResourceTiming).responseEnd),
          0,
        );
      return { toOpen: menuOpen - tapDown, afterDownload: menuOpen - downloaded };
    });
  } finally {
    await page.close();
  }
}

const browser = await launchChromium();
try {
  for (const route of routes) {
    const page = await browser.newPage({ viewport: firstScreen, hasTouch: true });
    const loaded = recordScripts(page);
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await settle(page);
    const before = totalBytes(await loaded());
    // The first interaction: a tap on the menu, which every page has, named in its language.
    const menu = dictionaries[localeOfPath(route)]['nav.menu'];
    await page.locator(`summary[aria-label="${menu}"]`).tap();
    await page.getByRole('button', { name: menu, expanded: true }).waitFor();
    await settle(page);
    interactionRows.push({ route, before, after: totalBytes(await loaded()) });
    await page.close();
  }
  for (let run = 1; run <= runs; run += 1)
    menuTimings.push(await pressToMenuOpen(browser, `${origin}/`));
} finally {
  await browser.close();
  await server.stop();
}
const medianToOpen = median(menuTimings.map((timing) => timing.toOpen));
const medianAfterDownload = median(menuTimings.map((timing) => timing.afterDownload));
const interactionTable = [
  '| Route | JS before interaction (KB) | JS after the first tap (KB) |',
  '| --- | ---: | ---: |',
  ...interactionRows.map((row) => `| ${row.route} | ${kb(row.before)} | ${kb(row.after)} |`),
].join('\n');

// 5. Report.
const table = textTable(rows);
console.log(`\n${table}`);
console.log(`\n${interactionTable}`);
console.log(
  `\nFirst tap on the menu to the scripted menu open (4× CPU slowdown, median of ${runs}): ` +
    `${ms(medianToOpen)}; after the last script arrived: ${ms(medianAfterDownload)}.`,
);
const floorRow = rows.find((row) => row.route === floorLabel && row.formFactor === 'mobile');
const floorLine = floorRow
  ? `The machine's floor, a blank page (one heading, one paragraph, no CSS) measured the same way: mobile TBT ${ms(floorRow.median.metrics.tbt)}, FCP ${s(floorRow.median.metrics.fcp)} (the table's "${floorLabel}" row); read each route's TBT against it.`
  : 'The blank page could not be measured.';
console.log(`\n${floorLine}`);
const misses = targetsNotMet(rows);
console.log(
  misses.length > 0
    ? `\nTargets not met (mobile):\n${misses.map((miss) => `  - ${miss}`).join('\n')}`
    : '\nAll mobile targets met.',
);

if (notMeasured.length > 0) {
  console.log(`\nNot measured:\n${notMeasured.map((line) => `  - ${line}`).join('\n')}`);
}

const cpu = cpus();
const restricted = args.routes ? ` (restricted with \`--routes ${args.routes}\`)` : '';
const desktop = args['mobile-only']
  ? ' (desktop not run: `--mobile-only`)'
  : ' and desktop (its\ndesktop preset)';
const markdown = `# Benchmarks

Lighthouse ${versionOf('lighthouse')} on every built route${restricted}: mobile (Lighthouse's
default: emulated mid-range phone, simulated slow 4G and 4× CPU slowdown)${desktop}. Every value is the median of ${runs} run${runs === 1 ? '' : 's'} per route and
form factor. Transferred KB are what the browser downloaded (the production server compresses
with Brotli), from Lighthouse's resource summary; the HTML includes the inlined CSS.

- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}
- Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GB memory; load average ${loadAtStart.toFixed(1)} when the runs began (on a busy machine main-thread timings, TBT above all, come out higher)
- Versions: Node ${process.version}, Chromium ${chromeVersion}, Lighthouse ${versionOf('lighthouse')}, Astro ${versionOf('astro')}

## Results

${markdownTable(rows)}

Scores are out of 100; FCP first contentful paint, LCP largest contentful paint, TBT total
blocking time, CLS cumulative layout shift, SI speed index.

${floorLine}

## JavaScript before and after the first interaction

Measured in Chromium at 412 × 823 (no scroll): every script response, at its transferred size,
before any input, then after one tap on the menu (scripts/script-loads.ts).

${interactionTable}

The first tap on the menu opens it at once (the menu is a native disclosure until the script
runs). With a 4× CPU slowdown, from that tap to the scripted menu taking over, open: median
${ms(medianToOpen)}; from the last script's arrival: ${ms(medianAfterDownload)} (median of ${runs}).

## Targets not met

Targets (DESIGN.md, mobile): 100 in Performance, Accessibility, Best practices and SEO; LCP ≤ 1.2 s;
TBT ≤ 10 ms; CLS 0.

${misses.length > 0 ? misses.map((miss) => `- ${miss}`).join('\n') : 'None: every route meets every target.'}

${notMeasured.length > 0 ? `## Not measured\n\n${notMeasured.map((line) => `- ${line}`).join('\n')}\n\n` : ''}## Reproduce

\`\`\`sh
npm run bench                          # build, serve, every route, 3 runs each
npm run bench -- --routes /,/about     # only some routes
npm run bench -- --runs 5 --no-build   # reuse dist/, more runs
npm run bench -- --mobile-only         # phone only, half the time
\`\`\`

It needs a Chromium (\`CHROME_PATH\`, default \`/usr/bin/chromium\`). Run it on an idle machine
for comparable numbers; the byte budgets (\`npm run test:budgets\`) are the deterministic check.
`;
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(reportFile, markdown);
console.log(`\nWrote ${reportFile}`);
