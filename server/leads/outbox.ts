import { type Deliverer, DeliveryFailure } from './deliverer.ts';
import type { Channel, LeadStore, OutboxJob } from './store.ts';

/**
 * How a delivery's log line names its request: the id's last twelve characters. The owner finds
 * the request by them in `leads status` or the export; the first eight, the visitor's reference,
 * stay out of the log (a UUID's characters are independent, so the end says nothing of them).
 */
export const idEnd = (id: string): string => id.slice(-12);

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
  /** How each configured channel delivers. Rows of other channels are left alone. */
  deliverers: Partial<Record<Channel, Deliverer>>;
  retryBaseMs: number;
  retryMaxMs: number;
  /** One attempt is abandoned after this long. */
  timeoutMs: number;
  log: (line: Record<string, unknown>) => void;
  /** Injected in tests. */
  now?: () => number;
  random?: () => number;
};

const BATCH = 20;
/** Even with nothing due, look again this often (another instance may have added rows). */
const IDLE_POLL_MS = 60_000;

/**
 * How long a claimed row stays claimed: longer than an attempt may take (it is abandoned after
 * `timeoutMs`) plus the time to record its outcome. If this instance dies mid-attempt, the row
 * is due again when the lease ends and any instance delivers it.
 */
export const leaseFor = (timeoutMs: number) => 2 * timeoutMs + 1_000;

/**
 * Delivers each stored request on every configured channel. Rows are written to the outbox in
 * the same transaction as the request, so nothing is forgotten across crashes or restarts; a
 * row is deleted only once its channel confirms (at-least-once: the request id is the
 * idempotency key, and the e-mail's Message-ID). Several instances may run a worker on the same
 * database: each claim leases its rows, so one row is attempted by one instance at a time.
 */
export class OutboxWorker {
  readonly #store: LeadStore;
  readonly #options: OutboxOptions;
  readonly #channels: Channel[];
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  readonly #abort = new AbortController();

  constructor(store: LeadStore, options: OutboxOptions) {
    this.#store = store;
    this.#options = options;
    this.#channels = (Object.keys(options.deliverers) as Channel[]).sort();
    this.#now = options.now ?? Date.now;
  }

  /** Starts delivering (including anything left from before a restart). */
  start(): void {
    this.wake();
  }

  /** New rows were committed: deliver them now rather than at the next timer. */
  wake(): void {
    if (this.#stopped || this.#channels.length === 0) return;
    if (this.#running) {
      // Rows committed while a round runs may have been missed by its last look: look again.
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#round().finally(() => {
      this.#running = undefined;
      if (this.#again) this.wake();
    });
  }

  /** Resolves when the current round (deliveries, then scheduling the next) is over. */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Stops after the attempts in flight (aborted, and recorded as failed, if slow). */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#abort.abort();
    await this.settled();
  }

  async #round(): Promise<void> {
    this.#again = false;
    try {
      await this.#drain();
      if (this.#again || this.#stopped) return;
      const next = await this.#store.nextDueAt(this.#channels);
      const wait =
        next === null ? IDLE_POLL_MS : Math.max(0, Math.min(IDLE_POLL_MS, next - this.#now()));
      this.#schedule(wait);
    } catch (error) {
      // The database is unreachable for now: rows are safe in it; look again a little later.
      this.#options.log({ event: 'outbox-error', error: (error as Error).message });
      this.#schedule(this.#options.retryBaseMs);
    }
  }

  #schedule(wait: number): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.wake(), wait);
    this.#timer.unref();
  }

  async #drain(): Promise<void> {
    const lease = leaseFor(this.#options.timeoutMs);
    while (!this.#stopped) {
      const jobs = await this.#store.claimDue(this.#channels, this.#now(), BATCH, lease);
      if (jobs.length === 0) return;
      await Promise.all(jobs.map((job) => this.#deliver(job)));
    }
  }

  async #deliver(job: OutboxJob): Promise<void> {
    const attempts = job.attempts + 1;
    const { channel, lead } = job;
    const deliver = this.#options.deliverers[channel] as Deliverer;
    let failure: DeliveryFailure;
    try {
      await deliver(
        lead,
        AbortSignal.any([this.#abort.signal, AbortSignal.timeout(this.#options.timeoutMs)]),
      );
      await this.#store.delivered(job.id);
      this.#options.log({ event: `${channel}-delivered`, idEnd: idEnd(lead.id), attempts });
      return;
    } catch (error) {
      failure =
        error instanceof DeliveryFailure ? error : new DeliveryFailure((error as Error).message);
    }
    if (failure.permanent) {
      await this.#store.failed(job.id, attempts, failure.message);
      this.#options.log({
        event: `${channel}-gave-up`,
        idEnd: idEnd(lead.id),
        attempts,
        error: failure.message,
      });
      return;
    }
    const delay = backoffDelay(
      attempts,
      this.#options.retryBaseMs,
      this.#options.retryMaxMs,
      this.#options.random,
    );
    await this.#store.retryLater(job.id, attempts, this.#now() + delay, failure.message);
    this.#options.log({
      event: `${channel}-failed`,
      idEnd: idEnd(lead.id),
      attempts,
      error: failure.message,
      retryInMs: delay,
    });
  }
}
