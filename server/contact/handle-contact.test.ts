import { describe, expect, it } from 'vitest';
import { dictionaries, fill } from '../../src/i18n/ui.ts';
import type { LeadInput, LeadSource } from '../leads/store.ts';
import {
  type BodyResult,
  type ContactRequestInput,
  MAX_BODY_BYTES,
  handleContact,
} from './handle-contact.ts';
import { RateLimiter } from './rate-limiter.ts';
import { TEST_PAGE_CSP, testAnswers } from '../test-support/answer-pages.ts';

/*
 * Every branch of the contact handler, on the pure function: no socket, no server. The store is
 * a list that records what the handler asked it to keep (the store has its own tests); the rate
 * limiter is the real one. The e2e specs check each status once more over the wire.
 */

const valid = {
  fullName: 'Lakshmi Rao',
  contactNumber: '9876543210',
  issueType: 'Bulk Order',
  fullAddressL: 'Plot 7, Kukatpally, Hyderabad',
};

function setup(options: { rateLimitMax?: number; siteOrigin?: string } = {}) {
  const stored: Array<{ request: LeadInput; source: LeadSource; fingerprint?: string }> = [];
  const deps = {
    store: {
      // As the stores do (their own tests check it): a fingerprint seen before is a repeat.
      add: async (request: LeadInput, source: LeadSource, fingerprint?: string) => {
        const first = stored.findIndex((lead) => lead.fingerprint === fingerprint);
        if (fingerprint !== undefined && first >= 0)
          return { id: `lead-${first + 1}`, repeat: true };
        stored.push({ request, source, ...(fingerprint !== undefined && { fingerprint }) });
        return { id: `lead-${stored.length}`, repeat: false };
      },
    },
    rateLimiter: new RateLimiter(options.rateLimitMax ?? 0, 60_000),
    siteOrigin: options.siteOrigin,
    answers: testAnswers,
  };
  let bodyRead = false;
  const send = (input: Partial<ContactRequestInput> & { body?: string | BodyResult }) => {
    const { body = '', ...rest } = input;
    return handleContact(
      {
        method: 'POST',
        contentType: 'application/json',
        origin: 'https://fuel.example',
        secFetchSite: undefined,
        host: 'fuel.example',
        clientIp: '203.0.113.7',
        readBody: async (limit) => {
          bodyRead = true;
          if (typeof body !== 'string') return body;
          return Buffer.byteLength(body) > limit
            ? { ok: false, reason: 'too-large' }
            : { ok: true, text: body };
        },
        ...rest,
      },
      deps,
    );
  };
  return { send, stored, bodyWasRead: () => bodyRead };
}

const form = (values: Record<string, string>) => ({
  contentType: 'application/x-www-form-urlencoded',
  body: new URLSearchParams(values).toString(),
});

describe('handleContact: accepted', () => {
  it('stores a valid JSON request and answers 201 with its id', async () => {
    const { send, stored } = setup();
    const response = await send({ body: JSON.stringify(valid) });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toEqual({ id: 'lead-1' });
    expect(response.lead).toBe('stored');
    expect(stored).toMatchObject([{ source: 'json', request: { fullName: 'Lakshmi Rao' } }]);
  });

  it('stores a valid form post and answers with the thank-you page holding its reference', async () => {
    const { send, stored } = setup();
    const response = await send(form(valid));
    expect(response.status).toBe(200);
    expect(response.headers['location']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe(TEST_PAGE_CSP);
    expect(response.body).toContain('<title>/contact/thanks | ');
    // The id is `lead-1`: its reference is its first eight characters without dashes, in capitals.
    expect(response.body).toContain(
      'Your reference: <strong class="font-mono text-lg">LEAD1</strong>',
    );
    expect(response.lead).toBe('stored');
    expect(stored).toMatchObject([{ source: 'form' }]);
  });

  it('answers the same request sent again with the first one: 200 and its id, or its reference', async () => {
    const { send, stored } = setup();
    const first = await send({ body: JSON.stringify(valid) });
    // The same fields in another order, from the same address.
    const reordered = Object.fromEntries(Object.entries(valid).reverse());
    const again = await send({ body: JSON.stringify(reordered) });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(JSON.parse(again.body)).toEqual({ id: 'lead-1' });
    expect([first.lead, again.lead]).toEqual(['stored', 'repeat']);
    const reload = await send(form(valid));
    expect(reload.status).toBe(200);
    expect(reload.lead).toBe('repeat');
    expect(reload.body).toContain(
      'Your reference: <strong class="font-mono text-lg">LEAD1</strong>',
    );
    expect(stored).toHaveLength(1);
  });

  it('stores anew a request from another address, or with one field changed', async () => {
    const { send, stored } = setup();
    await send({ body: JSON.stringify(valid) });
    const elsewhere = await send({ body: JSON.stringify(valid), clientIp: '198.51.100.2' });
    const changed = await send({ body: JSON.stringify({ ...valid, issueType: 'Partnership' }) });
    expect([elsewhere.status, changed.status]).toEqual([201, 201]);
    expect([elsewhere.lead, changed.lead]).toEqual(['stored', 'stored']);
    expect(stored).toHaveLength(3);
  });

  it('accepts a request without Origin (curl, a monitor) and one from SITE_URL', async () => {
    const { send, stored } = setup({ siteOrigin: 'https://www.fuel.in' });
    expect((await send({ ...form(valid), origin: undefined })).status).toBe(200);
    const another = { ...valid, fullName: 'Ravi Kumar' };
    expect(
      (await send({ body: JSON.stringify(another), origin: 'https://www.fuel.in' })).status,
    ).toBe(201);
    expect(stored).toHaveLength(2);
  });
});

describe('handleContact: refused, nothing stored', () => {
  it('405 for any method but POST, with Allow', async () => {
    const { send, stored } = setup();
    const response = await send({ method: 'PUT', body: JSON.stringify(valid) });
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('POST');
    expect(stored).toEqual([]);
  });

  it('429 with Retry-After past the per-client limit, counted per address', async () => {
    const { send, stored } = setup({ rateLimitMax: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send({ body: JSON.stringify(valid) })).status);
    // The second is the first sent again (200); a repeat still counts towards the limit.
    expect(statuses).toEqual([201, 200, 429]);
    const limited = await send({ body: JSON.stringify(valid) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body).error).toMatch(/Too many requests/);
    // Another visitor behind another address is not held back by the first one.
    expect((await send({ body: JSON.stringify(valid), clientIp: '198.51.100.2' })).status).toBe(
      201,
    );
    expect(stored).toHaveLength(2);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
    ['a cross-site fetch', { secFetchSite: 'cross-site' }],
  ])('403 for %s, before the body is read', async (_, headers) => {
    const { send, stored, bodyWasRead } = setup();
    const response = await send({ ...form(valid), ...headers });
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Request refused');
    expect(bodyWasRead()).toBe(false);
    expect(stored).toEqual([]);
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', undefined])(
    '415 for content type %s',
    async (contentType) => {
      const { send, stored, bodyWasRead } = setup();
      const response = await send({ contentType, body: JSON.stringify(valid) });
      expect(response.status).toBe(415);
      expect(bodyWasRead()).toBe(false);
      expect(stored).toEqual([]);
    },
  );

  it('413 for a body over 16 KB, and the connection is not reused', async () => {
    const { send, stored } = setup();
    const big = JSON.stringify({ ...valid, fullAddressL: 'x'.repeat(MAX_BODY_BYTES) });
    const response = await send({ body: big });
    expect(response.status).toBe(413);
    expect(response.closeConnection).toBe(true);
    expect(stored).toEqual([]);
  });

  it('400 for malformed JSON and for JSON that is not one object', async () => {
    const { send, stored } = setup();
    const malformed = await send({ body: '{"fullName":' });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toEqual({
      errors: { body: 'The request body is not valid JSON.' },
    });
    const list = await send({ body: JSON.stringify([valid]) });
    expect(list.status).toBe(400);
    expect(JSON.parse(list.body).errors.body).toBe('Send the fields as one JSON object.');
    expect(stored).toEqual([]);
  });

  it('400 with one message per field for invalid JSON fields', async () => {
    const { send, stored } = setup();
    const response = await send({ body: JSON.stringify({ ...valid, contactNumber: '98765' }) });
    expect(response.status).toBe(400);
    expect(Object.keys(JSON.parse(response.body).errors)).toEqual(['contactNumber']);
    expect(stored).toEqual([]);
  });

  it('400 page for an invalid form post, with what was typed escaped', async () => {
    const { send, stored } = setup();
    const response = await send(
      form({ ...valid, fullName: '<script>x</script>', contactNumber: '' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(response.body).not.toContain('<script>x');
    expect(stored).toEqual([]);
  });
});

describe('handleContact: the honeypot', () => {
  it('answers a bot exactly as if accepted, and keeps nothing', async () => {
    const { send, stored } = setup();
    const json = await send({ body: JSON.stringify({ ...valid, website: 'http://spam.example' }) });
    expect(json.status).toBe(201);
    expect(JSON.parse(json.body).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.lead).toBeUndefined();
    const post = await send(form({ ...valid, website: 'spam' }));
    expect(post.status).toBe(200);
    expect(post.body).toMatch(/Your reference: <strong[^>]*>[0-9A-F]{8}<\/strong>/);
    expect(post.lead).toBeUndefined();
    expect(stored).toEqual([]);
  });

  it('lets a person through when the hidden field is empty', async () => {
    const { send, stored } = setup();
    expect((await send(form({ ...valid, website: '  ' }))).status).toBe(200);
    expect(stored).toHaveLength(1);
  });
});

describe('handleContact: the visitor’s language', () => {
  it('records the posted locale, and English when none or an unknown one is posted', async () => {
    const { send, stored } = setup();
    // Each by another person: the same request in the same language would be a repeat.
    const by = (fullName: string) => ({ ...valid, fullName });
    await send({ body: JSON.stringify({ ...by('A'), locale: 'te' }) });
    await send(form({ ...by('B'), locale: 'kn' }));
    await send({ body: JSON.stringify(by('C')) });
    await send(form({ ...by('D'), locale: 'fr' }));
    await send({ body: JSON.stringify({ ...by('E'), locale: ['hi'] }) });
    expect(stored.map(({ request }) => request.locale)).toEqual(['te', 'kn', 'en', 'en', 'en']);
  });

  it('answers a no-JS visitor with the thank-you page of their language', async () => {
    const { send } = setup();
    const hi = (await send(form({ ...valid, locale: 'hi' }))).body;
    expect(hi).toContain('<html lang="hi-IN">');
    expect(hi).toContain('<title>/hi/contact/thanks | ');
    expect(hi).toContain(fill(dictionaries.hi['contact.thanks.reference'], { reference: '' }));
    expect((await send(form({ ...valid, locale: 'en' }))).body).toContain(
      '<title>/contact/thanks | ',
    );
    // A bot is answered the same way.
    expect((await send(form({ ...valid, locale: 'ta', website: 'spam' }))).body).toContain(
      '<title>/ta/contact/thanks | ',
    );
  });

  it('answers invalid JSON fields in the posted language', async () => {
    const { send } = setup();
    const response = await send({
      body: JSON.stringify({ ...valid, contactNumber: '98765', locale: 'te' }),
    });
    expect(JSON.parse(response.body).errors).toEqual({
      contactNumber: fill(dictionaries.te['contact.error.contactNumber'], {
        digits: 10,
        example: '9876543210',
      }),
    });
  });

  it('renders the no-JS error page in the posted language, linking back to its contact page', async () => {
    const { send } = setup();
    const response = await send(form({ ...valid, contactNumber: '98765', locale: 'te' }));
    expect(response.status).toBe(400);
    expect(response.headers['content-security-policy']).toBe(TEST_PAGE_CSP);
    const te = dictionaries.te;
    expect(response.body).toContain('<html lang="te-IN">');
    expect(response.body).toContain('<title>/te/contact/check | ');
    expect(response.body).toContain(te['contact.noscript.title']);
    expect(response.body).toContain(`>${te['contact.field.fullName']}<`);
    expect(response.body).toContain('<input type="hidden" name="locale" value="te"/>');
    expect(response.body).toContain(
      `<a href="/te/contact" class="font-semibold text-brand-700 underline">${te['contact.backToContact']}</a>`,
    );
    expect(response.body).not.toContain('href="/contact"');
  });

  it('renders the English no-JS error page with what was posted chosen and what is wrong linked', async () => {
    const { send } = setup();
    const response = await send(
      form({ ...valid, contactNumber: '98765', issueType: 'Partnership', brand: 'hindustan' }),
    );
    expect(response.body).toContain('<html lang="en-IN">');
    expect(response.body).toContain(
      '<a href="#contactNumber" class="underline">Contact Number (10 digits): Enter a 10-digit contact number, digits only, for example 9876543210.</a>',
    );
    expect(response.body).toContain('Your request was not sent yet. Please correct:</h2>');
    expect(response.body).toContain(
      '<option value="Partnership" selected="">Petrol pump dealership guidance</option>',
    );
    expect(response.body).toContain('value="98765"');
    expect(response.body).toContain('<input type="hidden" name="brand" value="hindustan"/>');
    expect(response.body).toContain('>Send Request</button>');
  });

  it('refuses in the language of the page that sent the request, before reading it', async () => {
    const { send, bodyWasRead } = setup();
    const response = await send({
      ...form(valid),
      origin: 'https://evil.example',
      referer: 'https://fuel.example/ta/contact?brand=jio-bp',
    });
    expect(response.status).toBe(403);
    expect(bodyWasRead()).toBe(false);
    expect(response.body).toContain('<html lang="ta-IN">');
    expect(response.body).toContain(dictionaries.ta['contact.server.refusedTitle']);
    expect(response.body).toContain('<a href="/ta/contact"');
    expect(response.body).toContain(`<title>${dictionaries.ta['contact.server.refusedTitle']} | `);
    const limited = setup({ rateLimitMax: 1 });
    await limited.send({ body: JSON.stringify(valid) });
    const json = await limited.send({
      body: JSON.stringify(valid),
      referer: 'https://fuel.example/hi/services/jio',
    });
    expect(JSON.parse(json.body).error).toBe(
      fill(dictionaries.hi['contact.server.tooMany'], {
        seconds: Number(json.headers['retry-after']),
      }),
    );
  });
});
