import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const projectRoot = join(import.meta.dirname, '..');

/**
 * Ports our own test servers may use (the main e2e server has E2E_PORT). Servers a test starts
 * and webhook receivers (whose port stays free while "down") draw from separate ranges, so a
 * parallel test can never start a server on a receiver's port.
 */
export const PORT_RANGES = {
  servers: { from: 4450, to: 4489 },
  receivers: { from: 4490, to: 4499 },
} as const;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** A port in the range nothing listens on right now (tried from a random start). */
export async function freePort(
  range: { from: number; to: number } = PORT_RANGES.servers,
): Promise<number> {
  const span = range.to - range.from + 1;
  const start = Math.floor(Math.random() * span);
  for (let offset = 0; offset < span; offset++) {
    const port = range.from + ((start + offset) % span);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${range.from}-${range.to}`);
}

/** A fresh database path for one test's server. */
export function tempDbPath(): string {
  return join(tmpdir(), `fuel-site-test-${randomUUID()}.sqlite`);
}

export type RunningServer = {
  port: number;
  origin: string;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves when a line matching `pattern` has appeared in the output. */
  waitForOutput: (pattern: RegExp) => Promise<void>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the exit code. */
  stop: () => Promise<number | null>;
};

/** Starts the production server (`server/index.ts`) with extra environment on a free port. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  // Another test may take the port between the probe and the bind: then try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env);
    } catch (error) {
      if (attempt >= 5 || !/EADDRINUSE/.test((error as Error).message)) throw error;
    }
  }
}

async function startServerOnce(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(output)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const waitForOutput = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (pattern.test(output)) return resolve();
      waiters.push({ pattern, resolve });
      void exited.then(() => {
        if (!pattern.test(output)) reject(new Error(`Server exited before ${pattern}:\n${output}`));
      });
    });
  await waitForOutput(/"event":"listening"/);
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    waitForOutput,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export type LeadRow = {
  id: string;
  full_name: string;
  contact_number: string;
  product_model: string | null;
  issue_type: string;
  full_address: string;
  warranty_status: string | null;
  preferred_service_date: string | null;
  source: string;
};

/** Reads leads straight from a server's SQLite file, as the owner's tools would. */
export function readLeads(dbPath: string, where = '1 = 1', ...params: string[]): LeadRow[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return db
      .prepare(`SELECT * FROM leads WHERE ${where} ORDER BY created_at`)
      .all(...params) as LeadRow[];
  } finally {
    db.close();
  }
}

/** Outbox rows still waiting for the webhook. */
export function readOutbox(dbPath: string): { lead_id: string; attempts: number }[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return db.prepare('SELECT lead_id, attempts FROM outbox').all() as {
      lead_id: string;
      attempts: number;
    }[];
  } finally {
    db.close();
  }
}

/** A valid request, with a name unique to the test so its rows can be found. */
export function validLead(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    fullName: `Test Person ${randomUUID()}`,
    contactNumber: '9876543210',
    productModel: 'Premium Diesel',
    issueType: 'Bulk Order',
    fullAddressL: '12 Anna Salai, Chennai 600002',
    warrantyStatus: '',
    preferredServiceDate: '',
    website: '',
    ...overrides,
  };
}
