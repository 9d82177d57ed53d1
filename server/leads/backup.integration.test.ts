// Copies and moves of the stored requests, end to end: `leads backup` while a real server
// writes, scheduled copies under retention, and `leads import` from SQLite into PostgreSQL.
import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postLead, startServerProcess, validLead } from '../test-support/server-process.ts';
import { type StoreKind, type TestDatabase, testDatabase } from '../test-support/stores.ts';
import { backupDatabase, copyFileName } from './backup.ts';
import { SqliteLeadStore } from './sqlite-store.ts';
import type { LeadInput, StoredLead } from './store.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
const DAY = 86_400_000;
// Each CLI run is a Node process start (about a second on a busy machine): generous time limits.

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const database = async (kind: StoreKind): Promise<TestDatabase> => {
  const db = await testDatabase(kind);
  cleanups.push(db.cleanup);
  return db;
};
const tempDir = () => {
  const dir = join(tmpdir(), `leads-backup-${crypto.randomUUID()}`);
  mkdirSync(dir);
  return dir;
};

/** The owner's CLI with only `env` selecting the store. */
const cliArgs = (env: Record<string, string>, args: string[]) =>
  [
    process.execPath,
    ['server/leads/cli.ts', ...args],
    {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: '', LEADS_DB: '', LEADS_RETENTION_DAYS: '', ...env },
      encoding: 'utf8' as const,
    },
  ] as const;
const cli = (env: Record<string, string>, ...args: string[]): SpawnSyncReturns<string> =>
  spawnSync(...cliArgs(env, args));
/** The same, without blocking this process (a server it started keeps being answered). */
const cliAsync = (env: Record<string, string>, ...args: string[]) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const [command, argv, options] = cliArgs(env, args);
    const child = spawn(command, argv, options);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });
const exported = (env: Record<string, string>): StoredLead[] => {
  const result = cli(env, 'export', '--format', 'json');
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as StoredLead[];
};

const request = (fullName: string, extra: Partial<LeadInput> = {}): LeadInput => ({
  fullName,
  contactNumber: '9000000001',
  issueType: 'Bulk Order',
  fullAddressL: '4 Gandhi Road, Madurai',
  productModel: undefined,
  warrantyStatus: undefined,
  preferredServiceDate: undefined,
  brand: undefined,
  ...extra,
});

describe('leads backup', { timeout: 30_000 }, () => {
  it('copies a store a real server is writing to: every request acknowledged before is in it, whole', async () => {
    const db = await database('sqlite');
    const server = await startServerProcess(db.env);
    cleanups.push(server.stop);
    const posted = new Map<string, ReturnType<typeof validLead>>();
    let writing = true;
    const writer = async () => {
      while (writing) {
        const lead = validLead({ fullAddressL: `${crypto.randomUUID()} Anna Salai, Chennai` });
        const response = await postLead(server.origin, lead);
        expect(response.status).toBe(201);
        posted.set(((await response.json()) as { id: string }).id, lead);
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await expect.poll(() => posted.size, { timeout: 20_000 }).toBeGreaterThan(100);

    const acknowledgedBefore = [...posted.keys()];
    const output = join(tempDir(), 'copy.sqlite');
    const backup = await cliAsync(db.env, 'backup', '--output', output);
    const acknowledgedWhenDone = posted.size;
    // Keep writing a little after the copy, so the copy was taken in the middle of the load.
    await expect.poll(() => posted.size).toBeGreaterThan(acknowledgedWhenDone + 20);
    writing = false;
    await Promise.all(writers);

    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain(`to ${output}.`);
    const copy = new DatabaseSync(output, { readOnly: true });
    expect(copy.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    copy.close();

    const inCopy = exported({ LEADS_DB: output });
    const ids = new Set(inCopy.map((lead) => lead.id));
    expect(acknowledgedBefore.filter((id) => !ids.has(id))).toEqual([]);
    expect(inCopy.length).toBeLessThan(posted.size);
    // Each request in the copy is whole: every field as it was posted.
    for (const lead of inCopy) {
      const sent = posted.get(lead.id);
      expect(sent, `request ${lead.id} in the copy was never acknowledged`).toBeDefined();
      expect(lead).toMatchObject({
        fullName: sent!.fullName,
        contactNumber: sent!.contactNumber,
        productModel: sent!.productModel,
        issueType: sent!.issueType,
        fullAddress: sent!.fullAddressL,
        source: 'json',
        locale: 'en',
      });
    }
  });

  it('refuses a path it cannot write, and never overwrites a file', async () => {
    const db = await database('sqlite');
    const store = await db.open();
    await store.add(request('Meena'), 'form');
    await store.close();
    const dir = tempDir();

    const missing = cli(db.env, 'backup', '--output', join(dir, 'no-such-folder', 'copy.sqlite'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(
      `Cannot write the copy to ${join(dir, 'no-such-folder', 'copy.sqlite')}: ${join(dir, 'no-such-folder')} is not a folder this program can write to. No copy was written.\n`,
    );

    const taken = join(dir, 'taken.sqlite');
    writeFileSync(taken, 'the owner’s notes');
    const existing = cli(db.env, 'backup', '--output', taken);
    expect(existing.status).toBe(1);
    expect(existing.stderr).toContain('a file of that name already exists. No copy was written.');
    expect(readFileSync(taken, 'utf8')).toBe('the owner’s notes');
    expect(readdirSync(dir)).toEqual(['taken.sqlite']);
  });

  it('on PostgreSQL, says to use pg_dump and writes nothing', async () => {
    const db = await database('postgres');
    const output = join(tempDir(), 'copy.sqlite');
    const result = cli(db.env, 'backup', '--output', output);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Back it up with pg_dump');
    expect(result.stderr).toContain('No copy was written.');
    expect(existsSync(output)).toBe(false);
  });
});

describe('scheduled copies', { timeout: 30_000 }, () => {
  it('with retention, removes a copy older than the period and takes a fresh one holding only live requests', async () => {
    const db = await database('sqlite');
    const store = (await db.open()) as SqliteLeadStore;
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now - 40 * DAY);
    const expired = (await store.add(request('Old request'), 'json')).id;
    vi.setSystemTime(now - DAY);
    const { id: live } = await store.add(
      request('Live request', { locale: 'ta', brand: 'jio-bp' }),
      'form',
    );
    vi.useRealTimers();
    // A copy taken 31 days ago (it holds both requests), and a file that is not a copy.
    const dir = tempDir();
    const oldCopy = copyFileName(now - 31 * DAY);
    await backupDatabase(store.database, join(dir, oldCopy));
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    await store.close();

    const server = await startServerProcess({
      ...db.env,
      LEADS_BACKUP_DIR: dir,
      LEADS_RETENTION_DAYS: '30',
    });
    cleanups.push(server.stop);
    await server.waitForOutput(/"event":"backup-removed".*"reason":"retention"/);
    expect(server.output()).toMatch(/"event":"backup","file":"[^"]+","pages":\d+/);
    expect(server.output()).not.toContain('backup-error');

    const files = readdirSync(dir).sort();
    expect(files).not.toContain(oldCopy);
    expect(files).toHaveLength(2);
    expect(files[1]).toBe('notes.txt');
    const inFresh = exported({ LEADS_DB: join(dir, files[0]!) });
    expect(inFresh.map((lead) => lead.id)).toEqual([live]);
    expect(inFresh.map((lead) => lead.id)).not.toContain(expired);
    expect((await postLead(server.origin)).status).toBe(201);
  });

  it('logs a copy that cannot be written as an error, and the server keeps taking requests', async () => {
    const db = await database('sqlite');
    const dir = tempDir();
    writeFileSync(join(dir, 'a-file'), '');
    const server = await startServerProcess({
      ...db.env,
      LEADS_BACKUP_DIR: join(dir, 'a-file', 'copies'),
    });
    cleanups.push(server.stop);
    await server.waitForOutput(/"event":"backup-error","error":"ENOTDIR.*","retry":"in one day"/);
    const response = await postLead(server.origin);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(exported(db.env).map((lead) => lead.id)).toEqual([id]);
  });
});

describe('leads import', { timeout: 30_000 }, () => {
  it('moves an SQLite export into PostgreSQL field for field, twice without change, sending nothing again', async () => {
    const sqlite = await database('sqlite');
    const postgres = await database('postgres');
    const source = await sqlite.open({ channels: ['email', 'webhook'] });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T09:00:00.123Z'));
    await source.add(request('Asha'), 'json');
    vi.setSystemTime(new Date('2026-05-01T09:01:00Z'));
    await source.add(
      request('రవి', {
        locale: 'te',
        brand: 'nayara',
        productModel: 'Premium Diesel',
        warrantyStatus: 'Under Contract',
        preferredServiceDate: '2026-05-20',
      }),
      'form',
    );
    vi.setSystemTime(new Date('2026-05-01T09:02:00Z'));
    await source.add(request('मीना', { locale: 'hi', brand: 'jio-bp' }), 'json');
    vi.useRealTimers();
    await source.close();
    // The deliveries of the SQLite store are still pending: they must not be queued again.
    expect(await sqlite.sql('SELECT COUNT(*) AS n FROM outbox')).toEqual([{ n: 6 }]);

    const file = join(tempDir(), 'leads.json');
    expect(cli(sqlite.env, 'export', '--format', 'json', '--output', file).status).toBe(0);
    const first = cli(postgres.env, 'import', file);
    expect(first.stderr).toBe('');
    expect(first.stdout).toBe(
      'Imported 3 request(s); 0 were already stored. The PostgreSQL store now holds 3 request(s). No delivery was queued.\n',
    );
    const original = cli(sqlite.env, 'export', '--format', 'json').stdout;
    expect(cli(postgres.env, 'export', '--format', 'json').stdout).toBe(original);
    expect(JSON.parse(original)[1]).toMatchObject({ locale: 'te', brand: 'nayara' });
    expect(await postgres.sql('SELECT COUNT(*) AS n FROM outbox')).toEqual([{ n: '0' }]);

    const second = cli(postgres.env, 'import', file);
    expect(second.stdout).toBe(
      'Imported 0 request(s); 3 were already stored. The PostgreSQL store now holds 3 request(s). No delivery was queued.\n',
    );
    expect(cli(postgres.env, 'export', '--format', 'json').stdout).toBe(original);
    expect(cli(postgres.env, 'count').stdout).toBe('3 request(s) stored.\n');
  });

  it('refuses a file that is not an export, or has a malformed row, and changes nothing', async () => {
    const postgres = await database('postgres');
    const store = await postgres.open();
    await store.add(request('Already here'), 'json');
    await store.close();
    const before = cli(postgres.env, 'export', '--format', 'json').stdout;
    const dir = tempDir();

    const csv = join(dir, 'leads.csv');
    writeFileSync(csv, '"id","createdAt"\r\n"1","2026-05-01"\r\n');
    const notExport = cli(postgres.env, 'import', csv);
    expect(notExport.status).toBe(1);
    expect(notExport.stderr).toBe(
      `${csv}: This file is not a leads export: it is not JSON. Make one with \`leads export --format json\`.\nNothing was imported.\n`,
    );

    // The first row is fine, the second is not: the first must not be imported either.
    const [good] = JSON.parse(before) as StoredLead[];
    const malformed = join(dir, 'malformed.json');
    writeFileSync(
      malformed,
      JSON.stringify([
        { ...good, id: 'new-1', fullName: 'New' },
        { ...good, id: 'new-2', contactNumber: null },
      ]),
    );
    const bad = cli(postgres.env, 'import', malformed);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe(
      `${malformed}: Request 2 (id new-2): contactNumber is missing or of the wrong type.\nNothing was imported.\n`,
    );
    expect(cli(postgres.env, 'export', '--format', 'json').stdout).toBe(before);
  });
});
