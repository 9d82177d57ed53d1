import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { openLeadsDatabase } from './database.ts';
import {
  type Channel,
  type DeliveryStatus,
  GroupCommit,
  type Added,
  LEAD_COLUMNS,
  type LeadInput,
  type LeadSource,
  type LeadStore,
  type OutboxJob,
  type PendingLead,
  type Removed,
  type StoreOptions,
  type StoredLead,
  NEW_LEAD_COLUMNS,
  leadValues,
  repeatCutoff,
  rowToLead,
  storedLeadValues,
  rowToStatus,
} from './store.ts';

/**
 * The embedded store: one SQLite file (WAL, synchronous=FULL) for one server instance. Rate-limit
 * counts stay in the process's memory, as one instance needs nothing more.
 */
export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite';
  readonly rateCounter = undefined;
  readonly #db: DatabaseSync;
  readonly #options: StoreOptions;
  readonly #group: GroupCommit;
  readonly #insertLead: StatementSync;
  readonly #insertOutbox: StatementSync;
  readonly #repeatOf: StatementSync;
  readonly #forgetFingerprints: StatementSync;
  readonly #claim: StatementSync;
  readonly #leadById: StatementSync;
  readonly #nextDue: StatementSync;
  readonly #delivered: StatementSync;
  readonly #retry: StatementSync;
  readonly #failed: StatementSync;

  /** Opens (creating or migrating) the database file at `path`, or ':memory:'. */
  constructor(path: string, options: StoreOptions) {
    this.#db = openLeadsDatabase(path);
    this.#options = options;
    this.#group = new GroupCommit(async (batch) => this.#commit(batch));
    const db = this.#db;
    this.#insertLead = db.prepare(
      `INSERT INTO leads (${NEW_LEAD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#repeatOf = db.prepare(
      `SELECT id FROM leads WHERE fingerprint = ? AND created_at >= ?
        ORDER BY created_at, id LIMIT 1`,
    );
    // `+created_at`: the few rows with a fingerprint are found by its index, never by scanning
    // every older request through the created_at index.
    this.#forgetFingerprints = db.prepare(
      'UPDATE leads SET fingerprint = NULL WHERE fingerprint IS NOT NULL AND +created_at < ?',
    );
    this.#insertOutbox = db.prepare(
      'INSERT INTO outbox (lead_id, channel, next_attempt_at) VALUES (?, ?, ?)',
    );
    // Channels travel as a JSON array, so one prepared statement serves any set of them.
    this.#claim = db.prepare(
      `UPDATE outbox SET next_attempt_at = ?
        WHERE id IN (SELECT id FROM outbox
                      WHERE state = 'pending' AND next_attempt_at <= ?
                        AND channel IN (SELECT value FROM json_each(?))
                      ORDER BY next_attempt_at, id LIMIT ?)
        RETURNING id, channel, attempts, lead_id`,
    );
    this.#leadById = db.prepare('SELECT * FROM leads WHERE id = ?');
    this.#nextDue = db.prepare(
      `SELECT MIN(next_attempt_at) AS next FROM outbox
        WHERE state = 'pending' AND channel IN (SELECT value FROM json_each(?))`,
    );
    this.#delivered = db.prepare('DELETE FROM outbox WHERE id = ?');
    this.#retry = db.prepare(
      'UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?',
    );
    this.#failed = db.prepare(
      "UPDATE outbox SET attempts = ?, state = 'failed', last_error = ? WHERE id = ?",
    );
  }

  /** The database, for tests that look at the rows themselves. */
  get database(): DatabaseSync {
    return this.#db;
  }

  async ready(): Promise<void> {
    // The schema is migrated synchronously when the file is opened.
  }

  add(request: LeadInput, source: LeadSource, fingerprint?: string): Promise<Added> {
    return this.#group.add(request, source, fingerprint);
  }

  flush(): Promise<void> {
    return this.#group.flush();
  }

  /*
   * BEGIN IMMEDIATE takes the write lock first, so the look-up for an earlier identical request
   * and the insert see the same database: no other writer can store it in between.
   */
  #commit(batch: PendingLead[]): void {
    this.#db.exec('BEGIN IMMEDIATE');
    let queued = false;
    try {
      const now = Date.now();
      const [first] = batch;
      // Fingerprints past the window can no longer match: dropped, not kept with the lead.
      if (first) this.#forgetFingerprints.run(repeatCutoff(first));
      for (const lead of batch) {
        if (lead.fingerprint !== undefined) {
          const earlier = this.#repeatOf.get(lead.fingerprint, repeatCutoff(lead)) as
            { id: string } | undefined;
          if (earlier) {
            lead.repeatOf = earlier.id;
            continue;
          }
        }
        this.#insertLead.run(...leadValues(lead));
        for (const channel of this.#options.channels) this.#insertOutbox.run(lead.id, channel, now);
        queued ||= this.#options.channels.length > 0;
      }
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
    if (queued) queueMicrotask(() => this.#options.onCommitted?.());
  }

  async claimDue(
    channels: Channel[],
    now: number,
    limit: number,
    leaseMs: number,
  ): Promise<OutboxJob[]> {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const claimed = this.#claim.all(now + leaseMs, now, JSON.stringify(channels), limit) as {
        id: number;
        channel: Channel;
        attempts: number;
        lead_id: string;
      }[];
      const jobs: OutboxJob[] = [];
      for (const row of claimed) {
        const lead = this.#leadById.get(row.lead_id) as Record<string, unknown> | undefined;
        if (lead)
          jobs.push({
            id: row.id,
            channel: row.channel,
            attempts: row.attempts,
            lead: rowToLead(lead),
          });
      }
      this.#db.exec('COMMIT');
      return jobs.sort((a, b) => a.id - b.id);
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async nextDueAt(channels: Channel[]): Promise<number | null> {
    const { next } = this.#nextDue.get(JSON.stringify(channels)) as { next: number | null };
    return next;
  }

  async delivered(jobId: number): Promise<void> {
    this.#delivered.run(jobId);
  }

  async retryLater(jobId: number, attempts: number, at: number, error: string): Promise<void> {
    this.#retry.run(attempts, at, error, jobId);
  }

  async failed(jobId: number, attempts: number, error: string): Promise<void> {
    this.#failed.run(attempts, error, jobId);
  }

  async listLeads(sinceIso: string): Promise<StoredLead[]> {
    return (
      this.#db
        .prepare('SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at, id')
        .all(sinceIso) as Record<string, unknown>[]
    ).map(rowToLead);
  }

  async deleteByPhone(phone: string): Promise<Removed> {
    return this.#delete('contact_number = ?', phone);
  }

  async deleteOlderThan(cutoffIso: string): Promise<Removed> {
    return this.#delete('created_at < ?', cutoffIso);
  }

  #delete(where: string, value: string): Removed {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const { n } = this.#db
        .prepare(
          `SELECT COUNT(*) AS n FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE ${where})`,
        )
        .get(value) as { n: number };
      // Outbox rows go with their lead (ON DELETE CASCADE).
      const { changes } = this.#db.prepare(`DELETE FROM leads WHERE ${where}`).run(value);
      this.#db.exec('COMMIT');
      return { leads: Number(changes), deliveries: n };
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async importLeads(leads: readonly StoredLead[]): Promise<number> {
    const insert = this.#db.prepare(
      `INSERT INTO leads (${LEAD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    );
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      let added = 0;
      for (const lead of leads) added += Number(insert.run(...storedLeadValues(lead)).changes);
      this.#db.exec('COMMIT');
      return added;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async deliveryStatus(): Promise<DeliveryStatus[]> {
    return (
      this.#db
        .prepare(
          `SELECT outbox.lead_id, outbox.channel, outbox.state, outbox.attempts, outbox.last_error,
                  outbox.next_attempt_at, leads.created_at, leads.full_name
             FROM outbox JOIN leads ON leads.id = outbox.lead_id
            ORDER BY leads.created_at, leads.id, outbox.channel`,
        )
        .all() as Record<string, unknown>[]
    ).map(rowToStatus);
  }

  async close(): Promise<void> {
    await this.#group.flush();
    this.#db.close();
  }
}
