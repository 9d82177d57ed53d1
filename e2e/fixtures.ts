import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { builtRoutes } from '../scripts/budgets-lib.ts';

/**
 * Every page the build produced, as a URL path (the same list the byte budgets check). It comes
 * from the build itself, so a new page is scanned by axe and checked without JavaScript without
 * anyone editing a list.
 */
export const routes: string[] = builtRoutes(join(import.meta.dirname, '..', 'dist', 'client'));

type Fixtures = {
  /** Console errors a test expects; anything else logged as an error fails the test. */
  expectConsoleError: (pattern: RegExp) => void;
};

/**
 * The project's `test`: it fails when a page asks another origin for anything (the site must
 * never leak a visitor to a third party) or logs an error nobody expected.
 */
export const test = base.extend<Fixtures>({
  expectConsoleError: [
    async ({ page, baseURL }, use) => {
      const expected: RegExp[] = [];
      const errors: string[] = [];
      const offsite: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The not-found page answers 404 even when asked for by name, by design; Chromium logs
        // that status for the page itself.
        const notFoundPage = /\/404$/.test(message.location().url);
        if (notFoundPage && /status of 404/.test(message.text())) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin) offsite.push(request.url());
      });
      await use((pattern) => expected.push(pattern));
      expect(offsite, 'requests to another origin').toEqual([]);
      const unexpected = errors.filter((text) => !expected.some((pattern) => pattern.test(text)));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe violations (WCAG 2.2 AA and target-size) on the page as it is now, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .withRules(['target-size'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Horizontal overflow of the page in px; anything above 0 means the page scrolls sideways. */
export function horizontalGap(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
