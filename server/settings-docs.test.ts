import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DOCS_FILE,
  TABLE_END,
  TABLE_START,
  settingsTable,
  withSettingsTable,
} from './settings-docs.ts';
import { buildOnlySettings, settings } from './settings.ts';

const committed = readFileSync(join(import.meta.dirname, '..', DOCS_FILE), 'utf8');

describe('the settings table in docs/operations.md', () => {
  it('is the one server/settings.ts gives (run `npm run settings-docs` after changing a setting)', () => {
    expect(committed).toContain(TABLE_START);
    expect(withSettingsTable(committed)).toBe(committed);
  });

  it('has one row per declared variable, with its old name where it has one', () => {
    const table = committed.slice(committed.indexOf(TABLE_START), committed.indexOf(TABLE_END));
    const variables = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|')[1]!.trim());
    expect(variables).toEqual([
      ...Object.values(settings).map((setting) =>
        'formerly' in setting && setting.formerly
          ? `\`${setting.env}\` (old name: \`${setting.formerly}\`)`
          : `\`${setting.env}\``,
      ),
      ...buildOnlySettings.map((setting) => `\`${setting.env}\``),
    ]);
    expect(variables).toContain('`DELIVERY_TIMEOUT_MS` (old name: `WEBHOOK_TIMEOUT_MS`)');
  });

  it('differs as soon as a declaration changes', () => {
    const before = settingsTable();
    const { description } = settings.port;
    settings.port.description = 'where the server listens, said differently';
    try {
      expect(withSettingsTable(committed)).not.toBe(committed);
      expect(settingsTable()).not.toBe(before);
    } finally {
      settings.port.description = description;
    }
  });

  it('refuses a document whose markers are gone, rather than losing the table', () => {
    expect(() => withSettingsTable(committed.replace(TABLE_END, ''))).toThrow(
      /lost its settings table markers/,
    );
  });
});
