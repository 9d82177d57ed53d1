import { type Server, createServer } from 'node:http';
import { expect, test } from './fixtures';
import {
  PORT_RANGES,
  freePort,
  readOutbox,
  startServer,
  tempDbPath,
  validLead,
} from './server-helpers';

type Delivery = { idempotencyKey: string | undefined; body: Record<string, unknown> };

/** The owner's webhook: answers 503 to the first `failFirst` deliveries, then 200. */
function startReceiver(
  port: number,
  failFirst: number,
): Promise<{ server: Server; received: Delivery[]; refused: number[] }> {
  const received: Delivery[] = [];
  const refused: number[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      if (refused.length < failFirst) {
        refused.push(Date.now());
        res.writeHead(503).end();
        return;
      }
      received.push({
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      res.writeHead(200).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ server, received, refused })),
  );
}

test('a request stored while the webhook is down is delivered once it is back, across a restart', async ({
  request,
}) => {
  const dbPath = tempDbPath();
  const hookPort = await freePort(PORT_RANGES.receivers);
  const env = {
    LEADS_DB: dbPath,
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/leads`,
    WEBHOOK_RETRY_BASE_MS: '100',
    WEBHOOK_RETRY_MAX_MS: '400',
  };
  const lead = validLead({ fullAddressL: '<b>Depot 9</b>, Salem' });

  // 1. The webhook is down: the request is still accepted and waits in the outbox.
  const first = await startServer(env);
  const response = await request.post(`${first.origin}/api/contact`, {
    headers: { 'content-type': 'application/json', origin: first.origin },
    data: lead,
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await first.waitForOutput(new RegExp(`"event":"webhook-failed","id":"${id}","attempts":2`));
  expect(readOutbox(dbPath)).toMatchObject([{ lead_id: id }]);
  expect(await first.stop()).toBe(0);
  expect(readOutbox(dbPath)).toMatchObject([{ lead_id: id }]);

  // 2. The webhook comes back (failing once more), and the server restarts.
  const receiver = await startReceiver(hookPort, 1);
  const second = await startServer(env);
  try {
    await expect.poll(() => receiver.received.length).toBe(1);
    expect(receiver.refused).toHaveLength(1);
    expect(receiver.received[0]).toEqual({
      idempotencyKey: id,
      body: expect.objectContaining({
        id,
        fullName: lead['fullName'],
        contactNumber: '9876543210',
        issueType: 'Bulk Order',
        fullAddress: '<b>Depot 9</b>, Salem',
        productModel: 'Premium Diesel',
      }),
    });
    // Acknowledged: nothing left to send.
    await expect.poll(() => readOutbox(dbPath)).toEqual([]);
  } finally {
    expect(await second.stop()).toBe(0);
    await new Promise((resolve) => receiver.server.close(resolve));
  }
  expect(receiver.received).toHaveLength(1);
});
