import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type RunningServer, startProductionServer } from '../scripts/production-server.ts';

export type { RunningServer };

/** A fresh database path for one test's server. */
export function tempDbPath(): string {
  return join(tmpdir(), `fuel-site-test-${randomUUID()}.sqlite`);
}

/** Starts the production server with extra environment, the rate limit off unless set. */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  return startProductionServer({ RATE_LIMIT_MAX: '0', ...env });
}

export type LeadRow = {
  id: string;
  full_name: string;
  contact_number: string;
  product_model: string | null;
  issue_type: string;
  full_address: string;
  warranty_status: string | null;
  preferred_service_date: string | null;
  source: string;
  locale: string;
  brand: string | null;
};

/** Reads leads straight from a server's SQLite file, as the owner's tools would. */
export function readLeads(dbPath: string, where = '1 = 1', ...params: string[]): LeadRow[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return db
      .prepare(`SELECT * FROM leads WHERE ${where} ORDER BY created_at`)
      .all(...params) as LeadRow[];
  } finally {
    db.close();
  }
}

/** Outbox rows still waiting for the webhook. */
export function readOutbox(dbPath: string): { lead_id: string; attempts: number }[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return db.prepare('SELECT lead_id, attempts FROM outbox').all() as {
      lead_id: string;
      attempts: number;
    }[];
  } finally {
    db.close();
  }
}

/** A valid request, with a name unique to the test so its rows can be found. */
export function validLead(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fullName: `Test Person ${randomUUID()}`,
    contactNumber: '9876543210',
    productModel: 'Premium Diesel',
    issueType: 'Bulk Order',
    fullAddressL: '12 Anna Salai, Chennai 600002',
    warrantyStatus: '',
    preferredServiceDate: '',
    website: '',
    ...overrides,
  };
}

/** What the owner's `npm run leads -- export --format json` lists from a server's database. */
export function exportLeads(dbPath: string): { id: string; fullName: string; locale: string }[] {
  const output = execFileSync(
    process.execPath,
    ['server/leads/cli.ts', 'export', '--format', 'json'],
    {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, LEADS_DB: dbPath },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as { id: string; fullName: string; locale: string }[];
}
