// The skip link: the first stop for a keyboard user.
import { expect, test } from './fixtures.ts';
import { wide } from './nav-helpers.ts';

// Several tests walk through a few pages on a 2-core machine shared with other browsers; a roomier
// per-test budget keeps a slow moment from failing them. No assertion waits less than the default.
test.describe.configure({ timeout: 60_000 });

test.describe('keyboard', () => {
  test.use({ viewport: wide });

  test('the first Tab reaches “Skip to content”, and Enter moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});
