import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/* One way to start the production server for tests and benchmarks, on a port the system picks. */

const projectRoot = join(import.meta.dirname, '..');

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

/**
 * Starts the production server (`server/index.ts`) over the current build, with extra
 * environment, and resolves once it listens.
 */
export async function startProductionServer(
  env: Record<string, string>,
  /** `clean`: only PATH and `env`, so nothing from the caller's settings (an SMTP_URL) leaks in. */
  { clean = false }: { clean?: boolean } = {},
): Promise<RunningServer> {
  // Port 0: the system picks a free port as the server binds, and the server logs it. Nothing
  // probes for a port first, so two tests can never race for one.
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: projectRoot,
    env: {
      ...(clean ? { PATH: process.env['PATH'] ?? '' } : process.env),
      HOST: '127.0.0.1',
      PORT: '0',
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
  const listening = /"event":"listening","url":"http:\/\/[^"]+:(\d+)"/.exec(output);
  const port = Number(listening?.[1]);
  if (!port) throw new Error(`The server logged no port:\n${output}`);
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
