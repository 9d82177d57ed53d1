import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Schema changes, in order. The database's `user_version` says how many have run; each new
 * change is appended here (never edited), and runs once in its own transaction at start.
 */
const migrations: string[] = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     full_name TEXT NOT NULL,
     contact_number TEXT NOT NULL,
     product_model TEXT,
     issue_type TEXT NOT NULL,
     full_address TEXT NOT NULL,
     warranty_status TEXT,
     preferred_service_date TEXT,
     source TEXT NOT NULL CHECK (source IN ('json', 'form'))
   ) STRICT;
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE INDEX leads_contact_number ON leads (contact_number);`,
  `CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     lead_id TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT
   ) STRICT;
   CREATE INDEX outbox_due ON outbox (next_attempt_at);`,
  // E-mail joins the webhook as a delivery channel; a delivery that can never succeed is kept as
  // 'failed' for `leads status`. Requests gain their page's language and dealership brand.
  `ALTER TABLE leads ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
   ALTER TABLE leads ADD COLUMN brand TEXT;
   ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'webhook'
     CHECK (channel IN ('webhook', 'email'));
   ALTER TABLE outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'pending'
     CHECK (state IN ('pending', 'failed'));
   CREATE UNIQUE INDEX outbox_lead_channel ON outbox (lead_id, channel);`,
  // A request sent again (a reload of the no-JS thank-you page, a double press) is found by its
  // fingerprint (server/leads/fingerprint.ts), kept only while it can match.
  `ALTER TABLE leads ADD COLUMN fingerprint TEXT;
   CREATE INDEX leads_fingerprint ON leads (fingerprint) WHERE fingerprint IS NOT NULL;`,
];

export const SCHEMA_VERSION = migrations.length;

/**
 * Opens (creating if needed) the leads database: WAL with `synchronous=FULL`, so a committed
 * row has reached the disk before anyone is told it was stored, and `secure_delete`.
 */
export function openLeadsDatabase(path: string, upTo = migrations.length): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5_000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  // A deleted request is overwritten, not left in a free page that a backup would copy.
  db.exec('PRAGMA secure_delete = ON');
  migrate(db, upTo);
  return db;
}

/** Runs the migrations the file has not had, up to `upTo` (tests stop early to make old files). */
function migrate(db: DatabaseSync, upTo: number): void {
  const { user_version: current } = db.prepare('PRAGMA user_version').get() as {
    user_version: number;
  };
  if (current > migrations.length) {
    throw new Error(
      `Leads database is at schema version ${current}, newer than this server (${migrations.length}).`,
    );
  }
  for (let version = current; version < upTo; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migrations[version] as string);
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
