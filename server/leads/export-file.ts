// The JSON export (`leads export --format json`) read back by `leads import`: every row is
// checked before anything is written, so a bad file changes nothing.
import { z } from 'astro/zod';
import { locales } from '../../src/i18n/locales.ts';
import type { StoredLead } from './store.ts';

/** A time exactly as the stores write it (ISO 8601, UTC, milliseconds), so it comes back equal. */
const isoTime = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text, {
    message: 'must be a time such as 2026-05-01T09:00:00.000Z',
  });

const text = z.string().min(1, 'must not be empty');
const optional = z.string().nullable();

const storedLead = z.strictObject({
  id: text.max(100, 'must be at most 100 characters'),
  createdAt: isoTime,
  fullName: text,
  contactNumber: text,
  productModel: optional,
  issueType: text,
  fullAddress: text,
  warrantyStatus: optional,
  preferredServiceDate: optional,
  source: z.enum(['json', 'form'], { error: 'must be json or form' }),
  locale: z.enum(locales, { error: `must be one of ${locales.join(', ')}` }),
  brand: optional,
}) satisfies z.ZodType<StoredLead>;

export class ExportFileError extends Error {
  override name = 'ExportFileError';
}

/**
 * The requests in an export's text, or an ExportFileError saying what is wrong and where (the
 * first bad row, by its place in the file and its id).
 */
export function parseLeadsExport(content: string): StoredLead[] {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw new ExportFileError(
      'This file is not a leads export: it is not JSON. Make one with `leads export --format json`.',
    );
  }
  if (!Array.isArray(data)) {
    throw new ExportFileError(
      'This file is not a leads export: it should be a list of requests, as `leads export --format json` writes.',
    );
  }
  const seen = new Set<string>();
  return data.map((row: unknown, index) => {
    const where = `Request ${index + 1}${
      typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'string'
        ? ` (id ${(row as { id: string }).id})`
        : ''
    }`;
    const result = storedLead.safeParse(row);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const field = issue.path.join('.');
      const problem =
        issue.code === 'unrecognized_keys'
          ? `has fields an export does not have (${issue.keys.join(', ')})`
          : !field
            ? 'is not a request (an object with id, createdAt, fullName…)'
            : issue.code === 'invalid_type'
              ? `${field} is missing or of the wrong type`
              : `${field} ${issue.message}`;
      throw new ExportFileError(`${where}: ${problem}.`);
    }
    if (seen.has(result.data.id)) throw new ExportFileError(`${where}: the id appears twice.`);
    seen.add(result.data.id);
    return result.data;
  });
}
