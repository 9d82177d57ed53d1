/**
 * What the first interaction costs, for `npm run bench` (scripts/bench.ts): the JavaScript a phone
 * downloads before and after the first tap, and how long that tap takes to open the menu.
 */
import type { Browser } from '@playwright/test';
import { localeOfPath } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { firstScreen, recordScripts, settle, totalBytes } from './script-loads.ts';

export type InteractionRow = { route: string; before: number; after: number };

/** Per route, on a phone's first screen: script bytes before any input, then after one tap on the menu. */
export async function scriptsAroundFirstTap(
  browser: Browser,
  origin: string,
  routes: readonly string[],
): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = [];
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
    rows.push({ route, before, after: totalBytes(await loaded()) });
    await page.close();
  }
  return rows;
}

/** Pointer down on the hamburger to the scripted menu open, under Chromium's 4× slowdown. */
export async function pressToMenuOpen(browser: Browser, url: string) {
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
