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
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type InteractionRow,
  pressToMenuOpen,
  scriptsAroundFirstTap,
} from './bench-interaction.ts';
import {
  chromeVersionOf,
  type FormFactor,
  formFactors,
  launchChrome,
  median,
  runLighthouse,
} from './bench-lighthouse.ts';
import {
  benchmarksMarkdown,
  floorLabel,
  kb,
  ms,
  s,
  targetsNotMet,
  textTable,
} from './bench-report.ts';
import { startProductionServer } from './production-server.ts';
import { builtRoutes } from './routes.ts';
import { launchChromium } from './script-loads.ts';

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

/** `--mobile-only` halves a run over every route: the targets are the phone's (DESIGN.md). */
const measured: readonly FormFactor[] = args['mobile-only'] ? ['mobile'] : formFactors;

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

const chrome = await launchChrome();
const chromeVersion = await chromeVersionOf(chrome);

// 3. Lighthouse, route by route.
const { rows, notMeasured } = await runLighthouse(chrome, pages, measured, runs).finally(() => {
  chrome.kill();
  floorServer.close();
});

// 4. JavaScript before and after the first interaction, on a phone's first screen, and how long
// the first press takes to open the menu on a phone-speed CPU.
const interactionRows: InteractionRow[] = [];
const menuTimings: Array<{ toOpen: number; afterDownload: number }> = [];

const browser = await launchChromium();
try {
  interactionRows.push(...(await scriptsAroundFirstTap(browser, origin, routes)));
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

const markdown = benchmarksMarkdown({
  rows,
  runs,
  routesArg: args.routes,
  mobileOnly: args['mobile-only'],
  loadAtStart,
  versions: {
    lighthouse: versionOf('lighthouse'),
    astro: versionOf('astro'),
    chromium: chromeVersion,
  },
  floorLine,
  interactionTable,
  medianToOpen,
  medianAfterDownload,
  misses,
  notMeasured,
});
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(reportFile, markdown);
console.log(`\nWrote ${reportFile}`);
