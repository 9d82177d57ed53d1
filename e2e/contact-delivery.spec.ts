import { expect, test } from './fixtures.ts';
import { e2eLeadsDb } from './server-env.ts';
import { readLeads } from './server-helpers.ts';

// The real contact form, as a visitor without JavaScript uses it: the browser posts it as a
// plain form, the server stores it and sends them on to the thank-you page.
test.use({ javaScriptEnabled: false });

test('a request sent from the contact form without JavaScript reaches the database', async ({
  page,
}) => {
  const name = `Lakshmi Narayanan ${crypto.randomUUID().slice(0, 8)}`;
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel(/Contact Number/).fill('9444012345');
  await page.getByLabel('Inquiry Type').selectOption('Partnership');
  await page.getByLabel('Full Address').fill('14 Gandhi Road, Coimbatore 641001');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(/\/contact\/thanks$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(readLeads(e2eLeadsDb, 'full_name = ?', name)).toMatchObject([
    {
      contact_number: '9444012345',
      issue_type: 'Partnership',
      full_address: '14 Gandhi Road, Coimbatore 641001',
      source: 'form',
    },
  ]);
});
