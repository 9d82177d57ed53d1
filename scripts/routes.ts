/**
 * The pages a build holds, read from its files: the byte budgets, the bench, the rendered-words
 * check and the e2e fixtures all walk the same list, so a new page is checked everywhere without
 * anyone editing a list.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The path of every page in the build, sorted; the bench and the e2e fixtures agree on it. */
export function builtRoutes(distDir: string): string[] {
  return htmlFiles(distDir).map(routeOf).sort();
}

/** The URL path a built .html file is served at: `index.html` → `/`, `a/b.html` → `/a/b`. */
export function routeOf(htmlFile: string): string {
  const path = `/${htmlFile.split(sep).join('/')}`.replace(/\.html$/, '');
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

/** Every .html file under `distDir`, dist-relative, skipping Astro's asset folder. */
export function htmlFiles(distDir: string): string[] {
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
