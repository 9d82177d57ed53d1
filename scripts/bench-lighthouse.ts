/**
 * Lighthouse for `npm run bench` (scripts/bench.ts): the local Chromium it drives, the runs per
 * page and form factor, and the median of what they measured.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];
export const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof metrics;
export const resourceTypes = {
  html: 'document',
  css: 'stylesheet',
  js: 'script',
  fonts: 'font',
  images: 'image',
} as const;
export type Resource = keyof typeof resourceTypes;
export const formFactors = ['mobile', 'desktop'] as const;
export type FormFactor = (typeof formFactors)[number];

export interface Measurement {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Transferred bytes per resource type. */
  bytes: Record<Resource, number>;
  /** Audits that did not pass, per category, to say why a score is below 100. */
  failing: Record<Category, string[]>;
}

export interface Row {
  route: string;
  formFactor: FormFactor;
  median: Omit<Measurement, 'failing'>;
  failing: Record<Category, string[]>;
}

export function median(values: number[]): number {
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

/** The local Chromium (CHROME_PATH, else /usr/bin/chromium), headless, for Lighthouse to drive. */
export function launchChrome(): Promise<LaunchedChrome> {
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
}

/** The full Chromium version: the user agent reports a reduced one (150.0.0.0). */
export async function chromeVersionOf(chrome: LaunchedChrome): Promise<string> {
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    const info = (await response.json()) as { Browser?: string };
    return info.Browser?.replace(/^\D+\//, '') ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Lighthouse on each page in each form factor, `runs` times: one row per pair with the medians,
 * and the pairs Lighthouse could not measure, with its reason.
 */
export async function runLighthouse(
  chrome: LaunchedChrome,
  pages: ReadonlyArray<{ route: string; url: string }>,
  measured: readonly FormFactor[],
  runs: number,
): Promise<{ rows: Row[]; notMeasured: string[] }> {
  const rows: Row[] = [];
  /** Route and form factor pairs Lighthouse could not measure, with its reason. */
  const notMeasured: string[] = [];
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
  return { rows, notMeasured };
}
