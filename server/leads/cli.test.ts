import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../src/lib/contact/schema.ts';
import { openLeadsDatabase } from './database.ts';
import { LeadStore } from './store.ts';

const dir = join(tmpdir(), `leads-cli-${crypto.randomUUID()}`);
const dbPath = join(dir, 'leads.sqlite');
const projectRoot = join(import.meta.dirname, '..', '..');

const lead = (contactNumber: string, fullName: string): ContactRequest => ({
  fullName,
  contactNumber,
  issueType: 'Other',
  fullAddressL: '-1 Main Road, "Unit 2"',
  productModel: undefined,
  warrantyStatus: undefined,
  preferredServiceDate: undefined,
});

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['server/leads/cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, LEADS_DB: dbPath },
    encoding: 'utf8',
  });

beforeAll(async () => {
  const db = openLeadsDatabase(dbPath);
  const store = new LeadStore(db, { forward: true });
  await store.add(lead('9000000001', '@Asha'), 'json');
  await store.add(lead('9000000001', 'Asha again'), 'form');
  await store.add(lead('9000000002', 'Ravi'), 'json');
  db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('leads CLI', () => {
  it('exports CSV with formula-looking cells neutralised', () => {
    const csv = execFileSync(
      process.execPath,
      ['server/leads/cli.ts', 'export', '--format', 'csv'],
      {
        cwd: projectRoot,
        env: { ...process.env, LEADS_DB: dbPath },
        encoding: 'utf8',
      },
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      '"id","createdAt","fullName","contactNumber","productModel","issueType","fullAddress","warrantyStatus","preferredServiceDate","source"',
    );
    expect(lines[1]).toContain(
      `"'@Asha","9000000001","","Other","'-1 Main Road, ""Unit 2""","",""`,
    );
  });

  it('exports JSON since a date', () => {
    const all = JSON.parse(cli('export', '--format', 'json').stdout) as { fullName: string }[];
    expect(all.map((row) => row.fullName)).toEqual(['@Asha', 'Asha again', 'Ravi']);
    const none = JSON.parse(cli('export', '--format', 'json', '--since', '2999-01-01').stdout);
    expect(none).toEqual([]);
  });

  it('rejects bad arguments with a clear message', () => {
    const result = cli('export', '--format', 'xlsx');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--format must be csv or json.');
    expect(cli('export', '--since', 'yesterday').stderr).toContain('--since must be a date');
    expect(cli('delete', '--phone', '12345').stderr).toContain('--phone must be the 10-digit');
  });

  it('deletes every request for a phone number, with its pending webhook deliveries', () => {
    const result = cli('delete', '--phone', '9000000001');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      'Deleted 2 request(s) with contact number 9000000001, and 2 pending webhook delivery(ies).\n',
    );
    const db = openLeadsDatabase(dbPath);
    expect(db.prepare('SELECT contact_number FROM leads').all()).toEqual([
      { contact_number: '9000000002' },
    ]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 1 });
    db.close();
  });
});
