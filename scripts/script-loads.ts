import { existsSync } from 'node:fs';
import { type Browser, type Page, chromium } from '@playwright/test';

/*
 * What JavaScript a page downloads before anyone touches it, counted the way the browser fetches
 * it: a real Chromium loads the page at a phone's first screen, without scrolling or any input,
 * and every script response is summed at its transferred (compressed) size. The byte budgets
 * (`npm run test:budgets`) and the bench (`npm run bench`) both count with this.
 */

/** A common Android phone's screen (Lighthouse's mobile viewport). */
export const firstScreen = { width: 412, height: 823 } as const;

export function launchChromium(): Promise<Browser> {
  const debianChromium = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
  return chromium.launch({
    ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export type ScriptLoad = { url: string; bytes: number };

/** Starts recording the scripts `page` fetches; call the result to read what arrived so far. */
export function recordScripts(page: Page): () => Promise<ScriptLoad[]> {
  const pending: Array<Promise<ScriptLoad>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then(
        (sizes) => ({ url: request.url(), bytes: sizes.responseBodySize }),
        // The page may close before the size is read; the script still arrived.
        () => ({ url: request.url(), bytes: 0 }),
      ),
    );
  });
  return () => Promise.all(pending);
}

/** Waits until the page has fetched all it is going to without more input. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Two frames, so observers that load islands as they come into view have fired.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForLoadState('networkidle');
}

export const totalBytes = (loads: readonly ScriptLoad[]) =>
  loads.reduce((sum, load) => sum + load.bytes, 0);

/** The scripts `url` downloads on the first screen before any interaction. */
export async function scriptsBeforeInteraction(
  browser: Browser,
  url: string,
): Promise<ScriptLoad[]> {
  const page = await browser.newPage({ viewport: firstScreen });
  try {
    const loaded = recordScripts(page);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    return loaded();
  } finally {
    await page.close();
  }
}

/**
 * Renders the sections a page lays out only as they come near the screen (`content-visibility:
 * auto`, src/components/ui/Section.tsx). Until then their text is missing from `innerText` and axe cannot see
 * their colours; a reader who scrolls sees them rendered, and so does a test after this.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}
