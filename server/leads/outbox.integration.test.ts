import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_KINDS, type TestDatabase, testDatabase } from '../test-support/stores.ts';
import {
  decodeQuotedPrintable,
  startSmtpServer,
  type TestSmtpServer,
} from '../test-support/smtp.ts';
import { createWebhookDeliverer } from './deliverer.ts';
import { createEmailDeliverer } from './email.ts';
import { OutboxWorker, backoffDelay } from './outbox.ts';
import type { LeadInput } from './store.ts';

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

const request: LeadInput = {
  fullName: 'Meena',
  contactNumber: '9876543210',
  issueType: 'Bulk Order',
  fullAddressL: 'Salem',
  productModel: undefined,
  warrantyStatus: undefined,
  preferredServiceDate: undefined,
  brand: undefined,
};

/** The owner's webhook: answers each request with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[]) {
  const keys: string[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      keys.push(String(req.headers['idempotency-key']));
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  return { url, keys, close: () => new Promise((resolve) => server.close(resolve)) };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const database = async (kind: (typeof STORE_KINDS)[number]): Promise<TestDatabase> => {
  const db = await testDatabase(kind);
  cleanups.push(db.cleanup);
  return db;
};
const smtp = async (options?: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtpServer> => {
  const server = await startSmtpServer(options);
  cleanups.push(server.close);
  return server;
};
const owner = ['owner@fuel.example', 'desk@fuel.example'];
const emailTo = (server: TestSmtpServer) => {
  const deliverer = createEmailDeliverer({
    smtpUrl: server.url,
    to: owner,
    from: 'site@fuel.example',
    siteName: 'Example Fuels',
    timeoutMs: 5_000,
  });
  cleanups.push(async () => deliverer.close());
  return deliverer;
};

/** A store that queues e-mail, and the worker delivering it to `server`, woken by each commit. */
async function emailOutbox(
  db: TestDatabase,
  server: TestSmtpServer,
  log: (line: Record<string, unknown>) => void = () => {},
) {
  const store = await db.open({ channels: ['email'], onCommitted: () => worker.wake() });
  // Declared after the store that wakes it: the store calls back only after a commit.
  const worker = new OutboxWorker(store, {
    deliverers: { email: emailTo(server) },
    retryBaseMs: 5,
    retryMaxMs: 20,
    timeoutMs: 5_000,
    log,
  });
  cleanups.push(() => worker.stop());
  return { store, worker };
}

describe.each(STORE_KINDS)('OutboxWorker on the %s store', (kind) => {
  it('keeps a webhook row until it answers 2xx, and retries exactly when the backoff says', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const db = await database(kind);
    const hook = await startReceiver([500]);
    cleanups.push(hook.close);
    const store = await db.open({ channels: ['webhook'], onCommitted: () => worker.wake() });
    // Declared after the store that wakes it: the store calls back only after a commit.
    const worker = new OutboxWorker(store, {
      deliverers: { webhook: createWebhookDeliverer(hook.url) },
      retryBaseMs: 1_000,
      retryMaxMs: 10_000,
      timeoutMs: 5_000,
      log: () => {},
      // The top of the jitter range: the first retry is due exactly retryBaseMs later.
      random: () => 1,
    });
    cleanups.push(() => worker.stop());

    const id = (await store.add(request, 'json')).id;
    await worker.settled();
    expect(hook.keys).toEqual([id]);
    expect(await store.deliveryStatus()).toMatchObject([
      {
        leadId: id,
        state: 'pending',
        attempts: 1,
        lastError: 'HTTP 500',
        nextAttemptAt: Date.now() + 1_000,
      },
    ]);

    // One millisecond before the retry is due, the worker's timer has not fired: nothing is sent.
    await vi.advanceTimersByTimeAsync(999);
    await worker.settled();
    expect(hook.keys).toEqual([id]);
    // At the due time it sends again, with the same idempotency key, and the row is done.
    await vi.advanceTimersByTimeAsync(1);
    await worker.settled();
    expect(hook.keys).toEqual([id, id]);
    expect(await store.deliveryStatus()).toEqual([]);
  });

  it('e-mails the owner, and only the owner, with a Message-ID built from the request id', async () => {
    const db = await database(kind);
    const server = await smtp();
    const { store } = await emailOutbox(db, server);

    const id = (
      await store.add({ ...request, fullName: '<script>alert(1)</script> Meena' }, 'form')
    ).id;
    await expect.poll(() => server.received.length).toBe(1);
    const [mail] = server.received;
    expect(mail?.from).toBe('site@fuel.example');
    expect(mail?.to).toEqual(owner);
    expect(mail?.headers['message-id']).toBe(`<lead-${id}@fuel.example>`);
    expect(mail?.headers['subject']).toBe(
      'New Bulk Order request: <script>alert(1)</script> Meena',
    );
    const raw = mail?.raw ?? '';
    const part = (type: string) => {
      const start = raw.indexOf(`Content-Type: ${type}`);
      return decodeQuotedPrintable(raw.slice(start, raw.indexOf('\r\n--', start)));
    };
    // The plain-text part carries the name as typed; the HTML part only escaped.
    expect(part('text/plain')).toContain('Name: <script>alert(1)</script> Meena');
    expect(part('text/plain')).toContain(`Request id: ${id}`);
    expect(part('text/html')).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Meena');
    expect(part('text/html')).not.toContain('<script>');
    expect(part('text/html')).toContain('href="tel:+919876543210"');
    await expect.poll(() => store.deliveryStatus()).toEqual([]);
  });

  it('retries an e-mail the SMTP server answers 451 to, until it is accepted', async () => {
    const db = await database(kind);
    const server = await smtp({
      refuse: (attempt) => (attempt <= 2 ? [451, 'Try again later'] : undefined),
    });
    const log: Record<string, unknown>[] = [];
    const { store } = await emailOutbox(db, server, (line) => log.push(line));

    const id = (await store.add(request, 'json')).id;
    await expect.poll(() => server.received.length).toBe(1);
    // Two attempts refused, each at both owner addresses.
    expect(server.refused).toEqual(Array(4).fill('451 Try again later'));
    // The worker logs the delivery once the server has accepted it, so a moment after the mail
    // arrives (on a busy machine CI saw the mail before the log line).
    await expect
      .poll(() => log.map((line) => line['event']))
      .toEqual(['email-failed', 'email-failed', 'email-delivered']);
    // The log names the request by its id's end, never its start (the visitor's reference).
    const idEnd = id.slice(-12);
    expect(log[0]).toMatchObject({ idEnd, attempts: 1, error: expect.stringContaining('451') });
    expect(log[2]).toMatchObject({ idEnd, attempts: 3 });
    expect(JSON.stringify(log)).not.toContain(id.slice(0, 8));
    await expect.poll(() => store.deliveryStatus()).toEqual([]);
  });

  it('gives up on a recipient the SMTP server refuses for good (5xx) and says so', async () => {
    const db = await database(kind);
    const server = await smtp({ refuse: () => [550, 'No such user here'] });
    const { store, worker } = await emailOutbox(db, server);

    const id = (await store.add(request, 'json')).id;
    await expect.poll(async () => (await store.deliveryStatus())[0]?.state).toBe('failed');
    expect(await store.deliveryStatus()).toMatchObject([
      {
        leadId: id,
        channel: 'email',
        state: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('550'),
      },
    ]);
    // Failed for good: the worker does not try again, however long it runs.
    await worker.settled();
    expect(server.received).toEqual([]);
    expect(server.refused.length).toBeGreaterThanOrEqual(1);
    expect(await store.nextDueAt(['email'])).toBeNull();
  });

  it('delivers each request once when two instances work on the same database', async () => {
    const db = await database(kind);
    const server = await smtp();
    const stores = [(await emailOutbox(db, server)).store, (await emailOutbox(db, server)).store];
    const ids = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => (await stores[i % 2]!.add(request, 'json')).id),
    );
    await expect.poll(() => server.received.length).toBe(30);
    const messageIds = server.received.map((mail) => mail.headers['message-id']);
    expect(new Set(messageIds).size).toBe(30);
    expect(messageIds.sort()).toEqual(ids.map((id) => `<lead-${id}@fuel.example>`).sort());
    await expect.poll(() => stores[0]!.deliveryStatus()).toEqual([]);
  });
});
