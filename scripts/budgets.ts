/**
 * `npm run test:budgets`: checks the built site (run `astro build` first) against the byte
 * budgets; the limits are in budget-templates.ts, the measuring in budgets-lib.ts and the table
 * in budgets-report.ts. The JavaScript a page loads before any interaction is measured in
 * Chromium against the production server (scripts/script-loads.ts). Exits 1 when any route is
 * over a budget.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultBudgets } from './budget-templates.ts';
import { checkBudgets, withJsBeforeInteraction } from './budgets-lib.ts';
import { formatReport } from './budgets-report.ts';
import { startProductionServer } from './production-server.ts';
import { launchChromium, scriptsBeforeInteraction, totalBytes } from './script-loads.ts';

const distDir = join(import.meta.dirname, '..', 'dist', 'client');
if (!existsSync(distDir)) {
  console.error('No build in dist/client: run `npx astro build` first.');
  process.exit(1);
}

const staticReport = checkBudgets(distDir, defaultBudgets);
if (staticReport.routes.length === 0) {
  console.error('dist/client holds no .html pages: nothing to check.');
  process.exit(1);
}

const server = await startProductionServer({ RATE_LIMIT_MAX: '0' });
const browser = await launchChromium();
const measured = new Map<string, number>();
try {
  for (const { route } of staticReport.routes) {
    measured.set(
      route,
      totalBytes(await scriptsBeforeInteraction(browser, `${server.origin}${route}`)),
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
const report = withJsBeforeInteraction(staticReport, measured);
console.log(formatReport(report, defaultBudgets).join('\n'));
process.exitCode = report.overages.length > 0 ? 1 : 0;
