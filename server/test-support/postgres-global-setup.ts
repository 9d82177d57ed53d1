// Vitest globalSetup: one real PostgreSQL server for the whole unit suite (each test file makes
// its own databases in it, see databases.ts). It is installed first where that is possible.
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
