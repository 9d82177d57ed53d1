import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_KINDS, type TestDatabase, testDatabase } from '../test-support/stores.ts';
import { startRetention } from './retention.ts';
import type { LeadInput } from './store.ts';

const request: LeadInput = {
  fullName: 'Meena',
  contactNumber: '9876543210',
  issueType: 'Other',
  fullAddressL: 'Salem',
  productModel: undefined,
  warrantyStatus: undefined,
  preferredServiceDate: undefined,
  brand: undefined,
};

const databases: TestDatabase[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const db of databases.splice(0)) await db.cleanup();
});

describe.each(STORE_KINDS)('retention on the %s store', (kind) => {
  it('deletes requests older than the period at start and again each day, with their deliveries', async () => {
    const db = await testDatabase(kind);
    databases.push(db);
    const store = await db.open({ channels: ['email'] });
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
    const oldest = (await store.add(request, 'json')).id;
    vi.setSystemTime(new Date('2026-01-20T12:00:00Z'));
    const newer = (await store.add(request, 'json')).id;

    // 30 days on 2026-02-05: only the request of 1 January is past the period.
    vi.setSystemTime(new Date('2026-02-05T12:00:00Z'));
    const log: Record<string, unknown>[] = [];
    const retention = startRetention(store, 30, (line) => log.push(line));
    await expect
      .poll(() => log)
      .toEqual([
        { event: 'retention', before: '2026-01-06T12:00:00.000Z', leads: 1, deliveries: 1 },
      ]);
    expect((await store.listLeads('')).map((lead) => lead.id)).toEqual([newer]);
    expect((await store.deliveryStatus()).map((row) => row.leadId)).not.toContain(oldest);

    // A day later the daily run finds nothing new; on 2026-02-20 the second request goes too.
    await vi.advanceTimersByTimeAsync(86_400_000);
    await expect.poll(() => log).toHaveLength(2);
    expect(log[1]).toMatchObject({ before: '2026-01-07T12:00:00.000Z', leads: 0 });
    vi.setSystemTime(new Date('2026-02-20T12:00:00Z'));
    await retention.run();
    expect(await store.listLeads('')).toEqual([]);
    retention.stop();
  });
});
