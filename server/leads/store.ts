import { randomUUID } from 'node:crypto';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { ContactRequest } from '../../src/lib/contact/schema.ts';

export type LeadSource = 'json' | 'form';

export type StoredLead = {
  id: string;
  createdAt: string;
  fullName: string;
  contactNumber: string;
  productModel: string | null;
  issueType: string;
  fullAddress: string;
  warrantyStatus: string | null;
  preferredServiceDate: string | null;
  source: LeadSource;
};

type Pending = {
  id: string;
  createdAt: string;
  request: ContactRequest;
  source: LeadSource;
  resolve: (id: string) => void;
  reject: (error: unknown) => void;
};

/**
 * Stores contact requests. Requests arriving in the same turn of the event loop are committed
 * together in one transaction (one fsync for the group), and each caller's promise resolves only
 * after that commit: a caller told "stored" can rely on the row being on disk.
 */
export class LeadStore {
  readonly #db: DatabaseSync;
  readonly #insertLead: StatementSync;
  readonly #insertOutbox: StatementSync;
  readonly #forward: boolean;
  #queue: Pending[] = [];
  #scheduled = false;
  #onCommitted: (() => void) | undefined;

  constructor(db: DatabaseSync, options: { forward: boolean; onCommitted?: () => void }) {
    this.#db = db;
    this.#forward = options.forward;
    this.#onCommitted = options.onCommitted;
    this.#insertLead = db.prepare(
      `INSERT INTO leads (id, created_at, full_name, contact_number, product_model, issue_type,
         full_address, warranty_status, preferred_service_date, source)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#insertOutbox = db.prepare('INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)');
  }

  /** Resolves with the new row's id once it is durably committed. */
  add(request: ContactRequest, source: LeadSource): Promise<string> {
    return new Promise((resolve, reject) => {
      this.#queue.push({
        id: randomUUID(),
        createdAt: new Date().toISOString(),
        request,
        source,
        resolve,
        reject,
      });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Commits everything queued so far (also called at shutdown). */
  flush(): void {
    this.#scheduled = false;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    try {
      this.#commit(batch);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // One bad row must not cost the others: commit each on its own instead.
      for (const lead of batch) {
        try {
          this.#commit([lead]);
        } catch (single) {
          lead.reject(single);
        }
      }
    }
  }

  /** Writes the leads in one transaction, then tells their callers. */
  #commit(batch: Pending[]): void {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      for (const lead of batch) {
        const r = lead.request;
        this.#insertLead.run(
          lead.id,
          lead.createdAt,
          r.fullName,
          r.contactNumber,
          r.productModel ?? null,
          r.issueType,
          r.fullAddressL,
          r.warrantyStatus ?? null,
          r.preferredServiceDate ?? null,
          lead.source,
        );
        if (this.#forward) this.#insertOutbox.run(lead.id, Date.now());
      }
      this.#db.exec('COMMIT');
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
    for (const lead of batch) lead.resolve(lead.id);
    if (this.#forward) this.#onCommitted?.();
  }
}

/** Maps a database row to the shape the owner's tools export. */
export function rowToLead(row: Record<string, unknown>): StoredLead {
  return {
    id: String(row['id']),
    createdAt: String(row['created_at']),
    fullName: String(row['full_name']),
    contactNumber: String(row['contact_number']),
    productModel: (row['product_model'] as string | null) ?? null,
    issueType: String(row['issue_type']),
    fullAddress: String(row['full_address']),
    warrantyStatus: (row['warranty_status'] as string | null) ?? null,
    preferredServiceDate: (row['preferred_service_date'] as string | null) ?? null,
    source: row['source'] as LeadSource,
  };
}
