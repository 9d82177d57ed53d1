// Both lead stores, made the same way for the tests that must pass against each.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { PostgresLeadStore } from '../leads/postgres-store.ts';
import { SqliteLeadStore } from '../leads/sqlite-store.ts';
import type { LeadStore, StoreOptions } from '../leads/store.ts';

export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

/** One empty database of either kind; any number of stores (instances) can open it. */
export type TestDatabase = {
  kind: StoreKind;
  /** What a server process or the CLI needs in its environment to use this database. */
  env: Record<string, string>;
  /** Opens one more store on the database, ready to use. */
  open: (options?: Partial<StoreOptions>) => Promise<LeadStore>;
  /** Runs SQL directly, for looking at rows the interface does not expose. */
  sql: (text: string, ...values: unknown[]) => Promise<Record<string, unknown>[]>;
  /** Closes every store it opened and removes the database. */
  cleanup: () => Promise<void>;
};

export async function testDatabase(kind: StoreKind): Promise<TestDatabase> {
  const stores: LeadStore[] = [];
  const track = async (store: LeadStore) => {
    stores.push(store);
    await store.ready();
    return store;
  };
  const closeStores = async () => {
    for (const store of stores.splice(0)) await store.close().catch(() => {});
  };
  if (kind === 'sqlite') {
    const dir = join(tmpdir(), `leads-test-${crypto.randomUUID()}`);
    const path = join(dir, 'leads.sqlite');
    const raw = () => new SqliteLeadStore(path, { channels: [] });
    return {
      kind,
      env: { LEADS_DB: path },
      open: (options) => track(new SqliteLeadStore(path, { channels: [], ...options })),
      sql: async (text, ...values) => {
        const store = raw();
        try {
          return store.database.prepare(text).all(...(values as string[])) as Record<
            string,
            unknown
          >[];
        } finally {
          await store.close();
        }
      },
      cleanup: async () => {
        await closeStores();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const admin = inject('postgresUrl');
  const name = `leads_${crypto.randomUUID().replaceAll('-', '')}`;
  const url = `${admin.slice(0, admin.lastIndexOf('/'))}/${name}`;
  const adminQuery = async (text: string) => {
    const client = new pg.Client(admin);
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await adminQuery(`CREATE DATABASE ${name}`);
  return {
    kind,
    env: { DATABASE_URL: url },
    open: (options) => track(new PostgresLeadStore(url, { channels: [], ...options })),
    sql: async (text, ...values) => {
      const client = new pg.Client(url);
      await client.connect();
      try {
        // SQLite-style `?` placeholders, so one query text serves both kinds.
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            values,
          )
        ).rows;
      } finally {
        await client.end();
      }
    },
    cleanup: async () => {
      await closeStores();
      await adminQuery(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}
