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
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { unlocalizedPath } from '../src/i18n/locales.ts';

export interface Budgets {
  /** Bytes (Brotli) of HTML plus render-blocking CSS. */
  htmlCss: number;
  /** Bytes (Brotli) of JavaScript loaded before interaction. */
  js: number;
  /** Bytes (Brotli) of web fonts. */
  fonts: number;
}

export type BudgetKind = keyof Budgets;

export const defaultBudgets: Budgets = { htmlCss: 14 * 1024, js: 80 * 1024, fonts: 40 * 1024 };

/**
 * A page template and its budgets. A page's size follows its template (what sections and islands
 * it holds), not its wording, so every language of a template has one budget: the largest
 * language measured plus room for a longer sentence. `pattern` is the route without its language
 * prefix (`*` stands for one path segment, a final `**` for any rest); the first template whose
 * pattern names a route is its template. A budget above the default is a cost a visitor pays
 * (here: a second round trip on a cold connection), so its reason is printed with the table.
 */
export interface Template {
  name: string;
  pattern: string;
  budgets: Partial<Budgets>;
  reason?: string;
}

export const templates: readonly Template[] = [
  {
    name: 'home',
    pattern: '/',
    budgets: { htmlCss: 17 * 1024, js: 81.5 * 1024 },
    reason:
      'the spec’s seven sections, the dealership guides that lead applicants on and the quote ' +
      'link of the chosen fuel card, and the inline directive that keeps a press made while an ' +
      'island wakes; woken, the count-up formats its figures in the reader’s ' +
      'grouping with the one formatter (80.4 KB of script measured)',
  },
  {
    name: 'hub',
    pattern: '/services',
    budgets: { htmlCss: 18.5 * 1024 },
    reason:
      'the five-brand comparison, its range bars, the phone cards’ CSS, the note naming every ' +
      'brand whose figures are over a year old, with its portal, and the list explaining the ' +
      'brands’ terms (ROI, SC/ST, OBC, EV)',
  },
  {
    name: 'self-check',
    pattern: '/services/eligibility',
    budgets: { htmlCss: 19 * 1024, js: 84 * 1024 },
    reason:
      'the verdicts are built in the browser, so their sentences (whole sentences per case: a ' +
      'next step when no brand fits, a brand’s figures that disagree) travel with the page as ' +
      'island props, and the list explaining SC/ST, OBC and CA, CS, ICWA follows; woken, it ' +
      'adds the translator and the figure words of the five languages',
  },
  {
    name: 'brand page',
    pattern: '/services/*',
    budgets: { htmlCss: 18 * 1024 },
    reason:
      'a guide’s figures, steps and portals, the language switcher, the hreflang links, the ' +
      'stale-figures note with its portal link and the list explaining the terms the guide uses ' +
      '(NOC, net worth, ROI…)',
  },
  {
    name: 'contact',
    pattern: '/contact',
    budgets: { htmlCss: 17 * 1024, js: 81.5 * 1024 },
    reason:
      'the form’s labels and its messages in the page’s language travel as island props, with ' +
      'the inline directive that keeps what is typed and pressed while the form wakes; woken, ' +
      'the form’s state lives in useContactForm and its values can be rendered on the server ' +
      '(80.4 KB of script measured)',
  },
  { name: 'info page', pattern: '/**', budgets: {} },
];

/**
 * Bytes under a budget where a route is reported as near it: a warning to act on (trim the
 * template or raise its budget with a reason) before a longer sentence fails the build.
 */
export const WARNING_BAND = 512;

/**
 * Whether `route` is one `pattern` names: `*` is one path segment; a final `/**` is the route
 * before it and everything under it ('/te/**' names '/te' and '/te/services/jio').
 */
export function routeMatches(pattern: string, route: string): boolean {
  const rest = pattern.endsWith('/**');
  const source = (rest ? pattern.slice(0, -3) : pattern)
    .split('/')
    .map((part) => (part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/gu, '\\$&')))
    .join('/');
  return new RegExp(`^${source}${rest ? '(?:/.*)?' : ''}$`, 'u').test(route);
}

/** The template of a route in any language (the language prefix, from locales.ts, set aside). */
export function templateOf(route: string): Template {
  const path = unlocalizedPath(route);
  const template = templates.find((item) => routeMatches(item.pattern, path));
  if (!template) throw new Error(`${route}: no template names it`);
  return template;
}

/** The budget of `kind` for `route`: its template's, else the default. */
export function budgetFor(budgets: Budgets, kind: BudgetKind, route: string): number {
  return templateOf(route).budgets[kind] ?? budgets[kind];
}

export interface RouteSizes {
  route: string;
  /** The dist-relative files counted under each budget. */
  files: Record<BudgetKind, string[]>;
  bytes: Budgets;
}

/** The JavaScript a page may download before any interaction, measured in a browser. */
export const JS_BEFORE_INTERACTION_BUDGET = 4 * 1024;

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

/** Brotli size at quality 11, the most a server would spend on a static file. */
export function brotliSize(content: Uint8Array): number {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
    },
  }).byteLength;
}

/** The URL path a built .html file is served at: `index.html` → `/`, `a/b.html` → `/a/b`. */
export function routeOf(htmlFile: string): string {
  const path = `/${htmlFile.split(sep).join('/')}`.replace(/\.html$/, '');
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

type Attributes = Record<string, string>;

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
function inlineStyles(html: string): string[] {
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
function cssFontUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi)]
    .map(([, , url = '']) => url)
    .filter((url) => fontExtension.test(url.replace(/[?#].*$/, '')));
}

/** `@import` targets in CSS. */
function cssImports(css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\(\s*)?(["']?)([^"')\s;]+)\1/gi)].map(
    ([, , url = '']) => url,
  );
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

/** The path of every page in the build, sorted; the bench and the e2e fixtures agree on it. */
export function builtRoutes(distDir: string): string[] {
  return htmlFiles(distDir).map(routeOf).sort();
}

/** Every .html file under `distDir`, dist-relative, skipping Astro's asset folder. */
function htmlFiles(distDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== join(distDir, '_astro')) walk(full);
      } else if (entry.name.endsWith('.html')) {
        found.push(relative(distDir, full));
      }
    }
  };
  walk(distDir);
  return found.sort();
}

/** Bytes as KB with one decimal, the unit the budgets are stated in. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

const labels: Record<OverageKind, string> = {
  htmlCss: 'HTML+CSS',
  js: 'JS with every island woken',
  fonts: 'fonts',
  jsBeforeInteraction: 'JS before interaction',
};

/** The per-route table and, if any, the list of routes over budget, as printable lines. */
export function formatReport(report: BudgetReport, budgets: Budgets = defaultBudgets): string[] {
  const measured = report.jsBeforeInteraction;
  const header = [
    'route',
    `HTML+CSS KB (≤ ${kb(budgets.htmlCss)})`,
    ...(measured ? [`JS before interaction KB (≤ ${kb(JS_BEFORE_INTERACTION_BUDGET)})`] : []),
    `JS, all islands woken KB (≤ ${kb(budgets.js)})`,
    `fonts KB (≤ ${kb(budgets.fonts)})`,
  ];
  const rows = report.routes.map((r) => [
    r.route,
    kb(r.bytes.htmlCss),
    ...(measured ? [kb(measured.get(r.route) ?? 0)] : []),
    kb(r.bytes.js),
    kb(r.bytes.fonts),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const lines = [line(header), ...rows.map(line)];
  const raised = templates.filter(
    (template) =>
      Object.keys(template.budgets).length > 0 &&
      report.routes.some((r) => templateOf(r.route) === template),
  );
  if (raised.length > 0) {
    lines.push('', 'Templates allowed more than the default, in every language:');
    for (const template of raised) {
      const limits = (Object.entries(template.budgets) as Array<[BudgetKind, number]>)
        .map(([kind, bytes]) => `${labels[kind]} ≤ ${kb(bytes)} KB`)
        .join(', ');
      lines.push(`  ${template.name} (${template.pattern}): ${limits}, for ${template.reason}`);
    }
  }
  if (report.warnings.length > 0) {
    lines.push(
      '',
      `Near budget, within ${kb(WARNING_BAND)} KB (${report.warnings.length}): trim the template or raise its budget with a reason`,
    );
    for (const w of report.warnings) {
      lines.push(
        `  warning ${w.route} (${templateOf(w.route).name}): ${labels[w.kind]} ${kb(w.bytes)} KB, ${w.under} bytes under the ${kb(w.budget)} KB budget`,
      );
    }
  }
  if (report.overages.length > 0) {
    lines.push('', `Over budget (${report.overages.length}):`);
    for (const o of report.overages) {
      lines.push(
        `  ${o.route}: ${labels[o.kind]} ${kb(o.bytes)} KB > ${kb(o.budget)} KB budget, over by ${kb(o.over)} KB (${o.over} bytes)`,
      );
    }
  } else {
    lines.push('', `All ${report.routes.length} routes within budget (Brotli q11 sizes).`);
  }
  return lines;
}
