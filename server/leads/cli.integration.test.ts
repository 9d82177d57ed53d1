import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactRequest } from '../../src/lib/contact/schema.ts';
import { STORE_KINDS, type TestDatabase, testDatabase } from '../test-support/stores.ts';

const projectRoot = join(import.meta.dirname, '..', '..');

const lead = (contactNumber: string, fullName: string): ContactRequest => ({
  fullName,
  contactNumber,
  issueType: 'Other',
  fullAddressL: '-1 Main Road, "Unit 2"',
  productModel: undefined,
  warrantyStatus: undefined,
  preferredServiceDate: undefined,
  brand: undefined,
});

describe.each(STORE_KINDS)('leads CLI on the %s store', (kind) => {
  let db: TestDatabase;
  const ids: string[] = [];
  // Only one store is chosen: the other variable must not leak in from the environment.
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['server/leads/cli.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: '', LEADS_DB: '', ...db.env },
      encoding: 'utf8',
    });

  beforeAll(async () => {
    db = await testDatabase(kind);
    const store = await db.open({ channels: ['webhook', 'email'] });
    // A minute apart, so the export's order (by time received) is certain.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T09:00:00Z'));
    ids.push((await store.add(lead('9000000001', '@Asha'), 'json')).id);
    vi.setSystemTime(new Date('2026-05-01T09:01:00Z'));
    ids.push((await store.add(lead('9000000001', 'Asha again'), 'form')).id);
    vi.setSystemTime(new Date('2026-05-01T09:02:00Z'));
    ids.push(
      (await store.add({ ...lead('9000000002', 'Ravi'), locale: 'te', brand: 'nayara' }, 'json'))
        .id,
    );
    vi.useRealTimers();
    const [job] = await store.claimDue(['email'], Date.parse('2026-05-01T10:00:00Z'), 1, 1_000);
    await store.failed(job!.id, 1, 'SMTP 550 No such user here');
    await store.close();
  });
  afterAll(() => db.cleanup());

  it('exports CSV with formula-looking cells neutralised, locale and brand included', () => {
    const result = cli('export', '--format', 'csv');
    expect(result.stderr).toBe('');
    const lines = result.stdout.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"id","createdAt","fullName","contactNumber","productModel","issueType","fullAddress","warrantyStatus","preferredServiceDate","source","locale","brand"',
    );
    expect(lines[1]).toContain(
      `"'@Asha","9000000001","","Other","'-1 Main Road, ""Unit 2""","",""`,
    );
    expect(lines[3]).toMatch(/"json","te","nayara"$/);
  });

  it('exports JSON since a date', () => {
    const all = JSON.parse(cli('export', '--format', 'json').stdout) as Record<string, unknown>[];
    expect(all.map((row) => row['fullName'])).toEqual(['@Asha', 'Asha again', 'Ravi']);
    expect(all[0]).toMatchObject({ locale: 'en', brand: null });
    expect(all[2]).toMatchObject({ locale: 'te', brand: 'nayara' });
    const later = JSON.parse(
      cli('export', '--format', 'json', '--since', '2026-05-01T09:01:00Z').stdout,
    );
    expect(later.map((row: Record<string, unknown>) => row['fullName'])).toEqual([
      'Asha again',
      'Ravi',
    ]);
    const none = JSON.parse(cli('export', '--format', 'json', '--since', '2999-01-01').stdout);
    expect(none).toEqual([]);
  });

  it('lists the deliveries still pending or failed, per channel', () => {
    const result = cli('status');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('5 delivery(ies) pending, 1 failed.');
    const failed = lines.filter((line) => / failed /.test(line));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatch(
      new RegExp(`^${ids[0]} .* @Asha +email +failed +1 +- +SMTP 550 No such user here$`),
    );
    expect(lines.filter((line) => / pending /.test(line))).toHaveLength(5);
  });

  it('rejects bad arguments with a clear message', () => {
    const result = cli('export', '--format', 'xlsx');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--format must be csv or json.');
    expect(cli('export', '--since', 'yesterday').stderr).toContain('--since must be a date');
    expect(cli('delete', '--phone', '12345').stderr).toContain('--phone must be the 10-digit');
  });

  it('deletes every request for a phone number, with its pending deliveries', async () => {
    const result = cli('delete', '--phone', '9000000001');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      'Deleted 2 request(s) with contact number 9000000001, and 4 pending delivery(ies).\n',
    );
    expect(await db.sql('SELECT contact_number FROM leads')).toEqual([
      { contact_number: '9000000002' },
    ]);
    expect(await db.sql('SELECT COUNT(*) AS n FROM outbox')).toEqual([
      { n: kind === 'sqlite' ? 2 : '2' },
    ]);
    expect(cli('status').stdout.split('\n')[0]).toBe('2 delivery(ies) pending, 0 failed.');
  });
});
