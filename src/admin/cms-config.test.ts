import { existsSync } from 'node:fs';
import type { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { englishOnlyFiles } from '../data/entries.ts';
import { entrySchema, entrySchemas, type WordEntryId } from '../i18n/sources.ts';
import { wordFields } from '../i18n/words.ts';
import { type CmsField, cmsConfig, entryPath } from './cms-config.ts';

const hasEnglishFile = (id: string) => existsSync(englishOnlyFiles[id] ?? entryPath(id, 'en'));
const config = cmsConfig(
  entrySchemas,
  hasEnglishFile,
  { name: 'github', repo: 'owner/site', branch: 'cms' },
  englishOnlyFiles,
);
const idOfFile = new Map(Object.entries(englishOnlyFiles).map(([id, file]) => [file, id]));

/** Every collection's fields by entry id. */
function fieldsById(): Map<string, CmsField[]> {
  const found = new Map<string, CmsField[]>();
  for (const collection of config.collections) {
    if ('folder' in collection) {
      const folder = collection.folder.replace('src/content/{{locale}}/', '');
      for (const id of Object.keys(entrySchemas).filter((key) => key.startsWith(`${folder}/`))) {
        found.set(id, collection.fields);
      }
    } else {
      for (const file of collection.files) {
        found.set(
          idOfFile.get(file.file) ??
            file.file.replace('src/content/{{locale}}/', '').replace(/\.yaml$/u, ''),
          file.fields,
        );
      }
    }
  }
  return found;
}

/** Each field of `fields` with its path written as `wordFields` writes it (`steps[].title`). */
function flatten(fields: readonly CmsField[], path = ''): [string, CmsField][] {
  return fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name;
    const below =
      field.widget === 'list'
        ? [
            ...flatten(field.fields ?? [], `${here}[]`),
            ...(field.types ?? []).flatMap((type) => flatten(type.fields ?? [], `${here}[]`)),
          ]
        : flatten(field.fields ?? [], here);
    return [[here, field] as [string, CmsField], ...below];
  });
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The top-level keys of an entry schema, in order. */
function keysOf(schema: z.ZodType): string[] {
  let inner = schema;
  while (!defOf(inner).shape) inner = (defOf(inner).innerType ?? defOf(inner).in) as z.ZodType;
  return Object.keys(defOf(inner).shape ?? {});
}

/** Every field path of `schema` (`steps[].title`), a union's options merged, its tag left out. */
function schemaPaths(schema: z.ZodType, path = '', tag?: string): string[] {
  let inner = schema;
  for (;;) {
    const def = defOf(inner);
    if (def.innerType) inner = def.innerType;
    else if (def.type === 'pipe' && def.in) inner = def.in;
    else break;
  }
  const def = defOf(inner);
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {})
      .filter(([key]) => key !== tag)
      .flatMap(([key, field]) => {
        const here = path ? `${path}.${key}` : key;
        return [here, ...schemaPaths(field, here)];
      });
  }
  if (def.type === 'array' && def.element) {
    const element = defOf(def.element);
    // A list of choices is one field (a multiple select), not a list of fields.
    if (element.type === 'enum' || element.type === 'literal') return [];
    return schemaPaths(def.element, `${path}[]`);
  }
  if (def.type === 'union' && def.discriminator) {
    return [
      ...new Set(
        (def.options ?? []).flatMap((option) => schemaPaths(option, path, def.discriminator)),
      ),
    ];
  }
  return [];
}

describe('the CMS settings generated from the schemas', () => {
  const byId = fieldsById();

  it('has an entry for every entry with an English file, and none for one without', () => {
    for (const id of Object.keys(entrySchemas)) {
      expect(byId.has(id), id).toBe(hasEnglishFile(id));
    }
    expect(byId.size).toBeGreaterThan(10);
  });

  it('lists every schema field, in schema order', () => {
    for (const [id, fields] of byId) {
      const schema = entrySchema(id as WordEntryId);
      expect(
        fields.map((field) => field.name),
        id,
      ).toEqual(keysOf(schema));
    }
  });

  it('has a field for every field of the schema, nested ones included, and no other', () => {
    for (const [id, fields] of byId) {
      const paths = [...new Set(flatten(fields).map(([path]) => path))].sort();
      expect(paths, id).toEqual([...new Set(schemaPaths(entrySchema(id as WordEntryId)))].sort());
    }
    const jio = flatten(byId.get('dealers/jio') ?? []).map(([path]) => path);
    expect(jio).toEqual(
      expect.arrayContaining([
        'roi.range.max',
        'sections[].tiles[].title',
        'openings.items[].sites',
      ]),
    );
  });

  it('makes every word field translatable, and nothing else', () => {
    for (const [id, fields] of byId) {
      const schema = entrySchema(id as WordEntryId);
      const words = new Set(wordFields(schema));
      const flat = flatten(fields);
      const translatable = flat.filter(([, field]) => field.i18n === true && !field.fields);
      expect([...new Set(translatable.map(([path]) => path))].sort(), id).toEqual(
        [...words].sort(),
      );
      for (const path of words) {
        const field = flat.find(([found]) => found === path)?.[1];
        expect(field?.i18n, `${id} ${path}`).toBe(true);
        expect(field?.widget, `${id} ${path}`).toBe('string');
      }
    }
  });

  it('keeps every identifier and figure in English only', () => {
    for (const [id, fields] of byId) {
      for (const [path, field] of flatten(fields)) {
        if (field.widget === 'number' || field.widget === 'boolean') {
          expect(field.i18n, `${id} ${path}`).toBe(false);
        }
        // A list's key is copied into every language, so the languages' items stay paired.
        if (field.widget === 'select' || (field.widget === 'string' && field.i18n !== true)) {
          expect([false, 'duplicate'], `${id} ${path}`).toContain(field.i18n);
        }
      }
    }
    const jio = byId.get('dealers/jio') ?? [];
    const flat = new Map(flatten(jio));
    expect(flat.get('slug')?.i18n).toBe(false);
    expect(flat.get('name')?.i18n).toBe(false);
    expect(flat.get('outlets.value')).toMatchObject({ widget: 'number', i18n: false, min: 1 });
    expect(flat.get('investment.year')).toMatchObject({ value_type: 'int', min: 2000, max: 2100 });
    expect(flat.get('steps')).toMatchObject({ widget: 'list', i18n: 'duplicate', min: 1 });
    expect(flat.get('steps[].id')?.i18n).toBe('duplicate');
    expect(flat.get('sections')).toMatchObject({ typeKey: 'kind', i18n: 'duplicate' });
  });

  it('offers an optional yes/no as a choice that can be left unstated, never a checkbox', () => {
    const flat = new Map(flatten(byId.get('dealers/jio') ?? []));
    const average = flat.get('roi.average');
    expect(average).toMatchObject({ widget: 'select', required: false, i18n: false });
    expect(average?.options).toEqual([
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ]);
    for (const [path, field] of flatten(byId.get('dealers/jio') ?? [])) {
      if (field.widget === 'boolean') expect(field.required, path).toBe(true);
    }
  });

  it('turns every described field into a hint', () => {
    const flat = new Map(flatten(byId.get('dealers/jio') ?? []));
    expect(flat.get('slug')?.hint).toBe('URL segment under /services');
    expect(flat.get('applicationsOpenUntil')?.hint).toBe(
      'Headline application deadline, when the brand states one',
    );
  });

  it('shows the owner facts as one English-only file, every field English-only', () => {
    const facts = config.collections.find((collection) => collection.name === 'site-facts');
    expect(facts && 'files' in facts && facts.files.map((file) => file.file)).toEqual([
      'src/config/site.yaml',
    ]);
    expect(facts?.i18n).toBe(false);
    const fields = byId.get('config/site') ?? [];
    expect(fields.map((field) => field.name)).toContain('phone');
    expect(fields.every((field) => field.i18n === false)).toBe(true);
  });
});
