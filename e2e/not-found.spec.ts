// The not-found page: a real 404 with the site's header, footer and a way home.
import { site } from '../src/config/site.ts';
import { expect, test } from './fixtures.ts';
import { mainNav, wide } from './nav-helpers.ts';

// Several tests walk through a few pages on a 2-core machine shared with other browsers; a roomier
// per-test budget keeps a slow moment from failing them. No assertion waits less than the default.
test.describe.configure({ timeout: 60_000 });

test.describe('404 page', () => {
  test.use({ viewport: wide });

  test('an unknown address answers 404 with the site’s header, footer and a way home', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main')).toContainText('does not exist');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(site.tagline);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the not-found page asked for by its own name still answers 404', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
