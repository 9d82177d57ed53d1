import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { builtRoutes } from '../scripts/routes.ts';
import { renderWholePage } from '../scripts/script-loads.ts';

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

export { expect, renderWholePage };

/**
 * axe violations (WCAG 2.2 AA, best practice, target-size and the experimental
 * label-content-name-mismatch, WCAG 2.5.3) on the page as it is now, as readable lines. The
 * tags and the extra rules go in one `runOnly` option: AxeBuilder's withTags() and withRules()
 * each replace it, so chaining them ran target-size alone.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await renderWholePage(page);
  // A section fading in (src/inline-scripts/reveal.ts) is judged once it has arrived: half-faded
  // text is not what a reader is left with, and would fail color-contrast by chance.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  return axe(page);
}

/**
 * The same axe scan on the page as it has loaded: nothing scrolled, no section laid out by hand
 * and no fade waited for. An auditor's tool (axe in a browser extension, Lighthouse) sees the
 * page like this, sections still waiting to be laid out (`content-visibility: auto`) included,
 * so what it would report must be clean too.
 */
export async function axeViolationsAsLoaded(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return axe(page);
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      rules: {
        'target-size': { enabled: true },
        'label-content-name-mismatch': { enabled: true },
      },
    })
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

/**
 * Links and buttons whose accessible name does not contain their visible words as whole words
 * (WCAG 2.5.3 Label in Name): a voice-control user says what they see. axe's
 * label-content-name-mismatch lets "Facebookలో Example Fuels" pass for a link showing "Facebook",
 * because it does not see Telugu letters as part of a word; here a word ends only where no
 * letter, mark or digit of any script follows. Elements named by their own content pass by
 * definition, so only aria-label and aria-labelledby are compared.
 */
export async function nameMismatches(page: Page): Promise<string[]> {
  await renderWholePage(page);
  return page.evaluate(() => {
    const squash = (text: string) => text.replace(/\s+/gu, ' ').trim().toLocaleLowerCase();
    const wordChar = /[\p{L}\p{M}\p{N}]/u;
    const containsWords = (name: string, words: string) => {
      for (let at = name.indexOf(words); at !== -1; at = name.indexOf(words, at + 1)) {
        const before = name.charAt(at - 1);
        const after = name.charAt(at + words.length);
        if (!wordChar.test(before) && !wordChar.test(after)) return true;
      }
      return false;
    };
    const problems: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, summary, [role="button"], [role="link"], [role="tab"]',
    );
    for (const control of controls) {
      const labelledBy = control.getAttribute('aria-labelledby');
      const label = labelledBy
        ? labelledBy
            .split(/\s+/u)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : control.getAttribute('aria-label');
      if (label === null || control.checkVisibility() === false) continue;
      const visible = squash(control.innerText);
      if (visible === '' || containsWords(squash(label), visible)) continue;
      problems.push(`"${visible}" is named "${squash(label)}"`);
    }
    return problems;
  });
}
