import type { BuildSetting, Setting } from './setting-kinds.ts';
import { buildOnlySettings, settings } from './settings.ts';

/*
 * The settings table in docs/operations.md, written from server/settings.ts so the docs cannot
 * drift from what the server reads: `npm run settings-docs` rewrites it, and a unit test fails
 * while the committed table differs.
 */

export const DOCS_FILE = 'docs/operations.md';
export const TABLE_START =
  '<!-- settings-table: written by `npm run settings-docs` from server/settings.ts; edit there -->';
export const TABLE_END = '<!-- /settings-table -->';

const code = (name: string) => `\`${name}\``;

function row(setting: Setting<unknown> | BuildSetting, readBy: string): string[] {
  const formerly = 'formerly' in setting && setting.formerly;
  return [
    formerly ? `${code(setting.env)} (old name: ${code(formerly)})` : code(setting.env),
    setting.shownDefault,
    readBy,
    setting.description,
  ];
}

/** The Markdown table, aligned the way Prettier aligns it, so `prettier --check` leaves it be. */
export function settingsTable(): string {
  const rows = [
    ['Variable', 'Default', 'Read by', 'Meaning'],
    ...Object.values(settings).map((setting: Setting<unknown>) =>
      row(setting, setting.build ? 'server, build' : 'server'),
    ),
    ...buildOnlySettings.map((setting) => row(setting, 'build')),
  ].map((cells) => cells.map((cell) => cell.replaceAll('|', '\\|')));
  const widths = rows[0]!.map((_, column) =>
    Math.max(3, ...rows.map((cells) => [...cells[column]!].length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]! - [...cell].length + cell.length)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join(
    '\n',
  );
}

/** `document` with the table between the markers replaced by the one the declarations give. */
export function withSettingsTable(document: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(
      `${DOCS_FILE} has lost its settings table markers:\n${TABLE_START}\n${TABLE_END}`,
    );
  }
  return `${document.slice(0, start + TABLE_START.length)}\n\n${settingsTable()}\n\n${document.slice(end)}`;
}
