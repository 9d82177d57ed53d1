// The owner's tools for the stored contact requests:
//   npm run -s leads -- export --format csv|json [--since 2026-01-31] [--output FILE]
//   npm run -s leads -- delete --phone 9876543210
//   npm run -s leads -- status
//   npm run -s leads -- count
//   npm run -s leads -- backup --output FILE
//   npm run -s leads -- import FILE
// They use the same store as the server: PostgreSQL when DATABASE_URL is set, else the SQLite
// file LEADS_DB (default ./data/leads.sqlite).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configOrExit } from '../config.ts';
import { BackupError, backupDatabase } from './backup.ts';
import { toCsv } from './csv.ts';
import { ExportFileError, parseLeadsExport } from './export-file.ts';
import { openLeadStore } from './open-store.ts';
import { SqliteLeadStore } from './sqlite-store.ts';
import type { DeliveryStatus, StoredLead } from './store.ts';

const USAGE = `Usage:
  npm run -s leads -- export --format csv|json [--since DATE] [--output FILE]
  npm run -s leads -- delete --phone NNNNNNNNNN
  npm run -s leads -- status
  npm run -s leads -- count
  npm run -s leads -- backup --output FILE
  npm run -s leads -- import FILE`;

const CSV_COLUMNS: (keyof StoredLead & string)[] = [
  'id',
  'createdAt',
  'fullName',
  'contactNumber',
  'productModel',
  'issueType',
  'fullAddress',
  'warrantyStatus',
  'preferredServiceDate',
  'source',
  'locale',
  'brand',
];

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/** A refusal that is not about the arguments: the message alone, exit 1. */
function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        since: { type: 'string' },
        output: { type: 'string' },
        phone: { type: 'string' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

/** One line per delivery not done: which request, which channel, and why it is still open. */
function formatStatus(rows: DeliveryStatus[]): string {
  if (rows.length === 0) return 'Every stored request has been delivered on every channel.\n';
  const table = [
    [
      'Request',
      'Received (UTC)',
      'Name',
      'Channel',
      'State',
      'Attempts',
      'Next attempt',
      'Last error',
    ],
    ...rows.map((row) => [
      row.leadId,
      row.createdAt.slice(0, 19).replace('T', ' '),
      row.fullName.replace(/\s+/g, ' ').slice(0, 30),
      row.channel,
      row.state,
      String(row.attempts),
      row.nextAttemptAt === null
        ? '-'
        : new Date(row.nextAttemptAt).toISOString().slice(0, 19).replace('T', ' '),
      row.lastError ?? '-',
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)));
  const pending = rows.filter((row) => row.state === 'pending').length;
  return `${pending} delivery(ies) pending, ${rows.length - pending} failed.\n\n${table
    .map((cells) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

const command = positionals[0];
const config = configOrExit(process.env);

// Checked before the store is opened: a bad file must not create or migrate anything.
let imported: StoredLead[] = [];
if (command === 'import') {
  const file = positionals[1];
  if (!file) fail('Give the JSON export to import, e.g. `leads import leads.json`.');
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch (error) {
    refuse(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    imported = parseLeadsExport(content);
  } catch (error) {
    if (!(error instanceof ExportFileError)) throw error;
    refuse(`${file}: ${error.message}\nNothing was imported.`);
  }
}
if (command === 'backup') {
  if (!values.output) fail('Say where to write the copy: --output FILE.');
  if (config.databaseUrl) {
    refuse(
      'The requests are in PostgreSQL (DATABASE_URL), which this command does not copy. Back it up with pg_dump, e.g.\n  pg_dump --format=custom --file=leads.dump "$DATABASE_URL"\nor with your host\'s managed backups (see the README). No copy was written.',
    );
  }
}

const store = openLeadStore(config);

try {
  await store.ready();
  if (command === 'export') {
    const format = values.format ?? 'csv';
    if (format !== 'csv' && format !== 'json') fail('--format must be csv or json.');
    let since = '';
    if (values.since !== undefined) {
      const time = Date.parse(values.since);
      if (Number.isNaN(time))
        fail(`--since must be a date such as 2026-01-31 (got "${values.since}").`);
      since = new Date(time).toISOString();
    }
    const leads = await store.listLeads(since);
    const text =
      format === 'csv' ? toCsv(CSV_COLUMNS, leads) : `${JSON.stringify(leads, null, 2)}\n`;
    if (values.output) {
      writeFileSync(values.output, text);
      process.stderr.write(`Exported ${leads.length} request(s) to ${values.output}\n`);
    } else {
      process.stdout.write(text);
    }
  } else if (command === 'delete') {
    const phone = values.phone?.trim() ?? '';
    if (!/^\d{10}$/.test(phone)) fail('--phone must be the 10-digit contact number.');
    const removed = await store.deleteByPhone(phone);
    process.stdout.write(
      `Deleted ${removed.leads} request(s) with contact number ${phone}, and ${removed.deliveries} pending delivery(ies).\n`,
    );
  } else if (command === 'backup' && store instanceof SqliteLeadStore) {
    const output = values.output as string;
    try {
      const pages = await backupDatabase(store.database, output);
      process.stdout.write(
        `Copied the store (${pages} pages) to ${output}. Count its requests with:\n  LEADS_DB=${output} npm run -s leads -- count\n`,
      );
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      refuse(`${error.message} No copy was written.`);
    }
  } else if (command === 'import') {
    const added = await store.importLeads(imported);
    const total = (await store.listLeads('')).length;
    process.stdout.write(
      `Imported ${added} request(s); ${imported.length - added} were already stored. The ${store.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'} store now holds ${total} request(s). No delivery was queued.\n`,
    );
  } else if (command === 'count') {
    process.stdout.write(`${(await store.listLeads('')).length} request(s) stored.\n`);
  } else if (command === 'status') {
    process.stdout.write(formatStatus(await store.deliveryStatus()));
  } else {
    fail(command ? `Unknown command "${command}".` : 'Give a command.');
  }
} finally {
  await store.close();
}
