// Vitest globalSetup of the integration project: one real PostgreSQL server for the run (each
// test file makes databases of its own in it, see stores.ts). It is installed first where that
// is possible.
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
