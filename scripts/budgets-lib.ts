/**
 * Byte budgets per route, computed from the build (dist/client) alone, so the numbers are the
 * same on every machine and every run.
 *
 * Every size is the file's Brotli size at quality 11 (what a visitor downloads from a server
 * that compresses, and a fair stand-in for one that pre-compresses). Per route (every .html):
 *
 * - htmlCss: the HTML plus its render-blocking CSS, i.e. every `<link rel="stylesheet">` that is
 *   not `media="print"` (the print-then-swap trick loads CSS without blocking) and the CSS those
 *   `@import`. With `inlineStylesheets: 'always'` the CSS sits in the HTML, so this is mostly the
 *   HTML itself. Budget: 14 KB, what fits in the first TCP round trip (initial congestion window).
 * - js: every script the page can load once every island on it has woken: every external
 *   `<script src>`, every `<link rel="modulepreload">`, and every island's `component-url`,
 *   `renderer-url` and `before-hydration-url`, whatever its `client:*` directive, plus
 *   everything those files import statically, followed recursively. Dynamic `import()` is not
 *   followed: it loads on demand. Inline scripts are already part of the HTML. Each file counts
 *   once per route. This is the ceiling a visitor who touches everything pays.
 * - jsBeforeInteraction: what the page really downloads before anyone touches it, measured in
 *   Chromium (scripts/script-loads.ts) and added with `withJsBeforeInteraction`. Budget: 4 KB.
 * - fonts: every woff2/woff/ttf/otf the route's CSS (inline `<style>` and blocking stylesheets)
 *   references with `url(...)`, plus `<link rel="preload" as="font">`. The site uses a system
 *   font stack, so today this is 0.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import {
  type Attributes,
  brotliSize,
  cssFontUrls,
  cssImports,
  inlineStyles,
  staticImports,
  tagsNamed,
} from './build-files.ts';
import {
  type BudgetKind,
  type Budgets,
  budgetFor,
  defaultBudgets,
  JS_BEFORE_INTERACTION_BUDGET,
  WARNING_BAND,
} from './budget-templates.ts';
import { htmlFiles, routeOf } from './routes.ts';

export interface RouteSizes {
  route: string;
  /** The dist-relative files counted under each budget. */
  files: Record<BudgetKind, string[]>;
  bytes: Budgets;
}

export type OverageKind = BudgetKind | 'jsBeforeInteraction';

export interface Overage {
  route: string;
  kind: OverageKind;
  bytes: number;
  budget: number;
  over: number;
}

/** A route within WARNING_BAND bytes of a budget it still meets. */
export interface Warning {
  route: string;
  kind: OverageKind;
  bytes: number;
  budget: number;
  /** Bytes left under the budget. */
  under: number;
}

export interface BudgetReport {
  routes: RouteSizes[];
  overages: Overage[];
  warnings: Warning[];
  /** Measured bytes of JavaScript before interaction per route, when they were measured. */
  jsBeforeInteraction?: ReadonlyMap<string, number>;
}

/** The report with each route's measured JavaScript before interaction held to its budget. */
export function withJsBeforeInteraction(
  report: BudgetReport,
  measured: ReadonlyMap<string, number>,
  budget = JS_BEFORE_INTERACTION_BUDGET,
): BudgetReport {
  const overages = [...report.overages];
  const warnings = [...report.warnings];
  for (const { route } of report.routes) {
    const bytes = measured.get(route);
    if (bytes === undefined)
      throw new Error(`${route}: JavaScript before interaction not measured`);
    judge(route, 'jsBeforeInteraction', bytes, budget, overages, warnings);
  }
  overages.sort(byRouteAndKind);
  warnings.sort(byRouteAndKind);
  return { ...report, overages, warnings, jsBeforeInteraction: measured };
}

const byRouteAndKind = (a: { route: string; kind: string }, b: { route: string; kind: string }) =>
  a.route.localeCompare(b.route) || a.kind.localeCompare(b.kind);

/** Adds `bytes` of `route` to the overages when over `budget`, to the warnings when near it. */
function judge(
  route: string,
  kind: OverageKind,
  bytes: number,
  budget: number,
  overages: Overage[],
  warnings: Warning[],
): void {
  if (bytes > budget) overages.push({ route, kind, bytes, budget, over: bytes - budget });
  else if (bytes > budget - WARNING_BAND)
    warnings.push({ route, kind, bytes, budget, under: budget - bytes });
}

/**
 * Checks every route in `distDir` (the client build) against `budgets` and lists each route's
 * sizes and every budget a route exceeds. Throws if a page references a file that is not in the
 * build, because a budget computed without it would be a lie.
 */
export function checkBudgets(distDir: string, budgets: Budgets = defaultBudgets): BudgetReport {
  const sizeCache = new Map<string, number>();
  const textCache = new Map<string, string>();
  const sizeOf = (file: string) => {
    let size = sizeCache.get(file);
    if (size === undefined) {
      size = brotliSize(readFileSync(join(distDir, file)));
      sizeCache.set(file, size);
    }
    return size;
  };
  const textOf = (file: string) => {
    let text = textCache.get(file);
    if (text === undefined) {
      text = readFileSync(join(distDir, file), 'utf8');
      textCache.set(file, text);
    }
    return text;
  };

  /**
   * The dist-relative file a reference points at, or undefined for another origin or a data
   * URL (neither is a byte of ours; other origins are forbidden by the e2e tests anyway).
   */
  const resolve = (reference: string, fromFile: string): string | undefined => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/\/)/i.test(reference)) return undefined;
    const path = reference.replace(/[?#].*$/, '');
    const resolved = path.startsWith('/')
      ? posix.normalize(path).slice(1)
      : posix.join(posix.dirname(fromFile.split(sep).join('/')), path);
    if (resolved.startsWith('..'))
      throw new Error(`${fromFile} points outside the build: ${reference}`);
    const exists = (() => {
      try {
        return statSync(join(distDir, resolved)).isFile();
      } catch {
        return false;
      }
    })();
    if (!exists) throw new Error(`${fromFile} references ${reference}, which is not in the build`);
    return resolved;
  };

  const routes: RouteSizes[] = [];
  const overages: Overage[] = [];
  const warnings: Warning[] = [];

  for (const page of htmlFiles(distDir)) {
    const html = textOf(page);
    const links = tagsNamed(html, 'link');
    const relOf = (link: Attributes) => (link['rel'] ?? '').toLowerCase().split(/\s+/);

    const stylesheets = new Set<string>();
    const cssTexts: Array<{ css: string; from: string }> = inlineStyles(html).map((css) => ({
      css,
      from: page,
    }));
    const addStylesheet = (file: string) => {
      if (stylesheets.has(file)) return;
      stylesheets.add(file);
      const css = textOf(file);
      cssTexts.push({ css, from: file });
      for (const imported of cssImports(css)) {
        const target = resolve(imported, file);
        if (target) addStylesheet(target);
      }
    };
    for (const link of links) {
      const blocking =
        relOf(link).includes('stylesheet') &&
        (link['media'] ?? 'all').toLowerCase() !== 'print' &&
        !('disabled' in link);
      const target = blocking && link['href'] ? resolve(link['href'], page) : undefined;
      if (target) addStylesheet(target);
    }
    for (const { css, from } of [...cssTexts]) {
      for (const imported of cssImports(css)) {
        const target = resolve(imported, from);
        if (target) addStylesheet(target);
      }
    }

    const fonts = new Set<string>();
    for (const { css, from } of cssTexts) {
      for (const url of cssFontUrls(css)) {
        const target = resolve(url, from);
        if (target) fonts.add(target);
      }
    }
    for (const link of links) {
      if (relOf(link).includes('preload') && link['as'] === 'font' && link['href']) {
        const target = resolve(link['href'], page);
        if (target) fonts.add(target);
      }
    }

    const scripts = new Set<string>();
    const addScript = (file: string) => {
      if (scripts.has(file)) return;
      scripts.add(file);
      for (const specifier of staticImports(textOf(file))) {
        const target = resolve(specifier, file);
        if (target) addScript(target);
      }
    };
    const entries = [
      ...tagsNamed(html, 'script').map((script) => script['src']),
      ...links.filter((link) => relOf(link).includes('modulepreload')).map((link) => link['href']),
      ...tagsNamed(html, 'astro-island').flatMap((island) => [
        island['component-url'],
        island['renderer-url'],
        island['before-hydration-url'],
      ]),
    ];
    for (const entry of entries) {
      const target = entry ? resolve(entry, page) : undefined;
      if (target) addScript(target);
    }

    const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + sizeOf(f), 0);
    const sizes: RouteSizes = {
      route: routeOf(page),
      files: {
        htmlCss: [page, ...stylesheets],
        js: [...scripts].sort(),
        fonts: [...fonts].sort(),
      },
      bytes: {
        htmlCss: sizeOf(page) + sum(stylesheets),
        js: sum(scripts),
        fonts: sum(fonts),
      },
    };
    routes.push(sizes);
    for (const kind of Object.keys(budgets) as BudgetKind[]) {
      judge(
        sizes.route,
        kind,
        sizes.bytes[kind],
        budgetFor(budgets, kind, sizes.route),
        overages,
        warnings,
      );
    }
  }

  routes.sort((a, b) => a.route.localeCompare(b.route));
  overages.sort(byRouteAndKind);
  warnings.sort(byRouteAndKind);
  return { routes, overages, warnings };
}
