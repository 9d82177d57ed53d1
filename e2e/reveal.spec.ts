import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A 1280 × 800 window: the services section is on screen at load, the closing section far below.
test.use({ viewport: { width: 1280, height: 800 } });

const below = (page: Page) => page.locator('#contact');
const onScreenAtLoad = (page: Page) => page.locator('#services');

test('a section below the fold appears once it is scrolled to, and stays', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\breveal-ready\b/u);
  await expect(below(page)).not.toHaveAttribute('data-revealed');
  await expect(below(page)).toHaveCSS('opacity', '0');

  await below(page).scrollIntoViewIfNeeded();
  await expect(below(page)).toHaveAttribute('data-revealed', '');
  await expect(below(page)).toHaveCSS('opacity', '1');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(below(page)).not.toBeInViewport();
  await expect(below(page)).toHaveAttribute('data-revealed', '');
  await expect(below(page)).toHaveCSS('opacity', '1');
});

test('a section already on screen at load is never hidden', async ({ page }) => {
  // Read its state the moment the document is ready: it must already be shown, not fading in.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const section = document.querySelector('#services');
      const state = window as unknown as { servicesAtReady: string };
      state.servicesAtReady = section
        ? `${getComputedStyle(section).opacity} ${section.hasAttribute('data-revealed')}`
        : 'missing';
    });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\breveal-ready\b/u);
  expect(
    await page.evaluate(() => (window as unknown as { servicesAtReady: string }).servicesAtReady),
  ).toBe('1 true');
  await expect(onScreenAtLoad(page)).toHaveCSS('opacity', '1');
});

test('sections on other pages are revealed the same way', async ({ page }) => {
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Our Leadership Team' });
  await expect(team).toHaveCSS('opacity', '0');
  await team.scrollIntoViewIfNeeded();
  await expect(team).toHaveCSS('opacity', '1');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is simply visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/\breveal-ready\b/u);
    await expect(below(page)).toHaveCSS('opacity', '1');
    await expect(below(page)).toHaveCSS('transform', 'none');
  });
});

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('every section is simply visible, with nothing animated', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\breveal-ready\b/u);
    await expect(below(page)).toHaveCSS('opacity', '1');
    await expect(below(page)).toHaveCSS('transform', 'none');
    await expect(below(page)).not.toHaveAttribute('data-revealed');
  });
});
