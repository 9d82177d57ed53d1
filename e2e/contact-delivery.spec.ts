import { expect, test } from './fixtures.ts';
import { e2eLeadsDb } from './server-env.ts';
import { exportLeads, readLeads } from './server-helpers.ts';

// The real contact form, as a visitor without JavaScript uses it: the browser posts it as a
// plain form, the server stores it and answers with the thank-you page and the request's reference.
test.use({ javaScriptEnabled: false });

test('a request sent without JavaScript reaches the database, with the reference the export lists', async ({
  page,
}) => {
  const name = `Lakshmi Narayanan ${crypto.randomUUID().slice(0, 8)}`;
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel(/Contact Number/).fill('9444012345');
  await page.getByLabel('Inquiry Type').selectOption('Partnership');
  await page.getByLabel(/^Address/).fill('14 Gandhi Road, Coimbatore 641001');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  const reference = (await page.getByText(/^[0-9A-F]{8}$/u).textContent()) ?? '';
  await expect(page.getByText(`Your reference: ${reference}`, { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/u);
  // The owner's export lists that request under an id that starts with the reference.
  const exported = exportLeads(e2eLeadsDb).filter((lead) => lead.fullName === name);
  expect(exported.map((lead) => lead.id.replaceAll('-', '').slice(0, 8).toUpperCase())).toEqual([
    reference,
  ]);
  expect(readLeads(e2eLeadsDb, 'full_name = ?', name)).toMatchObject([
    {
      contact_number: '9444012345',
      issue_type: 'Partnership',
      full_address: '14 Gandhi Road, Coimbatore 641001',
      source: 'form',
    },
  ]);
});

test('reloading the thank-you page sends the form again, yet the request is stored once, under one reference', async ({
  page,
}) => {
  const name = `Meenakshi Sundaram ${crypto.randomUUID().slice(0, 8)}`;
  await page.goto('/contact');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel(/Contact Number/).fill('9444054321');
  await page.getByLabel('Inquiry Type').selectOption('Bulk Order');
  await page.getByLabel(/^Address/).fill('3 Temple Street, Madurai 625001');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/contact'),
  );
  await page.getByRole('button', { name: 'Send Request' }).click();
  const posted = (await sent).postData();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  const reference = (await page.getByText(/^[0-9A-F]{8}$/u).textContent()) ?? '';
  expect(reference).toMatch(/^[0-9A-F]{8}$/u);
  // The answer is the POST's own page: its address carries no reference.
  expect(page.url()).not.toContain(reference);

  // The reload posts the same form once more, as a browser's reload of a POST answer does.
  const resent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/contact'),
  );
  await page.reload();
  expect((await resent).postData()).toBe(posted);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(page.getByText(`Your reference: ${reference}`, { exact: true })).toBeVisible();

  const stored = readLeads(e2eLeadsDb, 'full_name = ?', name);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.id.replaceAll('-', '').slice(0, 8).toUpperCase()).toBe(reference);
});
