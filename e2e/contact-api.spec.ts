import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { axeViolations, expect, test } from './fixtures.ts';
import { e2eLeadsDb } from './server-env.ts';
import { readLeads, startServer, tempDbPath, validLead } from './server-helpers.ts';

// These run against the built site served by the production server and check each status once
// over the wire, against what actually reached the SQLite file. Every branch of the handler, with
// its edge cases, is tested on the pure function in server/contact/handle-contact.test.ts.

const byName = (name: string | undefined) => readLeads(e2eLeadsDb, 'full_name = ?', name ?? '');
const jsonHeaders = (baseURL: string | undefined) => ({
  'content-type': 'application/json',
  origin: new URL(baseURL ?? '').origin,
});

test.describe('POST /api/contact', () => {
  test('a valid JSON request is stored and answered 201 with its id', async ({
    request,
    baseURL,
  }) => {
    const lead = validLead({
      warrantyStatus: 'Under Contract',
      preferredServiceDate: '2026-12-01',
    });
    const response = await request.post('/api/contact', {
      headers: jsonHeaders(baseURL),
      data: lead,
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const rows = byName(lead['fullName']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      contact_number: '9876543210',
      product_model: 'Premium Diesel',
      issue_type: 'Bulk Order',
      full_address: '12 Anna Salai, Chennai 600002',
      warranty_status: 'Under Contract',
      preferred_service_date: '2026-12-01',
      source: 'json',
    });
  });

  test('the no-JS form post is stored and answered with the thank-you page holding its reference', async ({
    request,
    baseURL,
  }) => {
    const lead = validLead();
    const response = await request.post('/api/contact', {
      form: lead,
      headers: { origin: new URL(baseURL ?? '').origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const [stored] = byName(lead['fullName']);
    expect(stored).toMatchObject({ source: 'form', issue_type: 'Bulk Order' });
    const reference = stored?.id.replaceAll('-', '').slice(0, 8).toUpperCase() ?? '';
    expect(await response.text()).toContain(
      `Your reference: <strong class="font-mono text-lg">${reference}</strong>`,
    );
  });

  test('invalid JSON input gets 400 with one message per field, and nothing is stored', async ({
    request,
    baseURL,
  }) => {
    const lead = validLead({ contactNumber: '98765', issueType: 'Gossip', fullAddressL: '  ' });
    const response = await request.post('/api/contact', {
      headers: jsonHeaders(baseURL),
      data: lead,
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        contactNumber: 'Enter a 10-digit contact number, digits only, for example 9876543210.',
        issueType: 'Choose an inquiry type.',
        fullAddressL: 'Enter your address.',
      },
    });
    expect(byName(lead['fullName'])).toEqual([]);
  });

  test('invalid no-JS input gets a 400 page with the errors and the typed values, escaped', async ({
    request,
    baseURL,
  }) => {
    const name = `<script>alert(1)</script> ${crypto.randomUUID()}`;
    const response = await request.post('/api/contact', {
      form: validLead({ fullName: name, contactNumber: '12345' }),
      headers: { origin: new URL(baseURL ?? '').origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Enter a 10-digit contact number');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(byName(name)).toEqual([]);
  });

  test('the 400 page keeps what was typed and can be corrected and resent', async ({
    page,
    expectConsoleError,
  }) => {
    // The browser reports the 400 answer (and, before the contact pages are merged in, the
    // thank-you page's 404) as failed loads; those are the statuses under test here.
    expectConsoleError(/status of 40[04]/);
    const lead = validLead({ contactNumber: '12345', fullAddressL: 'Door 4, "Lake View" & Co' });
    await page.goto('/');
    // Post exactly what the no-JS form sends, from the site's own origin.
    await page.evaluate(
      ({ fields }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/api/contact';
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      { fields: lead },
    );
    await expect(page.getByRole('heading', { name: 'Please check your request' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your request was not sent yet' }),
    ).toContainText('Enter a 10-digit contact number');
    // What happens to the details typed again here is said here too.
    await expect(page.getByRole('region', { name: 'How we use your details' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue(lead['fullName'] ?? '');
    await expect(page.getByLabel(/^Address/)).toHaveValue('Door 4, "Lake View" & Co');
    await expect(page.getByLabel('Inquiry Type')).toHaveValue('Bulk Order');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    const phone = page.getByRole('textbox', { name: /Contact Number/ });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await phone.fill('9123456780');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    await expect(page.getByText(/^Your reference: [0-9A-F]{8}$/u)).toBeVisible();
    expect(byName(lead['fullName'])).toMatchObject([
      { contact_number: '9123456780', full_address: 'Door 4, "Lake View" & Co', source: 'form' },
    ]);
  });

  test('a streamed body is cut off at 16 KB: 413 before the client has even finished', async ({
    baseURL,
  }) => {
    // Chunked, with no length announced, and never ended: only a server that stops reading at
    // the limit can answer at all.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${baseURL}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: new URL(baseURL ?? '').origin },
      });
      req.on('response', (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(`{"fullName":"${'x'.repeat(20 * 1024)}`);
    });
    expect(status).toBe(413);
  });

  test('any other content type is refused with 415', async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const plain = await request.post('/api/contact', {
      headers: { 'content-type': 'text/plain', origin },
      data: JSON.stringify(validLead()),
    });
    expect(plain.status()).toBe(415);
    const lead = validLead();
    const multipart = await request.post('/api/contact', { headers: { origin }, multipart: lead });
    expect(multipart.status()).toBe(415);
    expect(byName(lead['fullName'])).toEqual([]);
  });

  test('a cross-origin request is refused with 403 and nothing is stored', async ({ request }) => {
    const lead = validLead();
    const json = await request.post('/api/contact', {
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      data: lead,
    });
    expect(json.status()).toBe(403);
    const form = await request.post('/api/contact', {
      form: lead,
      headers: { origin: 'null' },
      maxRedirects: 0,
    });
    expect(form.status()).toBe(403);
    expect(byName(lead['fullName'])).toEqual([]);
  });

  test('the honeypot drops a bot silently: answered as accepted, nothing stored', async ({
    request,
    baseURL,
  }) => {
    const lead = validLead({ website: 'http://spam.example' });
    const json = await request.post('/api/contact', { headers: jsonHeaders(baseURL), data: lead });
    expect(json.status()).toBe(201);
    const { id } = (await json.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const form = await request.post('/api/contact', { form: lead, maxRedirects: 0 });
    expect(form.status()).toBe(200);
    expect(await form.text()).toMatch(/Your reference: <strong[^>]*>[0-9A-F]{8}<\/strong>/u);
    expect(byName(lead['fullName'])).toEqual([]);
    expect(readLeads(e2eLeadsDb, 'id = ?', id)).toEqual([]);
  });

  test('HTML and formula payloads are stored verbatim and exported safely', async ({
    request,
    baseURL,
  }) => {
    const name = `<img src=x onerror=alert(1)> ${crypto.randomUUID()}`;
    const address = '=HYPERLINK("http://evil.example","click"),+1,-2,@SUM(A1)';
    const response = await request.post('/api/contact', {
      headers: jsonHeaders(baseURL),
      data: validLead({ fullName: name, fullAddressL: address }),
    });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(byName(name)).toMatchObject([{ id, full_name: name, full_address: address }]);

    const cli = (format: string) =>
      execFileSync(process.execPath, ['server/leads/cli.ts', 'export', '--format', format], {
        cwd: join(import.meta.dirname, '..'),
        env: { ...process.env, LEADS_DB: e2eLeadsDb },
        encoding: 'utf8',
      });
    const csvRow = cli('csv')
      .split('\r\n')
      .find((line) => line.startsWith(`"${id}"`));
    expect(csvRow).toContain(`"<img src=x onerror=alert(1)> ${name.slice(-36)}"`);
    // The formula is neutralised with a leading apostrophe and its quotes are doubled.
    expect(csvRow).toContain(`"'=HYPERLINK(""http://evil.example"",""click""),+1,-2,@SUM(A1)"`);
    const exported = (JSON.parse(cli('json')) as { id: string; fullAddress: string }[]).find(
      (lead) => lead.id === id,
    );
    expect(exported?.fullAddress).toBe(address);
  });
});

test.describe('rate limit and logs (own server)', () => {
  test('past the per-client limit: 429 with Retry-After; logs never hold personal data', async ({
    request,
  }) => {
    const dbPath = tempDbPath();
    const server = await startServer({
      LEADS_DB: dbPath,
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_MS: '600000',
    });
    try {
      const lead = validLead({
        contactNumber: '9988776655',
        fullAddressL: 'Plot 77, Secret Lane, Madurai',
      });
      const post = () =>
        request.post(`${server.origin}/api/contact`, {
          headers: { 'content-type': 'application/json', origin: server.origin },
          data: lead,
        });
      const first = await post();
      // The same request again (a retry): answered with the first one's id, stored once, yet
      // counted towards the limit like any post.
      const second = await post();
      const third = await post();
      expect([first.status(), second.status(), third.status()]).toEqual([201, 200, 429]);
      expect(Number(third.headers()['retry-after'])).toBeGreaterThan(0);
      const { id } = (await first.json()) as { id: string };
      expect(await second.json()).toEqual({ id });
      expect(readLeads(dbPath).map((row) => row.id)).toEqual([id]);

      expect(await server.stop()).toBe(0);
      const log = server.output();
      // The log says what became of each request, never its id: the visitor's reference is the
      // id's first eight characters.
      expect(log).toContain('"lead":"stored"');
      expect(log).toContain('"lead":"repeat"');
      const reference = id.replaceAll('-', '').slice(0, 8);
      for (const secret of [id, reference, reference.toUpperCase()]) {
        expect(log).not.toContain(secret);
      }
      expect(log).toContain('"status":429');
      for (const secret of [lead['fullName'] ?? '', '9988776655', 'Secret Lane', 'Madurai']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await server.stop();
    }
  });
});
