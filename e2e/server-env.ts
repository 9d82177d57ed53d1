import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Port of the production server Playwright starts (see playwright.config.ts). */
export const e2ePort = Number(process.env['E2E_PORT'] ?? 4399);

/** The e2e server's leads database: one file per port, so parallel runs never share it. */
export const e2eLeadsDb = join(tmpdir(), `fuel-site-e2e-leads-${e2ePort}.sqlite`);
