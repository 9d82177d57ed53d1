import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eLeadsDb, e2ePort as port } from './e2e/server-env.ts';

const debianChromium = '/usr/bin/chromium';

// The tests run against the production build served by the production server (`npm run serve`),
// never the dev server. `npm run test:e2e` builds first.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  // A shared 2-core CI machine can stall a browser for a moment; one retry keeps such a stall
  // from hiding a green build, and a test that needs it is still reported as flaky.
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(existsSync(debianChromium) ? { executablePath: debianChromium } : {}),
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run serve',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMIT_MAX: '0',
      LEADS_DB: e2eLeadsDb,
      // The editor built against the tests' stand-in Git host (npm run build:admin:e2e).
      ADMIN_ROOT: 'dist/admin-e2e',
    },
  },
});
