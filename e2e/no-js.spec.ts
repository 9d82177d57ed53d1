import { expect, routes, test } from './fixtures';

test.use({ javaScriptEnabled: false });

// Without JavaScript every page still shows its heading, navigation and footer.
for (const route of routes) {
  test(`${route} renders its content without JavaScript`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
