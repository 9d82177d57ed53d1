import type { RateCounter } from '../leads/store.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What the contact handler asks; one instance answers from memory, several from the database. */
export type ContactRateLimiter = {
  hit: (key: string) => RateDecision | Promise<RateDecision>;
};

/** The answer for the `count`-th hit of a window that began at `start`. */
function decide(max: number, windowMs: number, start: number, count: number, now: number) {
  if (count <= max) return { allowed: true } as const;
  const retryAfterMs = start + windowMs - now;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  } as const;
}

/**
 * Fixed-window counter per client: at most `max` hits per `windowMs`. A `max` of 0 turns it off.
 * Memory stays bounded: expired windows are swept as new clients arrive.
 */
export class RateLimiter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, { start: number; count: number }>();
  #lastSweep = 0;

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  get enabled(): boolean {
    return this.#max > 0;
  }

  /** Counts one hit for `key` at time `now` and says whether it is within the limit. */
  hit(key: string, now = Date.now()): RateDecision {
    if (!this.enabled) return { allowed: true };
    this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || now - window.start >= this.#windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return decide(this.#max, this.#windowMs, window.start, window.count, now);
  }

  /** Clients currently tracked (for tests: memory does not grow without bound). */
  get size(): number {
    return this.#windows.size;
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep < this.#windowMs) return;
    this.#lastSweep = now;
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.#windowMs) this.#windows.delete(key);
    }
  }
}

/**
 * The same fixed window, counted in the shared database (PostgreSQL), so a client's posts count
 * across every server instance: one atomic upsert per hit. Expired counts are swept once a window.
 */
export class SharedRateLimiter {
  readonly #counter: RateCounter;
  readonly #max: number;
  readonly #windowMs: number;
  #lastSweep = 0;

  constructor(counter: RateCounter, max: number, windowMs: number) {
    this.#counter = counter;
    this.#max = max;
    this.#windowMs = windowMs;
  }

  async hit(key: string, now = Date.now()): Promise<RateDecision> {
    if (this.#max <= 0) return { allowed: true };
    if (now - this.#lastSweep >= this.#windowMs) {
      this.#lastSweep = now;
      await this.#counter.sweep(now - this.#windowMs);
    }
    const { start, count } = await this.#counter.countHit(key, now, this.#windowMs);
    return decide(this.#max, this.#windowMs, start, count, now);
  }
}
