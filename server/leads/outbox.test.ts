import { describe, expect, it } from 'vitest';
import { openLeadsDatabase } from './database.ts';
import { OutboxWorker, backoffDelay } from './outbox.ts';
import { LeadStore } from './store.ts';

describe('backoffDelay', () => {
  it('doubles from the base delay, in the upper half of each step', () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 1_000, 60_000, low))).toEqual([
      500, 1_000, 2_000, 4_000,
    ]);
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 1_000, 60_000, high))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(40, 1_000, 60_000, () => 1)).toBe(60_000);
    expect(backoffDelay(1_000, 1_000, 60_000, () => 1)).toBe(60_000);
  });
});

describe('OutboxWorker', () => {
  const request = {
    fullName: 'Meena',
    contactNumber: '9876543210',
    issueType: 'Bulk Order' as const,
    fullAddressL: 'Salem',
    productModel: undefined,
    warrantyStatus: undefined,
    preferredServiceDate: undefined,
  };

  it('keeps a row until the webhook answers 2xx, retrying later after a failure', async () => {
    const db = openLeadsDatabase(':memory:');
    let now = 0;
    const statuses = [500, 200];
    const calls: string[] = [];
    const worker = new OutboxWorker(db, {
      url: 'http://hook.test/leads',
      retryBaseMs: 1_000,
      retryMaxMs: 10_000,
      timeoutMs: 1_000,
      log: () => {},
      now: () => now,
      fetch: async (_url, init) => {
        calls.push(String((init?.headers as Record<string, string>)['idempotency-key']));
        return new Response(null, { status: statuses.shift() ?? 200 });
      },
    });
    const store = new LeadStore(db, { forward: true });
    const id = await store.add(request, 'json');
    // The store stamps rows with the real clock; the worker's clock starts just after.
    now = Date.now() + 1;
    const outbox = () =>
      db.prepare('SELECT attempts, next_attempt_at, last_error FROM outbox').all() as {
        attempts: number;
        next_attempt_at: number;
        last_error: string;
      }[];

    worker.wake();
    await expect.poll(() => outbox()[0]?.attempts).toBe(1);
    expect(outbox()[0]?.last_error).toBe('HTTP 500');
    expect(outbox()[0]?.next_attempt_at).toBeGreaterThanOrEqual(now + 500);
    expect(outbox()[0]?.next_attempt_at).toBeLessThanOrEqual(now + 1_000);

    // Let the first drain settle, so this wake really looks at the row rather than returning
    // because a drain is still running.
    await new Promise((resolve) => setImmediate(resolve));
    worker.wake(); // Not due yet: nothing is sent.
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);

    now += 1_000;
    worker.wake();
    await expect.poll(() => outbox()).toEqual([]);
    expect(calls).toEqual([id, id]);
    await worker.stop();
    db.close();
  });
});
