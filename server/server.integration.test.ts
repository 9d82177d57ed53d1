// The production server as a whole process, on each store: e-mail that waits across a restart,
// settings refused at start, and (PostgreSQL) two instances sharing one rate limit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  postLead,
  runServerExpectingFailure,
  startServerProcess,
} from './test-support/server-process.ts';
import { startSmtpServer } from './test-support/smtp.ts';
import { STORE_KINDS, type TestDatabase, testDatabase } from './test-support/stores.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const database = async (kind: (typeof STORE_KINDS)[number]): Promise<TestDatabase> => {
  const db = await testDatabase(kind);
  cleanups.push(db.cleanup);
  return db;
};

describe.each(STORE_KINDS)('the server on the %s store', (kind) => {
  it('keeps an e-mail for a request received while the SMTP server is down, and sends it after a restart', async () => {
    const db = await database(kind);
    // Reserve a port for the owner's SMTP server, then take it down: connections are refused.
    const smtp = await startSmtpServer();
    await smtp.close();
    const env = {
      ...db.env,
      SMTP_URL: smtp.url,
      LEADS_NOTIFY_TO: 'owner@fuel.example',
      LEADS_NOTIFY_FROM: 'site@fuel.example',
      DELIVERY_RETRY_BASE_MS: '50',
      DELIVERY_RETRY_MAX_MS: '200',
    };

    const first = await startServerProcess(env);
    cleanups.push(first.stop);
    const response = await postLead(first.origin);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await first.waitForOutput(
      new RegExp(`"event":"email-failed","idEnd":"${id.slice(-12)}","attempts":2`),
    );
    expect(await first.stop()).toBe(0);
    expect(await db.sql('SELECT lead_id, channel, state FROM outbox')).toEqual([
      { lead_id: id, channel: 'email', state: 'pending' },
    ]);

    await smtp.listen();
    cleanups.push(smtp.close);
    const second = await startServerProcess(env);
    cleanups.push(second.stop);
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]?.headers['message-id']).toBe(`<lead-${id}@fuel.example>`);
    expect(smtp.received[0]?.to).toEqual(['owner@fuel.example']);
    await expect.poll(() => db.sql('SELECT * FROM outbox')).toEqual([]);
    expect(await second.stop()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});

/*
 * The self-check keeps its answers after the '#' of the page address (`#age=58&cat=sc-st`), which
 * browsers never send. Links shared before that carry them in the query (`?age=58&…`), which is
 * sent: each request's log line carries the path alone, so those answers are not recorded either.
 */
describe('the request log', () => {
  it('records the path of a request, never its query string', async () => {
    const db = await database('sqlite');
    const site = mkdtempSync(join(tmpdir(), 'log-site-'));
    cleanups.push(async () => rmSync(site, { recursive: true, force: true }));
    mkdirSync(join(site, 'services'));
    writeFileSync(
      join(site, 'services', 'eligibility.html'),
      '<!doctype html><title>Check</title>',
    );
    const server = await startServerProcess({ ...db.env, STATIC_ROOT: site });
    cleanups.push(server.stop);
    const answers = 'age=58&edu=class10&cat=sc-st,women&funds=40';
    // A page of the build, the same page with a trailing slash, and a page that is not there.
    expect((await fetch(`${server.origin}/services/eligibility?${answers}`)).status).toBe(200);
    const redirect = await fetch(`${server.origin}/services/eligibility/?${answers}`, {
      redirect: 'manual',
    });
    expect(redirect.status).toBe(301);
    expect((await fetch(`${server.origin}/nowhere?${answers}`)).status).toBe(404);
    expect(await server.stop()).toBe(0);

    const requests = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"method":"GET"'))
      .map((line) => JSON.parse(line) as { path: string; status: number });
    expect(requests.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/services/eligibility', status: 200 },
      { path: '/services/eligibility/', status: 301 },
      { path: '/nowhere', status: 404 },
    ]);
    for (const secret of ['age=58', 'sc-st', 'funds=40', '?']) {
      expect(server.output().includes(secret), secret).toBe(false);
    }
  });
});

describe('settings checked at start', () => {
  it('still takes an old WEBHOOK_* name and logs once at start the name that replaces it', async () => {
    const db = await database('sqlite');
    const server = await startServerProcess({
      ...db.env,
      WEBHOOK_RETRY_BASE_MS: '100',
      DELIVERY_TIMEOUT_MS: '3000',
      WEBHOOK_TIMEOUT_MS: '9000',
    });
    cleanups.push(server.stop);
    expect(await server.stop()).toBe(0);
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"event":"config-warning"'))
      .map((line) => (JSON.parse(line) as { warning: string }).warning);
    expect(warnings).toEqual([
      'WEBHOOK_RETRY_BASE_MS is the old name of DELIVERY_RETRY_BASE_MS: it still works, but rename it',
      'DELIVERY_TIMEOUT_MS and its old name WEBHOOK_TIMEOUT_MS are both set: using DELIVERY_TIMEOUT_MS; remove WEBHOOK_TIMEOUT_MS',
    ]);
  });

  it('refuses a bad SMTP_URL or owner address with a clear message, showing no password', async () => {
    const result = await runServerExpectingFailure({
      SMTP_URL: 'smtp//owner:s3cret@mail.example',
      LEADS_NOTIFY_TO: 'owner@fuel.example; boss@fuel.example',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid server configuration:');
    expect(result.stderr).toContain(
      'SMTP_URL must be smtp://user:password@host:587 or smtps://user:password@host:465',
    );
    expect(result.stderr).toContain('LEADS_NOTIFY_TO must be one or more e-mail addresses');
    expect(result.stderr).not.toContain('s3cret');
  });

  it('stops at start when the PostgreSQL database cannot be reached', async () => {
    const result = await runServerExpectingFailure({
      DATABASE_URL: 'postgres://nobody@%2Fnonexistent-socket-dir/leads',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Cannot use the leads database (postgres):');
  });
});

describe('two instances on one PostgreSQL database', () => {
  it('count a client’s posts together against the rate limit', async () => {
    const db = await database('postgres');
    const env = {
      ...db.env,
      RATE_LIMIT_MAX: '3',
      RATE_LIMIT_WINDOW_MS: '600000',
      TRUST_PROXY: '1',
    };
    const instances = [await startServerProcess(env), await startServerProcess(env)];
    for (const instance of instances) cleanups.push(instance.stop);
    const client = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const instance = instances[i % 2]!;
      statuses.push((await postLead(instance.origin, undefined, client)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Another client is not affected.
    expect(
      (await postLead(instances[1]!.origin, undefined, { 'x-forwarded-for': '198.51.100.4' }))
        .status,
    ).toBe(201);
    expect(await db.sql('SELECT COUNT(*) AS n FROM leads')).toEqual([{ n: '4' }]);
  });
});
