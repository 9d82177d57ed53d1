import type { ContactRequest } from '../../src/lib/contact/schema.ts';
import { REPEAT_WINDOW_MS } from './fingerprint.ts';

export type LeadSource = 'json' | 'form';

/** What `add` did with a request. */
export type Added = {
  /** The stored request's id: the new one's, or for a repeat the first request's. */
  id: string;
  /**
   * True when the same request (same fingerprint) was already stored or being stored within
   * REPEAT_WINDOW_MS: nothing new was stored and no delivery queued.
   */
  repeat: boolean;
};

/** Ways a stored request reaches the owner; each has its own outbox row per request. */
export const CHANNELS = ['webhook', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What the contact endpoint hands down to be stored. `locale` (the page's language, default
 * 'en') and `brand` (the dealership page it came from) are optional until the form sends them.
 */
export type LeadInput = ContactRequest & {
  locale?: string | undefined;
  brand?: string | undefined;
};

export type StoredLead = {
  id: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  fullName: string;
  contactNumber: string;
  productModel: string | null;
  issueType: string;
  fullAddress: string;
  warrantyStatus: string | null;
  preferredServiceDate: string | null;
  source: LeadSource;
  locale: string;
  brand: string | null;
};

/** One delivery of one request on one channel, claimed by a worker. */
export type OutboxJob = {
  id: number;
  channel: Channel;
  /** Failed attempts so far. */
  attempts: number;
  lead: StoredLead;
};

/** A delivery not done yet: still being tried, or given up for good. */
export type DeliveryStatus = {
  leadId: string;
  createdAt: string;
  fullName: string;
  channel: Channel;
  state: 'pending' | 'failed';
  attempts: number;
  lastError: string | null;
  /** When the next attempt is due (pending only), ms since the epoch. */
  nextAttemptAt: number | null;
};

export type Removed = { leads: number; deliveries: number };

/** A fixed-window count shared by every server instance on the same database. */
export type RateCounter = {
  countHit: (
    key: string,
    now: number,
    windowMs: number,
  ) => Promise<{ start: number; count: number }>;
  sweep: (olderThan: number) => Promise<void>;
};

/**
 * Where contact requests, their pending deliveries and (where shared) the rate-limit counts
 * live. Two implementations, SQLite (`sqlite-store.ts`) and PostgreSQL (`postgres-store.ts`),
 * pass the same tests (`store.test.ts`).
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Resolves once the schema is created or migrated; rejects if the database cannot be used. */
  ready(): Promise<void>;
  /**
   * Resolves with the new request's id once it is durably committed, together with one outbox
   * row per configured channel (same transaction). With a `fingerprint` (requestFingerprint), a
   * request with the same fingerprint stored in the last REPEAT_WINDOW_MS, or still being stored
   * by this process, is a repeat: nothing is stored or queued, and the first request's id comes
   * back with `repeat: true`. In PostgreSQL two instances never both store the same one.
   */
  add(request: LeadInput, source: LeadSource, fingerprint?: string): Promise<Added>;
  /** Commits whatever is queued (at shutdown). */
  flush(): Promise<void>;

  /**
   * Claims up to `limit` pending deliveries on `channels` that are due at `now`. A claimed row
   * is leased until `now + leaseMs`: no other worker (in this process or another instance) gets
   * it before then, and if this worker dies the row is simply due again when the lease ends.
   */
  claimDue(channels: Channel[], now: number, limit: number, leaseMs: number): Promise<OutboxJob[]>;
  /** The earliest time a pending delivery on `channels` is due (leases included), if any. */
  nextDueAt(channels: Channel[]): Promise<number | null>;
  /** The delivery succeeded: it is removed. */
  delivered(jobId: number): Promise<void>;
  /** The attempt failed but may succeed later. */
  retryLater(jobId: number, attempts: number, at: number, error: string): Promise<void>;
  /** The attempt failed in a way that will never succeed (e.g. the recipient does not exist). */
  failed(jobId: number, attempts: number, error: string): Promise<void>;

  /** The owner's tools. */
  listLeads(sinceIso: string): Promise<StoredLead[]>;
  /** Deletes every request with this contact number, with its deliveries. */
  deleteByPhone(phone: string): Promise<Removed>;
  /** Deletes every request created before `cutoffIso`, with its deliveries (retention). */
  deleteOlderThan(cutoffIso: string): Promise<Removed>;
  /**
   * Adds exported requests (`leads import`), all or none; a request whose id is already stored is
   * left as it is. No delivery is queued: these requests reached the owner, or were listed as
   * pending by `leads status`, where they were first stored. Resolves with how many were added.
   */
  importLeads(leads: readonly StoredLead[]): Promise<number>;
  /** Deliveries pending or failed, oldest request first. */
  deliveryStatus(): Promise<DeliveryStatus[]>;

  /** Present where the counts must be shared across instances (PostgreSQL). */
  readonly rateCounter: RateCounter | undefined;
  close(): Promise<void>;
}

export type StoreOptions = {
  /** Channels each new request is queued on. */
  channels: readonly Channel[];
  /** Called after a commit that queued deliveries, so the worker can start at once. */
  onCommitted?: (() => void) | undefined;
};

/** Maps a database row (either store) to the shape the owner's tools export and deliveries carry. */
export function rowToLead(row: Record<string, unknown>): StoredLead {
  const created = row['created_at'];
  return {
    id: String(row['id']),
    createdAt: created instanceof Date ? created.toISOString() : String(created),
    fullName: String(row['full_name']),
    contactNumber: String(row['contact_number']),
    productModel: (row['product_model'] as string | null) ?? null,
    issueType: String(row['issue_type']),
    fullAddress: String(row['full_address']),
    warrantyStatus: (row['warranty_status'] as string | null) ?? null,
    preferredServiceDate: (row['preferred_service_date'] as string | null) ?? null,
    source: row['source'] as LeadSource,
    locale: String(row['locale'] ?? 'en'),
    brand: (row['brand'] as string | null) ?? null,
  };
}

export function rowToStatus(row: Record<string, unknown>): DeliveryStatus {
  const created = row['created_at'];
  const state = row['state'] as 'pending' | 'failed';
  return {
    leadId: String(row['lead_id']),
    createdAt: created instanceof Date ? created.toISOString() : String(created),
    fullName: String(row['full_name']),
    channel: row['channel'] as Channel,
    state,
    attempts: Number(row['attempts']),
    lastError: (row['last_error'] as string | null) ?? null,
    nextAttemptAt: state === 'pending' ? Number(row['next_attempt_at']) : null,
  };
}

/** The values of one new lead row, in the column order both stores insert (NEW_LEAD_COLUMNS). */
export function leadValues(lead: PendingLead): (string | null)[] {
  const { id, createdAt, request, source } = lead;
  return [
    id,
    createdAt,
    request.fullName,
    request.contactNumber,
    request.productModel ?? null,
    request.issueType,
    request.fullAddressL,
    request.warrantyStatus ?? null,
    request.preferredServiceDate ?? null,
    source,
    request.locale ?? 'en',
    request.brand ?? null,
    lead.fingerprint ?? null,
  ];
}

/** The values of an exported lead, in the same column order (`leads import`). */
export function storedLeadValues(lead: StoredLead): (string | null)[] {
  return [
    lead.id,
    lead.createdAt,
    lead.fullName,
    lead.contactNumber,
    lead.productModel,
    lead.issueType,
    lead.fullAddress,
    lead.warrantyStatus,
    lead.preferredServiceDate,
    lead.source,
    lead.locale,
    lead.brand,
  ];
}

/** The columns an exported lead has (`leads import`): no fingerprint, which is not exported. */
export const LEAD_COLUMNS =
  'id, created_at, full_name, contact_number, product_model, issue_type, full_address, warranty_status, preferred_service_date, source, locale, brand';
/** The columns a new request is inserted with. */
export const NEW_LEAD_COLUMNS = `${LEAD_COLUMNS}, fingerprint`;

export type PendingLead = {
  id: string;
  createdAt: string;
  request: LeadInput;
  source: LeadSource;
  fingerprint: string | undefined;
  /**
   * Set by the store's commit when the database already holds this request (same fingerprint,
   * created since `createdAt - REPEAT_WINDOW_MS`): its id, and nothing was inserted.
   */
  repeatOf?: string | undefined;
  resolve: (added: Added) => void;
  reject: (error: unknown) => void;
};

/** Earliest `created_at` (ISO) a stored request may have to count as this one sent again. */
export const repeatCutoff = (lead: PendingLead): string =>
  new Date(Date.parse(lead.createdAt) - REPEAT_WINDOW_MS).toISOString();

/**
 * Group commit, for both stores: requests arriving in the same turn of the event loop are
 * committed together in one transaction (one fsync for the group), and each caller's promise
 * resolves only after that commit. If the group fails, each request is retried on its own, so
 * one bad row does not cost the others.
 *
 * A request whose fingerprint matches one still queued or committing here (a double press) waits
 * for that one and is answered with its id as a repeat; the database is not asked. Once that
 * commit is over, its row is there for the store's own look-up.
 */
export class GroupCommit {
  readonly #commit: (batch: PendingLead[]) => Promise<void>;
  #queue: PendingLead[] = [];
  #scheduled = false;
  readonly #inFlight = new Set<Promise<void>>();
  /** Requests queued or committing, by fingerprint. */
  readonly #pending = new Map<string, Promise<Added>>();

  constructor(commit: (batch: PendingLead[]) => Promise<void>) {
    this.#commit = commit;
  }

  add(request: LeadInput, source: LeadSource, fingerprint?: string): Promise<Added> {
    const first = fingerprint === undefined ? undefined : this.#pending.get(fingerprint);
    if (first) return first.then(({ id }) => ({ id, repeat: true }));
    const added = new Promise<Added>((resolve, reject) => {
      this.#queue.push({
        id: crypto.randomUUID(),
        createdAt: new Date().toISOString(),
        request,
        source,
        fingerprint,
        resolve,
        reject,
      });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
    if (fingerprint !== undefined) {
      this.#pending.set(fingerprint, added);
      const settled = () => {
        if (this.#pending.get(fingerprint) === added) this.#pending.delete(fingerprint);
      };
      added.then(settled, settled);
    }
    return added;
  }

  /** Commits everything queued so far, and waits for commits already under way. */
  async flush(): Promise<void> {
    this.#scheduled = false;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length > 0) {
      const run = this.#run(batch);
      this.#inFlight.add(run);
      void run.finally(() => this.#inFlight.delete(run));
    }
    await Promise.all(this.#inFlight);
  }

  async #run(batch: PendingLead[]): Promise<void> {
    try {
      await this.#attempt(batch);
      for (const lead of batch) GroupCommit.#settle(lead);
      return;
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
    }
    for (const lead of batch) {
      try {
        await this.#attempt([lead]);
        GroupCommit.#settle(lead);
      } catch (single) {
        lead.reject(single);
      }
    }
  }

  /** One commit; a rolled-back attempt's findings do not carry over to the next. */
  #attempt(batch: PendingLead[]): Promise<void> {
    for (const lead of batch) lead.repeatOf = undefined;
    return this.#commit(batch);
  }

  static #settle(lead: PendingLead): void {
    lead.resolve(
      lead.repeatOf === undefined
        ? { id: lead.id, repeat: false }
        : { id: lead.repeatOf, repeat: true },
    );
  }
}
