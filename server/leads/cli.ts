// The owner's tools for the stored contact requests:
//   npm run -s leads -- export --format csv|json [--since 2026-01-31] [--output FILE]
//   npm run -s leads -- delete --phone 9876543210
// The database is LEADS_DB (default ./data/leads.sqlite), the same file the server writes.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseConfig } from '../config.ts';
import { toCsv } from './csv.ts';
import { openLeadsDatabase } from './database.ts';
import { type StoredLead, rowToLead } from './store.ts';

const USAGE = `Usage:
  npm run -s leads -- export --format csv|json [--since DATE] [--output FILE]
  npm run -s leads -- delete --phone NNNNNNNNNN`;

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
];

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
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

const command = positionals[0];
const db = openLeadsDatabase(parseConfig(process.env).leadsDb);

try {
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
    const leads = (
      db
        .prepare('SELECT * FROM leads WHERE created_at >= ? ORDER BY created_at, id')
        .all(since) as Record<string, unknown>[]
    ).map(rowToLead);
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
    db.exec('BEGIN IMMEDIATE');
    const { pending } = db
      .prepare(
        'SELECT COUNT(*) AS pending FROM outbox JOIN leads ON leads.id = outbox.lead_id WHERE contact_number = ?',
      )
      .get(phone) as { pending: number };
    // Outbox rows go with their lead (ON DELETE CASCADE).
    const { changes } = db.prepare('DELETE FROM leads WHERE contact_number = ?').run(phone);
    db.exec('COMMIT');
    process.stdout.write(
      `Deleted ${changes} request(s) with contact number ${phone}, and ${pending} pending webhook delivery(ies).\n`,
    );
  } else {
    fail(command ? `Unknown command "${command}".` : 'Give a command.');
  }
} finally {
  db.close();
}
