import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { copiesToDelete, copyFileName, copyTakenAt, startBackups } from './backup.ts';
import { SqliteLeadStore } from './sqlite-store.ts';

const DAY = 86_400_000;
const now = Date.parse('2026-03-10T03:00:00.000Z');
/** A scheduled copy's name, `days` before now. */
const copy = (days: number) => copyFileName(now - days * DAY);

describe('scheduled copy names', () => {
  it('say when the copy was taken, and read back to the same time', () => {
    expect(copyFileName(now)).toBe('leads-2026-03-10T03-00-00-000Z.sqlite');
    expect(copyTakenAt('leads-2026-03-10T03-00-00-000Z.sqlite')).toBe(now);
  });

  it('are not confused with other files', () => {
    for (const name of [
      'leads.sqlite',
      'leads-2026-03-10T03-00-00-000Z.sqlite-wal',
      'leads-2026-03-10T03-00-00-000Z.sqlite.partial-1',
      'leads-2026-13-40T03-00-00-000Z.sqlite',
      'notes.txt',
    ]) {
      expect(copyTakenAt(name)).toBeUndefined();
    }
  });
});

describe('copiesToDelete', () => {
  it('keeps the newest copies and removes the older ones', () => {
    const names = [copy(3), copy(0), copy(5), copy(1), copy(2), 'leads.sqlite', 'readme.txt'];
    expect(copiesToDelete(names, { now, keep: 3 })).toEqual([
      { name: copy(3), reason: 'keep' },
      { name: copy(5), reason: 'keep' },
    ]);
    expect(copiesToDelete(names, { now, keep: 7 })).toEqual([]);
  });

  it('removes every copy taken a whole retention period ago, however few copies there are', () => {
    const names = [copy(31), copy(30), copy(29.9)];
    expect(copiesToDelete(names, { now, keep: 7, retentionDays: 30 })).toEqual([
      { name: copy(30), reason: 'retention' },
      { name: copy(31), reason: 'retention' },
    ]);
    // The only copy left is removed too once it is that old: no copy outlives the period.
    expect(copiesToDelete([copy(40)], { now, keep: 7, retentionDays: 30 })).toEqual([
      { name: copy(40), reason: 'retention' },
    ]);
  });

  it('never removes a file that is not a scheduled copy', () => {
    expect(
      copiesToDelete(['leads.sqlite', 'by-hand.sqlite', 'leads-old.sqlite'], {
        now,
        keep: 1,
        retentionDays: 1,
      }),
    ).toEqual([]);
  });
});

describe('startBackups', () => {
  it('logs a copy that fails as an error and tries again the next day', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leads-backups-'));
    const store = new SqliteLeadStore(join(dir, 'leads.sqlite'), { channels: [] });
    // The copies' folder is taken by a file at first, so the first copy cannot be written.
    const copies = join(dir, 'copies');
    writeFileSync(copies, '');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log: Record<string, unknown>[] = [];
    const backups = startBackups(store.database, { dir: copies, keep: 7, log: (l) => log.push(l) });
    try {
      await expect.poll(() => log.map((line) => line['event'])).toContain('backup-error');
      expect(log[0]).toMatchObject({ event: 'backup-error', retry: 'in one day' });

      rmSync(copies);
      await vi.advanceTimersByTimeAsync(86_400_000);
      await expect.poll(() => log.map((line) => line['event'])).toContain('backup');
      expect(readdirSync(copies)).toEqual([expect.stringMatching(/^leads-.*Z\.sqlite$/)]);
    } finally {
      backups.stop();
      vi.useRealTimers();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
