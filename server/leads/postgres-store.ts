import pg from 'pg';
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
  type RateCounter,
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
 * Schema changes, in order; `leads_schema.version` says how many have run. Each new change is
 * appended (never edited). Times the workers compare (`next_attempt_at`, `window_start`) are
 * milliseconds since the epoch, as in the SQLite store.
 */
const migrations: string[] = [
  `CREATE TABLE leads (
     id text PRIMARY KEY,
     created_at timestamptz NOT NULL,
     full_name text NOT NULL,
     contact_number text NOT NULL,
     product_model text,
     issue_type text NOT NULL,
     full_address text NOT NULL,
     warranty_status text,
     preferred_service_date text,
     source text NOT NULL CHECK (source IN ('json', 'form')),
     locale text NOT NULL DEFAULT 'en',
     brand text
   );
   CREATE INDEX leads_created_at ON leads (created_at);
   CREATE INDEX leads_contact_number ON leads (contact_number);
   CREATE TABLE outbox (
     id bigserial PRIMARY KEY,
     lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
     channel text NOT NULL CHECK (channel IN ('webhook', 'email')),
     state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'failed')),
     attempts integer NOT NULL DEFAULT 0,
     next_attempt_at bigint NOT NULL,
     last_error text,
     UNIQUE (lead_id, channel)
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'pending';
   CREATE TABLE rate_limits (
     key text PRIMARY KEY,
     window_start bigint NOT NULL,
     count integer NOT NULL
   );`,
  // A request sent again (a reload of the no-JS thank-you page, a double press) is found by its
  // fingerprint (server/leads/fingerprint.ts), kept only while it can match.
  `ALTER TABLE leads ADD COLUMN fingerprint text;
   CREATE INDEX leads_fingerprint ON leads (fingerprint) WHERE fingerprint IS NOT NULL;`,
];

export const POSTGRES_SCHEMA_VERSION = migrations.length;

/** Any constant both instances agree on: the advisory lock that serialises migrations. */
const MIGRATION_LOCK = 7_310_414_014;
/**
 * The first key of the two-key advisory locks on fingerprints (a key space apart from the
 * one-key MIGRATION_LOCK); the second is 32 bits of the fingerprint. Two fingerprints sharing
 * those bits only wait for each other.
 */
const FINGERPRINT_LOCKS = 731_041;
const lockKey = (fingerprint: string): number => Number.parseInt(fingerprint.slice(0, 8), 16) | 0;

/** Types of LEAD_COLUMNS, for `unnest` of one array per column. */
const COLUMN_TYPES = [
  'text',
  'timestamptz',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
];
/** Types of NEW_LEAD_COLUMNS: the same and the fingerprint. */
const NEW_COLUMN_TYPES = [...COLUMN_TYPES, 'text'];

/**
 * The shared store: PostgreSQL through node-postgres, for one or many server instances on the
 * same database. Rows are committed before a request is acknowledged; deliveries are claimed
 * with `FOR UPDATE SKIP LOCKED` and a lease, so each is attempted by one instance at a time; the
 * rate-limit counts live in the database, so a client's posts count across every instance.
 */
export class PostgresLeadStore implements LeadStore {
  readonly kind = 'postgres';
  readonly #pool: pg.Pool;
  readonly #options: StoreOptions;
  readonly #group: GroupCommit;
  readonly #ready: Promise<void>;
  readonly rateCounter: RateCounter;

  constructor(
    url: string,
    options: StoreOptions & { log?: (line: Record<string, unknown>) => void },
  ) {
    this.#pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection that breaks (the database restarted) must not take the server down;
    // the next query opens a new one, or fails and is answered as a failure.
    this.#pool.on('error', (error) =>
      options.log?.({ event: 'database-error', error: error.message }),
    );
    this.#options = options;
    this.#group = new GroupCommit((batch) => this.#commit(batch));
    this.#ready = this.#migrate();
    // Until a caller awaits it, a failed start is reported there, not as an unhandled rejection.
    this.#ready.catch(() => {});
    this.rateCounter = {
      countHit: async (key, now, windowMs) => {
        const { rows } = await this.#query<{ window_start: string; count: number }>(
          `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, $2, 1)
           ON CONFLICT (key) DO UPDATE SET
             window_start = CASE WHEN r.window_start <= $2 - $3 THEN $2 ELSE r.window_start END,
             count = CASE WHEN r.window_start <= $2 - $3 THEN 1 ELSE r.count + 1 END
           RETURNING window_start, count`,
          [key, now, windowMs],
        );
        const row = rows[0] as { window_start: string; count: number };
        return { start: Number(row.window_start), count: row.count };
      },
      sweep: async (olderThan) => {
        await this.#query('DELETE FROM rate_limits WHERE window_start < $1', [olderThan]);
      },
    };
  }

  ready(): Promise<void> {
    return this.#ready;
  }

  /** Runs once per instance start. Two instances starting together: one migrates, one waits. */
  async #migrate(): Promise<void> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query('CREATE TABLE IF NOT EXISTS leads_schema (version integer NOT NULL)');
      const { rows } = await client.query<{ version: number }>('SELECT version FROM leads_schema');
      const current = rows[0]?.version ?? 0;
      if (current > migrations.length) {
        throw new Error(
          `Leads database is at schema version ${current}, newer than this server (${migrations.length}).`,
        );
      }
      for (let version = current; version < migrations.length; version++) {
        await client.query(migrations[version] as string);
      }
      if (rows.length === 0) {
        await client.query('INSERT INTO leads_schema (version) VALUES ($1)', [migrations.length]);
      } else {
        await client.query('UPDATE leads_schema SET version = $1', [migrations.length]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async #query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    await this.#ready;
    return this.#pool.query<T>(text, values);
  }

  add(request: LeadInput, source: LeadSource, fingerprint?: string): Promise<Added> {
    return this.#group.add(request, source, fingerprint);
  }

  flush(): Promise<void> {
    return this.#group.flush();
  }

  /**
   * The whole group and its outbox rows in one transaction. Before looking for an earlier
   * identical request it takes a transaction-scoped advisory lock on each fingerprint (in one
   * order, so two instances never deadlock): another instance storing the same request waits
   * until this one commits, and its look-up (a new snapshot per statement) then finds the row.
   */
  async #commit(batch: PendingLead[]): Promise<void> {
    await this.#ready;
    const [first] = batch;
    if (!first) return;
    const cutoff = repeatCutoff(first);
    const fingerprints = [
      ...new Set(
        batch.flatMap((lead) => (lead.fingerprint === undefined ? [] : [lead.fingerprint])),
      ),
    ];
    const client = await this.#pool.connect();
    let queued = false;
    try {
      await client.query('BEGIN');
      // Fingerprints past the window can no longer match: dropped, not kept with the lead. Rows
      // another instance is clearing at the same moment are left to it (no waiting, no deadlock).
      await client.query(
        `UPDATE leads SET fingerprint = NULL
          WHERE id IN (SELECT id FROM leads WHERE fingerprint IS NOT NULL AND created_at < $1
                        FOR UPDATE SKIP LOCKED)`,
        [cutoff],
      );
      if (fingerprints.length > 0) {
        const keys = [...new Set(fingerprints.map(lockKey))].sort((a, b) => a - b);
        await client.query('SELECT pg_advisory_xact_lock($1, key) FROM unnest($2::int4[]) AS key', [
          FINGERPRINT_LOCKS,
          keys,
        ]);
        const { rows } = await client.query<{ fingerprint: string; id: string }>(
          `SELECT DISTINCT ON (fingerprint) fingerprint, id FROM leads
            WHERE fingerprint = ANY ($1::text[]) AND created_at >= $2
            ORDER BY fingerprint, created_at, id`,
          [fingerprints, cutoff],
        );
        const earlier = new Map(rows.map((row) => [row.fingerprint, row.id]));
        for (const lead of batch) {
          if (lead.fingerprint !== undefined) lead.repeatOf = earlier.get(lead.fingerprint);
        }
      }
      const fresh = batch.filter((lead) => lead.repeatOf === undefined);
      if (fresh.length > 0) {
        const columns = NEW_COLUMN_TYPES.map(() => [] as (string | null)[]);
        for (const lead of fresh) leadValues(lead).forEach((value, i) => columns[i]?.push(value));
        const unnest = NEW_COLUMN_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
        const n = NEW_COLUMN_TYPES.length;
        await client.query(
          `WITH inserted AS (
             INSERT INTO leads (${NEW_LEAD_COLUMNS}) SELECT * FROM unnest(${unnest}) RETURNING id
           )
           INSERT INTO outbox (lead_id, channel, next_attempt_at)
           SELECT inserted.id, channel, $${n + 2} FROM inserted CROSS JOIN unnest($${n + 1}::text[]) AS channel`,
          [...columns, [...this.#options.channels], Date.now()],
        );
        queued = this.#options.channels.length > 0;
      }
      await client.query('COMMIT');
    } catch (error) {
      // A connection that cannot even roll back is broken: it is closed, not reused.
      const rolledBack = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      client.release(!rolledBack);
      throw error;
    }
    client.release();
    if (queued) queueMicrotask(() => this.#options.onCommitted?.());
  }

  async claimDue(
    channels: Channel[],
    now: number,
    limit: number,
    leaseMs: number,
  ): Promise<OutboxJob[]> {
    const { rows } = await this.#query(
      `WITH due AS (
         SELECT id FROM outbox
          WHERE state = 'pending' AND next_attempt_at <= $1 AND channel = ANY ($2::text[])
          ORDER BY next_attempt_at, id
          LIMIT $3
          FOR UPDATE SKIP LOCKED
       )
       UPDATE outbox SET next_attempt_at = $4
         FROM due, leads
        WHERE outbox.id = due.id AND leads.id = outbox.lead_id
       RETURNING outbox.id AS outbox_id, outbox.channel, outbox.attempts, leads.*`,
      [now, channels, limit, now + leaseMs],
    );
    return rows
      .map((row) => ({
        id: Number(row['outbox_id']),
        channel: row['channel'] as Channel,
        attempts: Number(row['attempts']),
        lead: rowToLead(row),
      }))
      .sort((a, b) => a.id - b.id);
  }

  async nextDueAt(channels: Channel[]): Promise<number | null> {
    const { rows } = await this.#query<{ next: string | null }>(
      `SELECT MIN(next_attempt_at) AS next FROM outbox
        WHERE state = 'pending' AND channel = ANY ($1::text[])`,
      [channels],
    );
    const next = rows[0]?.next;
    return next === null || next === undefined ? null : Number(next);
  }

  async delivered(jobId: number): Promise<void> {
    await this.#query('DELETE FROM outbox WHERE id = $1', [jobId]);
  }

  async retryLater(jobId: number, attempts: number, at: number, error: string): Promise<void> {
    await this.#query(
      'UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3 WHERE id = $4',
      [attempts, at, error, jobId],
    );
  }

  async failed(jobId: number, attempts: number, error: string): Promise<void> {
    await this.#query(
      "UPDATE outbox SET attempts = $1, state = 'failed', last_error = $2 WHERE id = $3",
      [attempts, error, jobId],
    );
  }

  async listLeads(sinceIso: string): Promise<StoredLead[]> {
    const { rows } = await this.#query(
      'SELECT * FROM leads WHERE created_at >= $1 ORDER BY created_at, id',
      [sinceIso || '-infinity'],
    );
    return rows.map(rowToLead);
  }

  deleteByPhone(phone: string): Promise<Removed> {
    return this.#delete('contact_number = $1', phone);
  }

  deleteOlderThan(cutoffIso: string): Promise<Removed> {
    return this.#delete('created_at < $1', cutoffIso);
  }

  /**
   * One statement: the outer SELECT still sees the outbox rows the cascade removes (a statement
   * sees one snapshot), so it can say how many deliveries went with the requests.
   */
  async #delete(where: string, value: string): Promise<Removed> {
    const { rows } = await this.#query<{ leads: string; deliveries: string }>(
      `WITH gone AS (DELETE FROM leads WHERE ${where} RETURNING id)
       SELECT (SELECT COUNT(*) FROM gone) AS leads,
              (SELECT COUNT(*) FROM outbox WHERE lead_id IN (SELECT id FROM gone)) AS deliveries`,
      [value],
    );
    return { leads: Number(rows[0]?.leads ?? 0), deliveries: Number(rows[0]?.deliveries ?? 0) };
  }

  /** One statement, so all or none. */
  async importLeads(leads: readonly StoredLead[]): Promise<number> {
    const columns = COLUMN_TYPES.map(() => [] as (string | null)[]);
    for (const lead of leads) storedLeadValues(lead).forEach((value, i) => columns[i]?.push(value));
    const unnest = COLUMN_TYPES.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    const { rowCount } = await this.#query(
      `INSERT INTO leads (${LEAD_COLUMNS}) SELECT * FROM unnest(${unnest})
       ON CONFLICT (id) DO NOTHING`,
      columns,
    );
    return rowCount ?? 0;
  }

  async deliveryStatus(): Promise<DeliveryStatus[]> {
    const { rows } = await this.#query(
      `SELECT outbox.lead_id, outbox.channel, outbox.state, outbox.attempts, outbox.last_error,
              outbox.next_attempt_at, leads.created_at, leads.full_name
         FROM outbox JOIN leads ON leads.id = outbox.lead_id
        ORDER BY leads.created_at, leads.id, outbox.channel`,
    );
    return rows.map(rowToStatus);
  }

  async close(): Promise<void> {
    await this.#group.flush().catch(() => {});
    await this.#pool.end();
  }
}
