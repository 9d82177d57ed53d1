import { type Server, createServer } from 'node:http';
import { expect, test } from './fixtures.ts';
import type { AddressInfo } from 'node:net';
import { readOutbox, startServer, tempDbPath, validLead } from './server-helpers.ts';

type Delivery = { idempotencyKey: string | undefined; body: Record<string, unknown> };

type Receiver = {
  server: Server;
  port: number;
  received: Delivery[];
  refused: number[];
  /** Until this is called the receiver is "down": every connection is cut at once. */
  comeUp: () => void;
};

/**
 * The owner's webhook, on a port the system picks. It starts down (connections are reset, as
 * with a crashed host) and keeps its port meanwhile, so nothing else can take it; once up it
 * answers 503 to the first `failFirst` deliveries, then 200.
 */
function startReceiver(failFirst: number): Promise<Receiver> {
  const received: Delivery[] = [];
  const refused: number[] = [];
  let up = false;
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
  server.on('connection', (socket) => {
    if (!up) socket.destroy();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        received,
        refused,
        comeUp: () => (up = true),
      }),
    ),
  );
}

test('a request stored while the webhook is down is delivered once it is back, across a restart', async ({
  request,
}) => {
  const dbPath = tempDbPath();
  const receiver = await startReceiver(1);
  const env = {
    LEADS_DB: dbPath,
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/leads`,
    DELIVERY_RETRY_BASE_MS: '100',
    DELIVERY_RETRY_MAX_MS: '400',
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
  await first.waitForOutput(
    new RegExp(`"event":"webhook-failed","idEnd":"${id.slice(-12)}","attempts":2`),
  );
  expect(readOutbox(dbPath)).toMatchObject([{ lead_id: id }]);
  expect(await first.stop()).toBe(0);
  expect(readOutbox(dbPath)).toMatchObject([{ lead_id: id }]);

  // 2. The webhook comes back (failing once more), and the server restarts.
  receiver.comeUp();
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
