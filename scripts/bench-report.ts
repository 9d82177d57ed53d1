/** The bench's report (scripts/bench.ts): the tables, the targets not met, docs/benchmarks.md. */
import { cpus, totalmem } from 'node:os';
import { isUnindexed } from '../src/lib/seo.ts';
import {
  categories,
  type Category,
  type Resource,
  type Row,
  resourceTypes,
} from './bench-lighthouse.ts';

/** The targets from DESIGN.md, checked on the mobile rows. */
export const targets = { score: 100, lcpMs: 1200, tbtMs: 10, cls: 0 };
/** The row of the machine's floor, a blank page measured the same way (step 3). */
export const floorLabel = '(blank page)';

export const ms = (value: number) => `${Math.round(value)} ms`;
export const s = (value: number) => `${(value / 1000).toFixed(2)} s`;
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

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

export function textTable(rows: Row[]): string {
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

export function markdownTable(rows: Row[]): string {
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
export function targetsNotMet(rows: Row[]): string[] {
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

export interface BenchmarksInput {
  rows: Row[];
  runs: number;
  /** `--routes` as given, when the run was restricted to some routes. */
  routesArg: string | undefined;
  mobileOnly: boolean;
  /** The 1-minute load average as the runs began. */
  loadAtStart: number;
  versions: { lighthouse: string; astro: string; chromium: string };
  floorLine: string;
  interactionTable: string;
  medianToOpen: number;
  medianAfterDownload: number;
  misses: string[];
  notMeasured: string[];
}

/** The text of docs/benchmarks.md. */
export function benchmarksMarkdown({
  rows,
  runs,
  routesArg,
  mobileOnly,
  loadAtStart,
  versions,
  floorLine,
  interactionTable,
  medianToOpen,
  medianAfterDownload,
  misses,
  notMeasured,
}: BenchmarksInput): string {
  const cpu = cpus();
  const restricted = routesArg ? ` (restricted with \`--routes ${routesArg}\`)` : '';
  const desktop = mobileOnly
    ? ' (desktop not run: `--mobile-only`)'
    : ' and desktop (its\ndesktop preset)';
  return `# Benchmarks

Lighthouse ${versions.lighthouse} on every built route${restricted}: mobile (Lighthouse's
default: emulated mid-range phone, simulated slow 4G and 4× CPU slowdown)${desktop}. Every value is the median of ${runs} run${runs === 1 ? '' : 's'} per route and
form factor. Transferred KB are what the browser downloaded (the production server compresses
with Brotli), from Lighthouse's resource summary; the HTML includes the inlined CSS.

- Date: ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}
- Machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 1024 ** 3).toFixed(1)} GB memory; load average ${loadAtStart.toFixed(1)} when the runs began (on a busy machine main-thread timings, TBT above all, come out higher)
- Versions: Node ${process.version}, Chromium ${versions.chromium}, Lighthouse ${versions.lighthouse}, Astro ${versions.astro}

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
}
