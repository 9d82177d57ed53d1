import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { rowToLead } from './store.ts';

/**
 * Wait before delivery attempt number `attempt + 1` after `attempt` failures: doubling from
 * `baseMs`, capped at `maxMs`, and spread over its upper half so that many queued requests do
 * not all retry in the same instant.
 */
export function backoffDelay(
  attempt: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (random() * exponential) / 2);
}

export type OutboxOptions = {
  url: string;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
  log: (line: Record<string, unknown>) => void;
  /** Injected in tests. */
  fetch?: typeof fetch;
  now?: () => number;
};

const BATCH = 20;
/** Even with nothing due, look again this often (rows may be added by another process). */
const IDLE_POLL_MS = 60_000;

/**
 * Forwards each stored request to the owner's webhook. Rows are written to `outbox` in the same
 * transaction as the lead, so nothing is forgotten across crashes or restarts; a row is deleted
 * only once the webhook answers 2xx (at-least-once: the lead id is sent as Idempotency-Key).
 */
export class OutboxWorker {
  readonly #options: OutboxOptions;
  readonly #due: StatementSync;
  readonly #nextDue: StatementSync;
  readonly #delivered: StatementSync;
  readonly #failed: StatementSync;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #abort = new AbortController();

  constructor(db: DatabaseSync, options: OutboxOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? Date.now;
    this.#due = db.prepare(
      `SELECT outbox.id AS outbox_id, outbox.attempts, leads.*
         FROM outbox JOIN leads ON leads.id = outbox.lead_id
        WHERE outbox.next_attempt_at <= ?
        ORDER BY outbox.next_attempt_at, outbox.id
        LIMIT ${BATCH}`,
    );
    this.#nextDue = db.prepare('SELECT MIN(next_attempt_at) AS next FROM outbox');
    this.#delivered = db.prepare('DELETE FROM outbox WHERE id = ?');
    this.#failed = db.prepare(
      'UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?',
    );
  }

  /** Starts delivering (including anything left from before a restart). */
  start(): void {
    this.wake();
  }

  /** New rows were committed: deliver them now rather than at the next timer. */
  wake(): void {
    if (this.#stopped || this.#running) return;
    clearTimeout(this.#timer);
    this.#running = this.#drain().finally(() => {
      this.#running = undefined;
      this.#schedule();
    });
  }

  /** Stops after the attempts in flight (aborted if the webhook is slow). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#abort.abort();
    await this.#running;
  }

  #schedule(): void {
    if (this.#stopped) return;
    const { next } = this.#nextDue.get() as { next: number | null };
    const wait =
      next === null ? IDLE_POLL_MS : Math.max(0, Math.min(IDLE_POLL_MS, next - this.#now()));
    this.#timer = setTimeout(() => this.wake(), wait);
    this.#timer.unref();
  }

  async #drain(): Promise<void> {
    while (!this.#stopped) {
      const rows = this.#due.all(this.#now()) as Record<string, unknown>[];
      if (rows.length === 0) return;
      await Promise.all(rows.map((row) => this.#deliver(row)));
    }
  }

  async #deliver(row: Record<string, unknown>): Promise<void> {
    const outboxId = Number(row['outbox_id']);
    const attempts = Number(row['attempts']) + 1;
    const lead = rowToLead(row);
    let failure: string;
    try {
      const response = await this.#fetch(this.#options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.id },
        body: JSON.stringify(lead),
        signal: AbortSignal.any([this.#abort.signal, AbortSignal.timeout(this.#options.timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) {
        this.#delivered.run(outboxId);
        this.#options.log({ event: 'webhook-delivered', id: lead.id, attempts });
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable';
    }
    const delay = backoffDelay(attempts, this.#options.retryBaseMs, this.#options.retryMaxMs);
    this.#failed.run(attempts, this.#now() + delay, failure, outboxId);
    this.#options.log({
      event: 'webhook-failed',
      id: lead.id,
      attempts,
      error: failure,
      retryInMs: delay,
    });
  }
}
