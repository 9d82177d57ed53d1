import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEntry } from '../data/entries.ts';
import { locales } from '../i18n/locales.ts';
import { entrySchema, entrySchemas, type WordEntryId } from '../i18n/sources.ts';
import { entryPath } from './cms-config.ts';
import { checkSave, withoutEmpty } from './save-check.ts';

const translated = locales.filter((locale) => locale !== 'en');
const ids = Object.keys(entrySchemas).filter((id) => existsSync(entryPath(id, 'en')));
const jioSchema = entrySchema('dealers/jio');

/** Entry `id` in every translation, as written. */
function translationsOf(id: string): Record<string, unknown> {
  return Object.fromEntries(translated.map((locale) => [locale, readEntry(locale, id) ?? {}]));
}

describe('the admin save check', () => {
  it('passes every entry as it is today and saves it unchanged', () => {
    for (const id of ids) {
      const schema = entrySchema(id as WordEntryId);
      const english = readEntry('en', id);
      const translations = translationsOf(id);
      const result = checkSave(id, schema, english, translations);
      expect(result, id).toEqual({ ok: true, english, translations });
    }
  });

  it('refuses a range whose low end is above its high end, naming the field and the rule', () => {
    const english = structuredClone(readEntry('en', 'dealers/jio')) as {
      roi: { range: { min: number; max: number } };
    };
    english.roi.range = { ...english.roi.range, min: 90, max: 10 };
    const result = checkSave('dealers/jio', jioSchema, english, translationsOf('dealers/jio'));
    expect(result).toEqual({
      ok: false,
      problems: ['English, Roi › Range › Max (roi.range.max): min must not exceed max'],
    });
  });

  it('drops identifiers and figures the editor copied into a translation, keeping list keys', () => {
    const english = readEntry('en', 'dealers/jio') as Record<string, unknown>;
    const telugu = readEntry('te', 'dealers/jio') as Record<string, unknown>;
    const leaked = {
      ...telugu,
      slug: 'jio',
      outlets: {
        value: 1,
        orMore: false,
        qualifier: (telugu['outlets'] as { qualifier: string }).qualifier,
      },
      roi: english['roi'],
      steps: [...(english['steps'] as Record<string, unknown>[])].map((step) => ({ ...step })),
    };
    const result = checkSave('dealers/jio', jioSchema, english, {
      ...translationsOf('dealers/jio'),
      te: leaked,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cut = result.translations['te'] as Record<string, unknown>;
    expect(cut['slug']).toBeUndefined();
    expect(cut['roi']).toBeUndefined();
    expect(cut['outlets']).toEqual({
      qualifier: (telugu['outlets'] as { qualifier: string }).qualifier,
    });
    // English words copied into the Telugu steps stay (a reviewer sees them), their figures go.
    for (const step of cut['steps'] as Record<string, unknown>[]) {
      expect(Object.keys(step).sort()).toEqual(['id', 'title']);
    }
  });

  it('refuses a translation whose digits differ from English', () => {
    const telugu = structuredClone(readEntry('te', 'dealers/jio')) as {
      eligibility: { financialProof: { id: string; text: string }[] };
    };
    const proof = telugu.eligibility.financialProof.find(
      (item) => item.id === 'income-tax-returns',
    );
    if (!proof) throw new Error('te/jio has no ITR line');
    proof.text = proof.text.replace('3', '5');
    const result = checkSave('dealers/jio', jioSchema, readEntry('en', 'dealers/jio'), {
      ...translationsOf('dealers/jio'),
      te: telugu,
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual([
      'Telugu, eligibility.financialProof[income-tax-returns].text: figures "5" differ from English "3"',
    ]);
  });

  it('treats what an editor left empty as not stated', () => {
    expect(
      withoutEmpty({ a: null, b: '', c: { d: null }, e: [{ f: 1, g: null }], h: false }),
    ).toEqual({
      e: [{ f: 1 }],
      h: false,
    });
  });
});
