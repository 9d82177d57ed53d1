import type { ServerConfig } from '../config.ts';
import { PostgresLeadStore } from './postgres-store.ts';
import { SqliteLeadStore } from './sqlite-store.ts';
import type { LeadStore, StoreOptions } from './store.ts';

/** The store the configuration selects: PostgreSQL with DATABASE_URL, else the SQLite file. */
export function openLeadStore(
  config: Pick<ServerConfig, 'databaseUrl' | 'leadsDb'>,
  options: StoreOptions & { log?: (line: Record<string, unknown>) => void } = { channels: [] },
): LeadStore {
  return config.databaseUrl
    ? new PostgresLeadStore(config.databaseUrl, options)
    : new SqliteLeadStore(config.leadsDb, options);
}
