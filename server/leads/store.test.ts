import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../src/lib/contact/schema.ts';
import { SCHEMA_VERSION, openLeadsDatabase } from './database.ts';
import { LeadStore } from './store.ts';

const request: ContactRequest = {
  fullName: '<b>Meena</b>',
  contactNumber: '9876543210',
  issueType: 'Partnership',
  fullAddressL: '=1+1, Salem',
  productModel: undefined,
  warrantyStatus: 'No Contract',
  preferredServiceDate: '2026-12-01',
};

const files: string[] = [];
const tempDb = () => {
  const path = join(tmpdir(), `leads-unit-${crypto.randomUUID()}`, 'leads.sqlite');
  files.push(path);
  return path;
};
afterEach(() => {
  for (const path of files.splice(0)) rmSync(join(path, '..'), { recursive: true, force: true });
});

describe('openLeadsDatabase', () => {
  it('creates the directory and schema, in WAL with synchronous=FULL', () => {
    const path = tempDb();
    const db = openLeadsDatabase(path);
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    // 2 = FULL
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    db.close();
  });

  it('migrates an older database forward and leaves a current one alone', () => {
    const path = tempDb();
    openLeadsDatabase(path).close();
    const raw = new DatabaseSync(path);
    raw.exec('DROP TABLE outbox; PRAGMA user_version = 1');
    raw.close();
    const db = openLeadsDatabase(path);
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: SCHEMA_VERSION });
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'outbox'").get()).toEqual({
      name: 'outbox',
    });
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

describe('LeadStore', () => {
  it('commits requests arriving together in one transaction and keeps text verbatim', async () => {
    const db = openLeadsDatabase(':memory:');
    const store = new LeadStore(db, { forward: true });
    const ids = await Promise.all([
      store.add(request, 'json'),
      store.add(request, 'form'),
      store.add(request, 'json'),
    ]);
    expect(new Set(ids).size).toBe(3);
    const rows = db.prepare('SELECT * FROM leads ORDER BY rowid').all();
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      id: ids[1],
      full_name: '<b>Meena</b>',
      full_address: '=1+1, Salem',
      product_model: null,
      warranty_status: 'No Contract',
      preferred_service_date: '2026-12-01',
      source: 'form',
    });
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 3 });
    db.close();
  });

  it('stores the good requests of a batch when one of them cannot be stored', async () => {
    const db = openLeadsDatabase(':memory:');
    const store = new LeadStore(db, { forward: false });
    const broken = { ...request, issueType: null } as unknown as ContactRequest;
    const results = await Promise.allSettled([
      store.add(request, 'json'),
      store.add(broken, 'json'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(db.prepare('SELECT COUNT(*) AS n FROM leads').get()).toEqual({ n: 1 });
    db.close();
  });
});
