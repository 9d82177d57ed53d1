import { describe, expect, it } from 'vitest';
import { ExportFileError, parseLeadsExport } from './export-file.ts';
import type { StoredLead } from './store.ts';

const lead: StoredLead = {
  id: '3f1c2b9e-8d4a-4c1e-9b7f-2a6d5e4c3b21',
  createdAt: '2026-05-01T09:00:00.000Z',
  fullName: 'Ravi',
  contactNumber: '9000000002',
  productModel: null,
  issueType: 'Other',
  fullAddress: 'Salem',
  warrantyStatus: null,
  preferredServiceDate: '2026-05-10',
  source: 'json',
  locale: 'te',
  brand: 'nayara',
};
const parse = (value: unknown) => parseLeadsExport(JSON.stringify(value));

describe('parseLeadsExport', () => {
  it('reads back what `leads export --format json` writes', () => {
    const second = { ...lead, id: 'b', source: 'form', locale: 'en', brand: null };
    expect(parseLeadsExport(`${JSON.stringify([lead, second], null, 2)}\n`)).toEqual([
      lead,
      second,
    ]);
    expect(parse([])).toEqual([]);
  });

  it('refuses a file that is not an export', () => {
    expect(() => parseLeadsExport('id,createdAt\n1,2')).toThrow(
      new ExportFileError(
        'This file is not a leads export: it is not JSON. Make one with `leads export --format json`.',
      ),
    );
    expect(() => parse({ leads: [lead] })).toThrow(/should be a list of requests/);
  });

  it('names the first malformed row, its field and what is wrong', () => {
    expect(() => parse([lead, { ...lead, id: 'x', createdAt: '1 May 2026' }])).toThrow(
      'Request 2 (id x): createdAt must be a time such as 2026-05-01T09:00:00.000Z.',
    );
    const { fullName: _, ...nameless } = lead;
    expect(() => parse([nameless])).toThrow(
      `Request 1 (id ${lead.id}): fullName is missing or of the wrong type.`,
    );
    expect(() => parse([{ ...lead, locale: 'fr' }])).toThrow(
      `Request 1 (id ${lead.id}): locale must be one of en, hi, te, ta, kn.`,
    );
    expect(() => parse([{ ...lead, source: 'fax' }])).toThrow(
      `Request 1 (id ${lead.id}): source must be json or form.`,
    );
    expect(() => parse([{ ...lead, password: 'x' }])).toThrow(
      `Request 1 (id ${lead.id}): has fields an export does not have (password).`,
    );
    expect(() => parse([lead, 42])).toThrow(
      'Request 2: is not a request (an object with id, createdAt, fullName…).',
    );
    expect(() => parse([lead, lead])).toThrow(`Request 2 (id ${lead.id}): the id appears twice.`);
  });
});
