import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOnlySettings, settings } from './settings.ts';

/*
 * Every environment variable the code reads must be declared in server/settings.ts (so it is
 * validated, has a default and appears in the docs table) or be listed here with the reason it
 * is not a setting of the site.
 */

const projectRoot = join(import.meta.dirname, '..');

/** Variables read that are not settings of the site or its server, and why. */
const notSettings: Record<string, string> = {
  E2E_PORT: 'the port of the Playwright test server (tests only)',
  CI: "Playwright's stricter mode on a CI machine (tests only)",
  PATH: 'passed on to the processes tests and benchmarks start',
  CHROME_PATH: 'the Chromium the icon, Lighthouse and script-load tools drive (developer tools)',
  BENCH_DURATION_S: 'how long each load test of `npm run bench:server` runs (benchmark only)',
  SITE: "Astro's `site` (astro.config, set from SITE_URL), which a browser island reads for it",
  SITE_FACTS: 'the test build with stand-in facts (`npm run build:facts`), never deployed',
  CMS_ENGLISH_FILES:
    'the English files the admin build lists for the editor (src/admin/vite.config.ts), computed',
};

/** Upper-case names read from an environment: `process.env['X']`, `env.X`, `import.meta.env.X`, `const { X } = process.env`. */
function environmentReads(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/\benv\s*(?:\?\.)?\[\s*(['"`])([A-Z][A-Z0-9_]*)\1\s*\]/g)) {
    names.add(match[2]!);
  }
  for (const match of source.matchAll(/\benv\s*\??\.\s*([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1]!);
  for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*(?:process\.|import\.meta\.)?env\b/g)) {
    for (const part of match[1]!.split(',')) {
      const name = /^\s*([A-Z][A-Z0-9_]*)\b/.exec(part)?.[1];
      if (name) names.add(name);
    }
  }
  return [...names];
}

const SKIP = new Set(['node_modules', 'dist', '.astro', 'test-results', 'playwright-report']);
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs|astro)$/.test(entry.name) ? [path] : [];
  });
}

describe('environment reads', () => {
  it('finds a read in each form the code uses', () => {
    const stray = [
      "process.env['ONE']",
      'process.env["TWO"]',
      'globalThis.process?.env[`THREE`]',
      'env.FOUR',
      'import.meta.env.FIVE',
      'const { SIX, seven, EIGHT: eight } = process.env',
      "process.env['lower_case']",
    ].join(';\n');
    expect(environmentReads(stray)).toEqual([
      'ONE',
      'TWO',
      'THREE',
      'FOUR',
      'FIVE',
      'SIX',
      'EIGHT',
    ]);
  });

  const declared = new Set([
    ...Object.values(settings).flatMap((setting) =>
      'formerly' in setting && setting.formerly ? [setting.env, setting.formerly] : [setting.env],
    ),
    ...buildOnlySettings.map((setting) => setting.env),
  ]);
  const files = [
    ...['server', 'scripts', 'src', 'e2e'].flatMap((dir) => sourceFiles(join(projectRoot, dir))),
    ...readdirSync(projectRoot)
      .filter((name) => /\.(ts|js|mjs)$/.test(name))
      .map((name) => join(projectRoot, name)),
  ].filter((file) => file !== import.meta.filename);
  /** Each read as `file: NAME`. */
  const reads = files.flatMap((file) =>
    environmentReads(readFileSync(file, 'utf8')).map((name) => ({
      name,
      where: `${relative(projectRoot, file)}: ${name}`,
    })),
  );

  it('reads no variable that server/settings.ts does not declare', () => {
    // The scan sees the settings the server and the build are known to read.
    expect(reads.map((read) => read.where)).toEqual(
      expect.arrayContaining([
        'src/config/site.ts: SITE_URL',
        'src/config/retention.ts: LEADS_RETENTION_DAYS',
        'src/lib/contact/submit.ts: PUBLIC_CONTACT_ENDPOINT',
      ]),
    );
    const undeclared = reads
      .filter(({ name }) => !declared.has(name) && !(name in notSettings))
      .map((read) => read.where);
    expect(
      undeclared,
      'declare these in server/settings.ts (or, if they are not settings, say why in notSettings)',
    ).toEqual([]);
  });

  it('lists nothing as "not a setting" that is declared or no longer read', () => {
    // A stale entry would let a real setting of that name slip through undeclared later.
    for (const name of Object.keys(notSettings)) {
      expect(declared.has(name), name).toBe(false);
      expect(
        reads.some((read) => read.name === name),
        name,
      ).toBe(true);
    }
  });
});
