// Runs the production server (server/index.ts) as its own process for the Vitest tests that
// need a real restart. It listens on PORT=0 and the address is read back from its log.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const projectRoot = join(import.meta.dirname, '..', '..');
/** An empty build: these tests only need /api/contact. */
const emptySite = mkdtempSync(join(tmpdir(), 'empty-site-'));

export type ServerProcess = {
  origin: string;
  process: ChildProcess;
  output: () => string;
  waitForOutput: (pattern: RegExp) => Promise<void>;
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
};

/** Starts the server with `env` on top of a clean environment; rejects if it exits first. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_ROOT: emptySite,
      RATE_LIMIT_MAX: '0',
      ...env,
    },
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
  const url = /"event":"listening","url":"([^"]+)"/.exec(output)?.[1] ?? '';
  return {
    origin: url,
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

/** Runs the server expecting it to refuse to start; resolves with its exit code and stderr. */
export function runServerExpectingFailure(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_ROOT: emptySite,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => {
      if (code === null || code === 0) child.kill();
      resolve({ code, stderr });
    }),
  );
}

export const validLead = (overrides: Record<string, string> = {}) => ({
  fullName: `Test Person ${crypto.randomUUID()}`,
  contactNumber: '9876543210',
  productModel: 'Premium Diesel',
  issueType: 'Bulk Order',
  fullAddressL: '12 Anna Salai, Chennai 600002',
  website: '',
  ...overrides,
});

/** Posts a contact request as the form's script would. */
export async function postLead(
  origin: string,
  lead = validLead(),
  headers: Record<string, string> = {},
) {
  return fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(lead),
  });
}
