export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

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
    if (window.count <= this.#max) return { allowed: true };
    const retryAfterMs = window.start + this.#windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
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
