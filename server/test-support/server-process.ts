// Runs the production server (server/index.ts) as its own process for the Vitest tests that
// need a real restart. It listens on PORT=0 and the address is read back from its log.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startProductionServer } from '../../scripts/production-server.ts';

const projectRoot = join(import.meta.dirname, '..', '..');
/** An empty build: these tests only need /api/contact. */
const emptySite = mkdtempSync(join(tmpdir(), 'empty-site-'));

export type ServerProcess = RunningServer;

/** Starts the server with `env` on top of a clean environment; rejects if it exits first. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return startProductionServer(
    { STATIC_ROOT: emptySite, RATE_LIMIT_MAX: '0', ...env },
    { clean: true },
  );
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
