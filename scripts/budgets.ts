/**
 * `npm run test:budgets`: checks the built site (run `astro build` first) against the byte
 * budgets; the rules are in budgets-lib.ts. Exits 1 when any route is over a budget.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets, defaultBudgets, formatReport } from './budgets-lib.ts';

const distDir = join(import.meta.dirname, '..', 'dist', 'client');
if (!existsSync(distDir)) {
  console.error('No build in dist/client: run `npx astro build` first.');
  process.exit(1);
}
const report = checkBudgets(distDir, defaultBudgets);
if (report.routes.length === 0) {
  console.error('dist/client holds no .html pages: nothing to check.');
  process.exit(1);
}
console.log(formatReport(report, defaultBudgets).join('\n'));
process.exitCode = report.overages.length > 0 ? 1 : 0;
