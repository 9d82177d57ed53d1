import { languageTags, localeOfPath } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { expect, routes, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

// Without JavaScript every page, in every language, still shows its heading, navigation, the
// language switcher and footer, in that language.
for (const route of routes) {
  test(`${route} renders its content without JavaScript`, async ({ page }) => {
    const locale = localeOfPath(route);
    const t = dictionaries[locale];
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t['nav.label'] })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t['nav.language'] })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
