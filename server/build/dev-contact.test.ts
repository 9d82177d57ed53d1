import { rmSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devContactEndpoint } from './dev-contact.ts';

type Middleware = (req: IncomingMessage, res: ServerResponse) => void;

const dir = join(tmpdir(), `dev-contact-${crypto.randomUUID()}`);
const dbPath = join(dir, 'leads.sqlite');
let origin = '';
let close = () => {};

// The integration is given a stand-in for Vite's `server.middlewares` that records what is
// mounted; the recorded handler then answers a real HTTP request, as under `astro dev`.
beforeAll(async () => {
  process.env['LEADS_DB'] = dbPath;
  const mounted = new Map<string, Middleware>();
  const hook = devContactEndpoint().hooks['astro:server:setup'];
  if (!hook) throw new Error('the integration registers no dev server hook');
  const server = {
    middlewares: { use: (path: string, handler: Middleware) => mounted.set(path, handler) },
    config: { logger: { error: () => {} } },
  };
  await hook({ server } as unknown as Parameters<typeof hook>[0]);
  const contact = mounted.get('/api/contact');
  if (!contact) throw new Error('nothing mounted on /api/contact');
  const http = createServer((req, res) => contact(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  close = () => http.close();
});

afterAll(() => {
  close();
  delete process.env['LEADS_DB'];
  rmSync(dir, { recursive: true, force: true });
});

it('astro dev stores a contact request through the production route', async () => {
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      fullName: 'Dev Tester',
      contactNumber: '9876543210',
      issueType: 'Bulk Order',
      fullAddressL: 'Madhapur, Hyderabad',
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const db = new DatabaseSync(dbPath, { readOnly: true });
  expect(db.prepare('SELECT full_name FROM leads WHERE id = ?').get(id)).toEqual({
    full_name: 'Dev Tester',
  });
  db.close();
});

it('astro dev refuses what production refuses: a GET gets 405', async () => {
  const response = await fetch(`${origin}/api/contact`);
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST');
});
