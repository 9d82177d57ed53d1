import { dealershipBySlug } from '../src/data/dealers/index.ts';
import { localizedPath, locales } from '../src/i18n/locales.ts';
import { formatRange } from '../src/lib/format.ts';
import { investmentPartsDisagreement } from '../src/lib/investment.ts';
import { expect, test } from './fixtures.ts';

/*
 * Jio-bp's stated total (₹15 lakh–₹5 crore) starts below its own deposit, land and construction
 * (₹65 lakh–₹2.35 crore): every place that shows the total says so, and what the cost may be at each
 * end (₹65 lakh–₹5 crore), in every language, with the same figures as the data. The figures are compared as digits, since the words around them and
 * the words for lakh and crore differ by language.
 */
test.describe("Jio-bp's disagreeing figures are said wherever its total is shown", () => {
  const jio = dealershipBySlug('jio')!;
  const disagreement = investmentPartsDisagreement(jio.investment)!;
  const figures = [disagreement.parts, disagreement.total, disagreement.plan].map((range) =>
    formatRange(range, 'en'),
  );
  const digits = (text: string) => [...text.matchAll(/\d[\d,.]*/g)].map(([d]) => d).sort();
  const expected = digits(figures.join(' '));

  test('the English note names the parts, the total and what the cost may be', async ({ page }) => {
    expect(figures).toEqual(['₹65 lakh–₹2.35 crore', '₹15 lakh–₹5 crore', '₹65 lakh–₹5 crore']);
    await page.goto('/services/jio');
    await expect(
      page.getByRole('region', { name: 'Investment', exact: true }).getByRole('note'),
    ).toHaveText(
      'The figures we have for Jio-bp do not agree: they give a total of ₹15 lakh–₹5 crore, but the security deposit, land and outlet construction in them add up to ₹65 lakh–₹2.35 crore. Taking the higher figure at each end, the cost may be ₹65 lakh–₹5 crore: ask Jio-bp which is right.',
    );
  });

  for (const locale of locales) {
    test(`${locale}: the hub chart, the hub table and the Jio-bp guide`, async ({ page }) => {
      await page.goto(localizedPath('/services', locale));
      const bar = page
        .getByRole('figure')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Jio-bp', exact: true }) });
      await expect(bar.getByRole('note')).toBeVisible();
      expect(digits((await bar.getByRole('note').textContent()) ?? '')).toEqual(expected);
      const row = page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: 'Jio-bp' }) });
      await expect(row.getByRole('note')).toBeVisible();
      expect(digits((await row.getByRole('note').textContent()) ?? '')).toEqual(expected);

      await page.goto(localizedPath('/services/jio', locale));
      const note = page.locator('#investment').getByRole('note');
      await expect(note).toBeVisible();
      expect(digits((await note.textContent()) ?? '')).toEqual(expected);
    });
  }

  test('Nayara: parts below its total are said, as a gap the brand does not explain', async ({
    page,
  }) => {
    const text =
      'In the figures we have for Nayara, the security deposit, land and outlet construction add up to ₹1.2–2.9 crore, less than the total of ₹1.5–3 crore, and they do not say what the rest is for. By the total, the cost may be ₹1.5–3 crore, less the land line if you already own a plot Nayara accepts: ask Nayara which is right.';
    await page.goto('/services/nayara');
    await expect(page.locator('#investment').getByRole('note')).toHaveText(text);
    await page.goto('/services');
    await expect(page.locator('tbody tr[data-slug="nayara"]').getByRole('note')).toHaveText(text);
  });

  test('the hub notes exactly the brands whose parts and total differ', async ({ page }) => {
    await page.goto('/services');
    // Bharat states a total only: nothing to add up.
    const noted = ['indian-oil', 'nayara', 'jio', 'hindustan'];
    for (const slug of ['indian-oil', 'nayara', 'bharat', 'jio', 'hindustan']) {
      const brand = dealershipBySlug(slug)!;
      const row = page.locator(`tbody tr[data-slug="${slug}"]`);
      await expect(row.getByRole('note')).toHaveCount(noted.includes(slug) ? 1 : 0);
      expect(Boolean(investmentPartsDisagreement(brand.investment))).toBe(noted.includes(slug));
    }
  });
});
