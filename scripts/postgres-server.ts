// A throwaway PostgreSQL server for the tests and the server benchmark: a fresh cluster in a
// temporary directory, reachable only through a Unix socket in that directory (no TCP port, so
// nothing to probe and nothing to collide with), removed again on stop.
//
// It uses Debian's PostgreSQL (`apt-get install postgresql`). Where it is missing and we run as
// root on Debian, it is installed with apt, as scripts/ensure-chromium.mjs does for Chromium.
// PostgreSQL refuses to run as root, so as root the cluster belongs to, and runs as, the
// `postgres` OS user that Debian's package creates (through `runuser`); as any other user it
// runs as that user.
import { execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

export type PostgresServer = {
  /** A connection string for the superuser `postgres`, database `postgres`. */
  url: string;
  /** A connection string for another database of the same server. */
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
};

const isRoot = () => process.getuid?.() === 0;

/** The newest Debian PostgreSQL's bin directory, if one is installed. */
function findBinDir(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(DEBIAN_ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(DEBIAN_ROOT, versions[0], 'bin');
}

/** Finds PostgreSQL, installing Debian's package first when that is possible (root on Debian). */
export function ensurePostgres(): string {
  const found = findBinDir();
  if (found) return found;
  const isDebian =
    existsSync('/etc/debian_version') ||
    (existsSync('/etc/os-release') && /debian/i.test(readFileSync('/etc/os-release', 'utf8')));
  if (!isDebian || !isRoot()) {
    throw new Error(
      'PostgreSQL is needed for the lead store tests. On Debian run `apt-get install -y postgresql` as root (or run the tests as root, which installs it).',
    );
  }
  console.log('PostgreSQL is missing: installing Debian’s postgresql with apt-get…');
  // Debian's package would otherwise create and start a cluster of its own on port 5432.
  mkdirSync('/etc/postgresql-common/createcluster.d', { recursive: true });
  writeFileSync(
    '/etc/postgresql-common/createcluster.d/no-main-cluster.conf',
    'create_main_cluster = false\n',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  const installed = findBinDir();
  if (!installed)
    throw new Error(`apt-get installed postgresql, but no initdb under ${DEBIAN_ROOT}.`);
  return installed;
}

/** The command line that runs a PostgreSQL program as the cluster's owner. */
function asOwner(binDir: string, program: string, args: string[]): [string, string[]] {
  const path = join(binDir, program);
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

/**
 * Starts a new cluster. `durable: false` turns fsync off (tests: nothing to survive a power cut);
 * the benchmark keeps PostgreSQL's defaults so its figures mean what they would in production.
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const binDir = ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const dataDir = join(dir, 'data');
  if (isRoot()) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id('-u'), id('-g'));
  }
  const run = (program: string, args: string[]) => {
    const [command, argv] = asOwner(binDir, program, args);
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    ...(options.durable ? [] : ['--no-sync']),
  ]);
  const settings = [
    "listen_addresses=''",
    `unix_socket_directories=${dir}`,
    'max_connections=200',
    ...(options.durable ? [] : ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']),
  ]
    .map((setting) => `-c ${setting}`)
    .join(' ');
  // pg_ctl waits until the server accepts connections, and stops it the same way as any owner.
  run('pg_ctl', ['start', '-w', '-D', dataDir, '-l', join(dir, 'server.log'), '-o', settings]);
  const urlFor = (database: string) =>
    `postgres://postgres@${encodeURIComponent(dir)}/${encodeURIComponent(database)}`;
  return {
    url: urlFor('postgres'),
    urlFor,
    stop: async () => {
      // "fast": open sessions are ended rather than waited for.
      run('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
