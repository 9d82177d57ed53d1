import { publicContact } from '../src/config/public-contact.ts';
import { contactHref } from '../src/lib/contact/prefill.ts';
import { expect, test } from './fixtures.ts';

/*
 * The fleet operator's path on a 390 px phone: a fuel card on the home page leads to a quote
 * form that already names the fuel. The header's call button waits for the owner's phone line:
 * while site.yaml holds the sample, it would dial a stranger (e2e/trust.spec.ts sees it once set).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('home card → a quote form with the fuel already chosen', async ({ page }) => {
  await page.goto('/');
  const services = page.getByRole('region', { name: 'Our Fuel Solutions' });
  await expect(
    services.getByRole('link', { name: 'Get a quote for Premium Diesel' }),
  ).toHaveAttribute('href', contactHref({ product: 'Premium Diesel' }, 'en'));
  // The first press on a card chooses it, and the quote link follows the choice.
  await services.getByRole('button', { name: 'Biofuels & Blends' }).click();
  await services.getByRole('link', { name: 'Get a quote for Biofuels & Blends' }).click();
  await expect(page).toHaveURL(/\/contact\?product=B20\+Biofuel$/);
  // Shown as the page loads, before the form is touched.
  await expect(page.getByLabel('Product/Fuel Type')).toHaveValue('B20 Biofuel');
  await expect(page.getByLabel('Inquiry Type')).toHaveValue('');
  // Still chosen once the form wakes on the first field the visitor types in.
  await page.getByLabel(/Full Name/).fill('Fleet Manager');
  await expect(page.locator('astro-island:has(form)')).not.toHaveAttribute('ssr');
  await expect(page.getByLabel('Product/Fuel Type')).toHaveValue('B20 Biofuel');
});

test('bulk delivery card → a quote form asking about a bulk order', async ({ page }) => {
  await page.goto('/');
  const services = page.getByRole('region', { name: 'Our Fuel Solutions' });
  await services.getByRole('button', { name: 'Bulk Fuel Delivery' }).click();
  await services.getByRole('link', { name: 'Get a quote for Bulk Fuel Delivery' }).click();
  await expect(page.getByLabel('Inquiry Type')).toHaveValue('Bulk Order');
});

test('the header offers no call to the sample phone line', async ({ page }) => {
  expect(publicContact.phone).toBeUndefined();
  for (const route of ['/', '/services/hindustan', '/contact']) {
    await page.goto(route);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Call/ })).toHaveCount(0);
    await expect(banner.locator('a[href^="tel:"]')).toHaveCount(0);
  }
});

test('after the thank-you, the reference stays above the emptied form', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contact');
  await page.getByLabel(/Full Name/).fill('Quote Seeker');
  await page.getByLabel(/Contact Number/).fill('9123456780');
  await page.getByLabel('Inquiry Type').selectOption('Bulk Order');
  await page.getByLabel(/^Address/).fill('Depot 3, Patancheru, Hyderabad');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const thanks = page.getByRole('region', { name: 'Thank You!' });
  await expect(thanks).toContainText(/Your reference: [0-9A-F]{8}/);
  const reference = (await thanks.locator('strong').textContent()) ?? '';
  await page.clock.runFor(3000);
  await expect(thanks).toBeHidden();
  await expect(page.getByLabel(/Full Name/)).toHaveValue('');
  await expect(page.getByText(`your reference is ${reference}`)).toBeVisible();
});
