import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactRequest } from '../../src/lib/contact/schema.ts';
import { SharedRateLimiter } from '../contact/rate-limiter.ts';
import { STORE_KINDS, type TestDatabase, testDatabase } from '../test-support/stores.ts';
import { SCHEMA_VERSION, openLeadsDatabase } from './database.ts';
import { POSTGRES_SCHEMA_VERSION, PostgresLeadStore } from './postgres-store.ts';
import type { LeadInput } from './store.ts';

const request: ContactRequest = {
  fullName: '<b>Meena</b>',
  contactNumber: '9876543210',
  issueType: 'Partnership',
  fullAddressL: '=1+1, Salem',
  productModel: undefined,
  warrantyStatus: 'No Contract',
  preferredServiceDate: '2026-12-01',
  brand: undefined,
};

const databases: TestDatabase[] = [];
const database = async (kind: (typeof STORE_KINDS)[number]) => {
  const db = await testDatabase(kind);
  databases.push(db);
  return db;
};
afterEach(async () => {
  vi.useRealTimers();
  for (const db of databases.splice(0)) await db.cleanup();
});

describe.each(STORE_KINDS)('the %s lead store', (kind) => {
  it('commits requests arriving together, with their deliveries, and keeps text verbatim', async () => {
    const db = await database(kind);
    const store = await db.open({ channels: ['webhook', 'email'] });
    const added = await Promise.all([
      store.add(request, 'json'),
      store.add(request, 'form'),
      store.add({ ...request, locale: 'ta', brand: 'jio-bp' }, 'json'),
    ]);
    expect(added.map((lead) => lead.repeat)).toEqual([false, false, false]);
    const ids = added.map((lead) => lead.id);
    expect(new Set(ids).size).toBe(3);
    const leads = await store.listLeads('');
    expect(leads.map((lead) => lead.id).sort()).toEqual([...ids].sort());
    expect(leads.find((lead) => lead.id === ids[1])).toEqual({
      id: ids[1],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      fullName: '<b>Meena</b>',
      contactNumber: '9876543210',
      productModel: null,
      issueType: 'Partnership',
      fullAddress: '=1+1, Salem',
      warrantyStatus: 'No Contract',
      preferredServiceDate: '2026-12-01',
      source: 'form',
      locale: 'en',
      brand: null,
    });
    expect(leads.find((lead) => lead.id === ids[2])).toMatchObject({
      locale: 'ta',
      brand: 'jio-bp',
    });
    const status = await store.deliveryStatus();
    expect(status).toHaveLength(6);
    expect(
      status
        .filter((row) => row.channel === 'email')
        .map((row) => row.leadId)
        .sort(),
    ).toEqual([...ids].sort());
    expect(status.every((row) => row.state === 'pending' && row.attempts === 0)).toBe(true);
  });

  it('stores the good requests of a batch when one of them cannot be stored', async () => {
    const db = await database(kind);
    const store = await db.open();
    const broken = { ...request, issueType: null } as unknown as LeadInput;
    const results = await Promise.allSettled([
      store.add(request, 'json'),
      store.add(broken, 'json'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await store.listLeads('')).toHaveLength(1);
    expect(await store.deliveryStatus()).toEqual([]);
  });

  it('leases a claimed delivery: no one else gets it until the lease ends or it is settled', async () => {
    const db = await database(kind);
    const store = await db.open({ channels: ['webhook', 'email'] });
    const id = (await store.add(request, 'json')).id;
    const now = Date.now() + 1;

    const emails = await store.claimDue(['email'], now, 10, 1_000);
    expect(emails).toMatchObject([
      { channel: 'email', attempts: 0, lead: { id, fullName: '<b>Meena</b>' } },
    ]);
    expect(await store.claimDue(['email'], now, 10, 1_000)).toEqual([]);
    expect(await store.nextDueAt(['email'])).toBe(now + 1_000);
    // The worker that claimed it died: once the lease is over, the row is due again.
    const again = await store.claimDue(['email'], now + 1_000, 10, 1_000);
    expect(again.map((job) => job.id)).toEqual(emails.map((job) => job.id));

    const [job] = again;
    await store.retryLater(job!.id, 1, now + 5_000, 'SMTP 451 try later');
    expect(await store.claimDue(['email'], now + 4_999, 10, 1_000)).toEqual([]);
    await store.failed(job!.id, 2, 'SMTP 550 no such user');
    expect(await store.claimDue(['email'], now + 99_999, 10, 1_000)).toEqual([]);
    expect(await store.nextDueAt(['email'])).toBeNull();

    const [hook] = await store.claimDue(['webhook'], now, 10, 1_000);
    await store.delivered(hook!.id);
    expect(await store.deliveryStatus()).toEqual([
      {
        leadId: id,
        createdAt: expect.any(String),
        fullName: '<b>Meena</b>',
        channel: 'email',
        state: 'failed',
        attempts: 2,
        lastError: 'SMTP 550 no such user',
        nextAttemptAt: null,
      },
    ]);
  });

  it('gives each delivery to one of two instances claiming at the same time', async () => {
    const db = await database(kind);
    const first = await db.open({ channels: ['email'] });
    const second = await db.open();
    await Promise.all(Array.from({ length: 40 }, () => first.add(request, 'json')));
    const now = Date.now() + 1;
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? first : second).claimDue(['email'], now, 7, 60_000),
      ),
    );
    const claimed = claims.flat().map((job) => job.id);
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);
  });

  it('exports requests since a date, and deletes by phone or age with their deliveries', async () => {
    const db = await database(kind);
    const store = await db.open({ channels: ['webhook'] });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-10T10:00:00Z'));
    const old = (await store.add({ ...request, contactNumber: '9000000001' }, 'json')).id;
    vi.setSystemTime(new Date('2026-03-10T10:00:00Z'));
    const recent = (await store.add({ ...request, contactNumber: '9000000001' }, 'form')).id;
    const other = (await store.add({ ...request, contactNumber: '9000000002' }, 'json')).id;
    vi.useRealTimers();

    expect((await store.listLeads('2026-02-01T00:00:00.000Z')).map((lead) => lead.id)).toEqual(
      [recent, other].sort(),
    );
    expect(await store.deleteOlderThan('2026-02-01T00:00:00.000Z')).toEqual({
      leads: 1,
      deliveries: 1,
    });
    expect((await store.listLeads('')).map((lead) => lead.id)).not.toContain(old);
    expect(await store.deleteByPhone('9000000001')).toEqual({ leads: 1, deliveries: 1 });
    expect(await store.deleteByPhone('9000000001')).toEqual({ leads: 0, deliveries: 0 });
    expect((await store.listLeads('')).map((lead) => lead.id)).toEqual([other]);
    expect((await store.deliveryStatus()).map((row) => row.leadId)).toEqual([other]);
  });
  it('stores a request sent again within ten minutes once, in flight or committed, until its lead is deleted', async () => {
    const db = await database(kind);
    const store = await db.open({ channels: ['webhook', 'email'] });
    const fingerprint = 'a'.repeat(64);
    // A double press: both in flight at once.
    const [first, pressed] = await Promise.all([
      store.add(request, 'json', fingerprint),
      store.add(request, 'json', fingerprint),
    ]);
    expect(first).toEqual({ id: expect.any(String), repeat: false });
    expect(pressed).toEqual({ id: first!.id, repeat: true });
    // A reload once the first is stored.
    expect(await store.add(request, 'form', fingerprint)).toEqual({ id: first!.id, repeat: true });
    const other = await store.add(request, 'json', 'b'.repeat(64));
    expect(other.repeat).toBe(false);
    expect((await store.listLeads('')).map((lead) => lead.id).sort()).toEqual(
      [first!.id, other.id].sort(),
    );
    expect(await store.deliveryStatus()).toHaveLength(4);

    // The fingerprint goes with its lead: the same request is then new again.
    expect(await store.deleteByPhone(request.contactNumber)).toEqual({ leads: 2, deliveries: 4 });
    const again = await store.add(request, 'json', fingerprint);
    expect(again.repeat).toBe(false);
    expect(again.id).not.toBe(first!.id);
  });

  it('keeps a fingerprint only while it can match: older ones are dropped at the next commit', async () => {
    const db = await database(kind);
    const store = await db.open();
    const fingerprint = 'd'.repeat(64);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T09:00:00Z'));
    const early = await store.add(request, 'json', fingerprint);
    vi.setSystemTime(new Date('2026-05-01T09:09:59Z'));
    expect(await store.add(request, 'json', fingerprint)).toEqual({ id: early.id, repeat: true });
    vi.setSystemTime(new Date('2026-05-01T09:10:01Z'));
    const late = await store.add(request, 'json', fingerprint);
    vi.useRealTimers();
    expect(late.repeat).toBe(false);
    const rows = await db.sql('SELECT id, fingerprint FROM leads ORDER BY created_at');
    expect(rows).toEqual([
      { id: early.id, fingerprint: null },
      { id: late.id, fingerprint },
    ]);
  });
});

describe('the PostgreSQL store', () => {
  it('stores a request sent to two instances at the same moment only once', async () => {
    const db = await database('postgres');
    const stores = [await db.open({ channels: ['email'] }), await db.open({ channels: ['email'] })];
    const fingerprint = 'c'.repeat(64);
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) => stores[i % 2]!.add(request, 'json', fingerprint)),
    );
    expect(new Set(added.map((lead) => lead.id)).size).toBe(1);
    expect(added.filter((lead) => !lead.repeat)).toHaveLength(1);
    expect(await db.sql('SELECT COUNT(*) AS n FROM leads')).toEqual([{ n: '1' }]);
    expect(await db.sql('SELECT COUNT(*) AS n FROM outbox')).toEqual([{ n: '1' }]);
  });

  it('counts a client’s posts across instances, and opens again after the window', async () => {
    const db = await database('postgres');
    const [a, b] = [await db.open(), await db.open()];
    const limiters = [a, b].map((store) => new SharedRateLimiter(store.rateCounter!, 2, 60_000));
    expect(await limiters[0]!.hit('203.0.113.7', 1_000)).toEqual({ allowed: true });
    expect(await limiters[1]!.hit('203.0.113.7', 2_000)).toEqual({ allowed: true });
    expect(await limiters[0]!.hit('203.0.113.7', 3_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 58,
    });
    expect(await limiters[1]!.hit('198.51.100.1', 3_000)).toEqual({ allowed: true });
    expect(await limiters[1]!.hit('203.0.113.7', 61_000)).toEqual({ allowed: true });
  });

  it('creates the schema once when two instances start together, and refuses a newer one', async () => {
    const db = await database('postgres');
    const stores = await Promise.all([db.open(), db.open(), db.open()]);
    expect(stores.map((store) => store.kind)).toEqual(['postgres', 'postgres', 'postgres']);
    expect(await db.sql('SELECT version FROM leads_schema')).toEqual([
      { version: POSTGRES_SCHEMA_VERSION },
    ]);
    await db.sql('UPDATE leads_schema SET version = 99');
    const newer = new PostgresLeadStore(db.env['DATABASE_URL']!, { channels: [] });
    await expect(newer.ready()).rejects.toThrow(/newer than this server/);
    await newer.close();
  });
});

describe('openLeadsDatabase (SQLite)', () => {
  const files: string[] = [];
  const tempDb = () => {
    const path = join(tmpdir(), `leads-unit-${crypto.randomUUID()}`, 'leads.sqlite');
    files.push(path);
    return path;
  };
  afterEach(() => {
    for (const path of files.splice(0)) rmSync(join(path, '..'), { recursive: true, force: true });
  });

  it('creates the directory and schema, in WAL with synchronous=FULL', () => {
    const path = tempDb();
    const db = openLeadsDatabase(path);
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    // 2 = FULL
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    db.close();
  });

  it('migrates a database of the webhook-only version forward, keeping its rows', () => {
    const path = tempDb();
    // A file as the webhook-only server (schema version 2) left it, with one pending delivery.
    const partial = openLeadsDatabase(path, 2);
    partial.exec(`INSERT INTO leads VALUES ('old-1', '2026-01-01T00:00:00.000Z', 'Asha', '9000000001',
      NULL, 'Other', 'Salem', NULL, NULL, 'json')`);
    partial.exec(`INSERT INTO outbox (lead_id, next_attempt_at) VALUES ('old-1', 0)`);
    partial.close();

    const db = openLeadsDatabase(path);
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(db.prepare('SELECT id, locale, brand, fingerprint FROM leads').all()).toEqual([
      { id: 'old-1', locale: 'en', brand: null, fingerprint: null },
    ]);
    expect(db.prepare('SELECT lead_id, channel, state FROM outbox').all()).toEqual([
      { lead_id: 'old-1', channel: 'webhook', state: 'pending' },
    ]);
    db.close();
    expect(() => openLeadsDatabase(path).close()).not.toThrow();
  });

  it('refuses a database from a newer server', () => {
    const path = tempDb();
    openLeadsDatabase(path).close();
    const raw = new DatabaseSync(path);
    raw.exec('PRAGMA user_version = 99');
    raw.close();
    expect(() => openLeadsDatabase(path)).toThrow(/newer than this server/);
  });
});
