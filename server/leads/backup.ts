// Copies of the SQLite store: `leads backup --output FILE` by hand, and with LEADS_BACKUP_DIR a
// copy at start and once a day, the last LEADS_BACKUP_KEEP kept, none kept past the retention
// period. PostgreSQL is backed up with pg_dump or the host's backups (docs/operations.md).
import {
  accessSync,
  constants,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { type DatabaseSync, backup } from 'node:sqlite';

const DAY_MS = 86_400_000;
const COPY_NAME = /^leads-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.sqlite$/;

/** The file name of a scheduled copy taken at `time`: sortable, and says when it was taken. */
export function copyFileName(time: number): string {
  return `leads-${new Date(time).toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/** When a scheduled copy was taken, from its name; undefined for any other file. */
export function copyTakenAt(name: string): number | undefined {
  const match = COPY_NAME.exec(name);
  if (!match) return undefined;
  const [, date, h, m, s, ms] = match;
  const time = Date.parse(`${date}T${h}:${m}:${s}.${ms}Z`);
  return Number.isNaN(time) ? undefined : time;
}

export type CopyToDelete = { name: string; reason: 'keep' | 'retention' };

/**
 * Which scheduled copies in a folder go: all but the newest `keep`, and, with a retention period,
 * every copy taken `retentionDays` or more ago. Such a copy holds only requests received before
 * it was taken, so by now every one of them is past the period. Other files are never touched.
 */
export function copiesToDelete(
  names: readonly string[],
  options: { now: number; keep: number; retentionDays?: number | undefined },
): CopyToDelete[] {
  const copies = names
    .map((name) => ({ name, takenAt: copyTakenAt(name) }))
    .filter((copy): copy is { name: string; takenAt: number } => copy.takenAt !== undefined)
    .sort((a, b) => b.takenAt - a.takenAt);
  const expiredBefore =
    options.retentionDays === undefined ? -Infinity : options.now - options.retentionDays * DAY_MS;
  return copies.flatMap((copy, index): CopyToDelete[] => {
    if (copy.takenAt <= expiredBefore) return [{ name: copy.name, reason: 'retention' }];
    if (index >= options.keep) return [{ name: copy.name, reason: 'keep' }];
    return [];
  });
}

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * A consistent copy of the open database at `output`, taken with SQLite's online backup while
 * the server goes on writing. It is written under a temporary name and linked into place only
 * when complete, so `output` is either a whole copy or absent; an existing file is never
 * overwritten. Resolves with the number of pages copied.
 */
export async function backupDatabase(db: DatabaseSync, output: string): Promise<number> {
  const folder = dirname(output);
  if (existsSync(output)) {
    throw new BackupError(
      `Cannot write the copy to ${output}: a file of that name already exists.`,
    );
  }
  try {
    if (!statSync(folder).isDirectory()) throw new Error('not a folder');
    accessSync(folder, constants.W_OK);
  } catch {
    throw new BackupError(
      `Cannot write the copy to ${output}: ${folder} is not a folder this program can write to.`,
    );
  }
  const partial = `${output}.partial-${crypto.randomUUID()}`;
  try {
    // All pages in one step: the copy is one snapshot, and in WAL mode writers are not blocked.
    const pages = await backup(db, partial, { rate: 1_000_000_000 });
    linkSync(partial, output);
    return pages;
  } catch (error) {
    throw new BackupError(`Cannot write the copy to ${output}: ${(error as Error).message}.`);
  } finally {
    for (const file of [partial, `${partial}-journal`]) rmSync(file, { force: true });
  }
}

export type ScheduledBackups = { run: () => Promise<void>; stop: () => void };

/**
 * A copy into `dir` at start and then once a day, followed by the clean-up `copiesToDelete`
 * chooses. A copy that fails is logged as an error and tried again the next day; nothing here
 * throws into the server. `beforeCopy` (the retention run) goes first, so a fresh copy holds
 * only requests still within the period.
 */
export function startBackups(
  db: DatabaseSync,
  options: {
    dir: string;
    keep: number;
    retentionDays?: number | undefined;
    beforeCopy?: (() => Promise<unknown>) | undefined;
    log: (line: Record<string, unknown>) => void;
    now?: () => number;
  },
): ScheduledBackups {
  const { dir, keep, retentionDays, beforeCopy, log, now = Date.now } = options;
  const run = async () => {
    try {
      await beforeCopy?.();
      mkdirSync(dir, { recursive: true });
      const file = join(dir, copyFileName(now()));
      const pages = await backupDatabase(db, file);
      log({ event: 'backup', file, pages });
    } catch (error) {
      log({ event: 'backup-error', error: (error as Error).message, retry: 'in one day' });
    }
    try {
      const names = readdirSync(dir);
      for (const { name, reason } of copiesToDelete(names, { now: now(), keep, retentionDays })) {
        // A copy someone opened as a store may have its WAL files beside it.
        for (const suffix of ['', '-wal', '-shm', '-journal']) {
          rmSync(join(dir, `${name}${suffix}`), { force: true });
        }
        log({ event: 'backup-removed', file: join(dir, name), reason });
      }
    } catch (error) {
      log({ event: 'backup-error', error: (error as Error).message });
    }
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
