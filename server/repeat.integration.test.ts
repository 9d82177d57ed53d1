// A request sent twice is stored once: a reload of the no-JS thank-you page (which posts the form
// again), a double press, a retry after a lost answer. The production server as its own process,
// on each store, with a real SMTP server for the owner's e-mail.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerSite } from './test-support/answer-site.ts';
import {
  type ServerProcess,
  startServerProcess,
  validLead,
} from './test-support/server-process.ts';
import { type TestSmtpServer, startSmtpServer } from './test-support/smtp.ts';
import { STORE_KINDS, type TestDatabase, testDatabase } from './test-support/stores.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

let site: string;
beforeAll(async () => {
  site = await answerSite();
}, 120_000);

type Running = { db: TestDatabase; smtp: TestSmtpServer; server: ServerProcess };

/** A server on a fresh database of `kind`, e-mailing the owner; it trusts X-Forwarded-For. */
async function start(kind: (typeof STORE_KINDS)[number]): Promise<Running> {
  const db = await testDatabase(kind);
  cleanups.push(db.cleanup);
  const smtp = await startSmtpServer();
  cleanups.push(smtp.close);
  const server = await startServerProcess({
    ...db.env,
    STATIC_ROOT: site,
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: 'owner@fuel.example',
    LEADS_NOTIFY_FROM: 'site@fuel.example',
  });
  cleanups.push(server.stop);
  return { db, smtp, server };
}

/** Posts as the form's script does, from `client` (the address the proxy saw). */
const postJson = (origin: string, lead: Record<string, string>, client = '203.0.113.7') =>
  fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': client },
    body: JSON.stringify(lead),
  });

/** Posts as the browser posts the form without JavaScript. */
const postForm = (origin: string, lead: Record<string, string>, client = '203.0.113.7') =>
  fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      'x-forwarded-for': client,
    },
    body: new URLSearchParams(lead).toString(),
    redirect: 'manual',
  });

/** The reference the thank-you page shows. */
async function referenceOn(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/u);
  const html = await response.text();
  const [, reference] = /Your reference: <strong[^>]*>([0-9A-F]{8})<\/strong>/u.exec(html) ?? [];
  expect(reference).toBeDefined();
  return reference ?? '';
}

const referenceOf = (id: string) => id.replaceAll('-', '').slice(0, 8).toUpperCase();

describe.each(STORE_KINDS)('a request sent twice, on the %s store', (kind) => {
  it('JSON: stored once, e-mailed once, both answers name the first request', async () => {
    const { db, smtp, server } = await start(kind);
    const lead = validLead();
    const first = await postJson(server.origin, lead);
    const again = await postJson(server.origin, lead);
    expect([first.status, again.status]).toEqual([201, 200]);
    const [{ id }, { id: againId }] = (await Promise.all([first.json(), again.json()])) as [
      { id: string },
      { id: string },
    ];
    expect(againId).toBe(id);
    // A double press: both in flight at once.
    const pressed = validLead();
    const both = await Promise.all([
      postJson(server.origin, pressed),
      postJson(server.origin, pressed),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 201]);
    const pressedIds = (await Promise.all(both.map((r) => r.json()))) as { id: string }[];
    expect(pressedIds[0]?.id).toBe(pressedIds[1]?.id);

    const rows = await db.sql('SELECT id, full_name FROM leads ORDER BY full_name');
    expect(rows.map((row) => row['id']).sort()).toEqual([id, pressedIds[0]?.id].sort());
    // Every delivery done; the repeats queued none, so no second e-mail can follow.
    await expect.poll(() => db.sql('SELECT * FROM outbox')).toEqual([]);
    expect(smtp.received.map((mail) => mail.headers['message-id']).sort()).toEqual(
      [`<lead-${id}@fuel.example>`, `<lead-${pressedIds[0]?.id}@fuel.example>`].sort(),
    );

    // The log says stored or repeat, never the id or the reference.
    expect(await server.stop()).toBe(0);
    const log = server.output();
    expect(log.match(/"lead":"stored"/gu)).toHaveLength(2);
    expect(log.match(/"lead":"repeat"/gu)).toHaveLength(2);
    for (const secret of [id, referenceOf(id), referenceOf(id).toLowerCase()]) {
      expect(log).not.toContain(secret);
    }
  });

  it('no-JS form (the thank-you page reloaded): stored once, the same reference on both pages', async () => {
    const { db, server } = await start(kind);
    const lead = validLead({ warrantyStatus: '', preferredServiceDate: '', locale: 'en' });
    const first = await referenceOn(await postForm(server.origin, lead));
    const reloaded = await referenceOn(await postForm(server.origin, lead));
    expect(reloaded).toBe(first);
    const rows = await db.sql('SELECT id, source FROM leads');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'form' });
    expect(referenceOf(String(rows[0]?.['id']))).toBe(first);
  });

  it('stores anew a request differing in one field, or from another client address', async () => {
    const { db, server } = await start(kind);
    const lead = validLead();
    const responses = [
      await postJson(server.origin, lead),
      await postJson(server.origin, { ...lead, fullAddressL: `${lead['fullAddressL']}.` }),
      await postJson(server.origin, { ...lead, issueType: 'Partnership' }),
      await postJson(server.origin, lead, '198.51.100.2'),
    ];
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const ids = (await Promise.all(responses.map((r) => r.json()))) as { id: string }[];
    expect(new Set(ids.map(({ id }) => id)).size).toBe(4);
    expect(await db.sql('SELECT id FROM leads')).toHaveLength(4);
    await expect.poll(() => db.sql('SELECT * FROM outbox')).toEqual([]);
  });

  it('stores anew the same request once the first is more than 10 minutes old, and forgets its fingerprint', async () => {
    const { db, server } = await start(kind);
    const lead = validLead();
    const first = (await (await postJson(server.origin, lead)).json()) as { id: string };
    const [{ fingerprint } = {}] = await db.sql(
      'SELECT fingerprint FROM leads WHERE id = ?',
      first.id,
    );
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/u);
    // Ten minutes and a second ago, by the clock the server reads.
    const earlier = new Date(Date.now() - 10 * 60_000 - 1_000).toISOString();
    await db.sql('UPDATE leads SET created_at = ? WHERE id = ?', earlier, first.id);

    const later = await postJson(server.origin, lead);
    expect(later.status).toBe(201);
    const { id } = (await later.json()) as { id: string };
    expect(id).not.toBe(first.id);
    const rows = await db.sql('SELECT id, fingerprint FROM leads ORDER BY created_at');
    expect(rows).toEqual([
      { id: first.id, fingerprint: null },
      { id, fingerprint },
    ]);
  });
});
