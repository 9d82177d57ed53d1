import type { LeadStore, Removed } from './store.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes requests older than `days` (with their pending deliveries), at start and then once a
 * day, so personal data is kept no longer than the privacy notice says (DPDP Act 2023).
 */
export function startRetention(
  store: Pick<LeadStore, 'deleteOlderThan'>,
  days: number,
  log: (line: Record<string, unknown>) => void,
  now: () => number = Date.now,
): { run: () => Promise<Removed>; stop: () => void } {
  const run = async () => {
    const cutoff = new Date(now() - days * DAY_MS).toISOString();
    const removed = await store.deleteOlderThan(cutoff);
    log({ event: 'retention', before: cutoff, ...removed });
    return removed;
  };
  const safeRun = () =>
    void run().catch((error: unknown) =>
      log({ event: 'retention-error', error: (error as Error).message }),
    );
  safeRun();
  const timer = setInterval(safeRun, DAY_MS);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
