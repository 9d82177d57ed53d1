// Writes the settings table in docs/operations.md from server/settings.ts (see server/settings-docs.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_FILE, withSettingsTable } from '../server/settings-docs.ts';

const file = join(import.meta.dirname, '..', DOCS_FILE);
const before = readFileSync(file, 'utf8');
const after = withSettingsTable(before);
if (after === before) {
  console.log(`${DOCS_FILE}: the settings table is up to date`);
} else {
  writeFileSync(file, after);
  console.log(`${DOCS_FILE}: settings table rewritten from server/settings.ts`);
}
