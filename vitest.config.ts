/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests sit next to what they test; e2e/ belongs to Playwright.
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // The lead store tests run against a real PostgreSQL server, started once for the suite.
    globalSetup: ['server/test-support/postgres-global-setup.ts'],
  },
});
