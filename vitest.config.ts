/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

const unitTests = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'];
const integrationTests = ['server/**/*.integration.test.ts'];

// Unit tests sit next to what they test; e2e/ belongs to Playwright. Two projects:
// - `unit` needs nothing but Node: `npm run test:unit` passes on any laptop.
// - `integration` (files named *.integration.test.ts) runs the lead stores, the outbox, the CLI
//   and server processes against a real PostgreSQL server that its global setup starts, and real
//   SMTP servers that each test starts.
export default getViteConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: unitTests, exclude: integrationTests } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: integrationTests,
          globalSetup: ['server/test-support/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
