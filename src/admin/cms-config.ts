import type { z } from 'astro/zod';
import { defaultLocale, locales } from '../i18n/locales.ts';
import { roleOf } from '../i18n/words.ts';
import { defOf, type ZodDef } from '../i18n/zod-def.ts';

/*
 * The Sveltia CMS settings, generated from the entries' zod schemas (src/i18n/sources.ts), so no
 * hand-written config.yml can drift from what the build checks. Every entry id `<folder>/<name>`
 * is src/content/<locale>/<folder>/<name>.yaml: a folder whose entries all share one schema
 * (the brands) becomes a folder collection, any other folder a file collection with one file per
 * entry. Words (`text()`) are translated; identifiers and figures are English only
 * (`i18n: false`), so a translation never stores one and a Telugu pane cannot change a figure.
 */

/** One field of the CMS settings (the subset of Sveltia's field options we write). */
export type CmsField = {
  name: string;
  label: string;
  widget: 'string' | 'number' | 'boolean' | 'select' | 'object' | 'list';
  i18n: boolean | 'duplicate';
  required?: boolean | string[];
  hint?: string;
  pattern?: [string, string];
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: (string | { label: string; value: boolean })[];
  multiple?: boolean;
  fields?: CmsField[];
  types?: { name: string; label: string; widget: 'object'; fields: CmsField[] }[];
  typeKey?: string;
  summary?: string;
};

type Def = ZodDef;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** A schema with its wrappers removed, whether it may be left out, and its first description. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; hint?: string } {
  let inner = schema;
  let optional = false;
  let hint: string | undefined;
  for (;;) {
    hint ??= inner.description;
    if (roleOf(inner)) break;
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') {
      optional = true;
      inner = def.innerType as z.ZodType;
    } else if (def.type === 'readonly' || def.type === 'catch' || def.type === 'nonoptional') {
      inner = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      inner = def.in as z.ZodType;
    } else if (def.type === 'lazy') {
      inner = (def.getter as () => z.ZodType)();
    } else {
      break;
    }
  }
  return hint === undefined ? { inner, optional } : { inner, optional, hint };
}

/** Whether `schema` holds a `text()` anywhere: such an object or list is edited per language. */
export function holdsWords(schema: z.ZodType): boolean {
  const { inner } = unwrap(schema);
  const role = roleOf(inner);
  if (role?.role === 'words') return true;
  if (role?.role === 'identifier') return false;
  const def = defOf(inner);
  if (def.type === 'object') return Object.values(def.shape ?? {}).some(holdsWords);
  if (def.type === 'array') return holdsWords(def.element as z.ZodType);
  if (def.type === 'union') return (def.options ?? []).some(holdsWords);
  return false;
}

/** `applicationFee` → `Application fee`. */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/gu, '$1 $2').replace(/[-_]/gu, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** The literal strings a schema allows (an enum, a literal, or a union of them), if that is all. */
function choicesOf(schema: z.ZodType): string[] | undefined {
  const def = defOf(unwrap(schema).inner);
  if (def.type === 'enum') return Object.values(def.entries ?? {});
  if (def.type === 'literal' && (def.values ?? []).every((value) => typeof value === 'string')) {
    return def.values as string[];
  }
  if (def.type === 'union') {
    const parts = (def.options ?? []).map(choicesOf);
    if (parts.every((part) => part !== undefined)) return parts.flat();
  }
  return undefined;
}

/** A string's pattern: its regex check or its format's (an ISO date). */
function patternOf(def: Def): RegExp | undefined {
  if (def.pattern) return def.pattern;
  return checksOf(def).find((check) => check.pattern)?.pattern;
}

/** Min/max of a number or a list, inclusive, from the schema's checks. */
function bounds(def: Def): { min?: number; max?: number; int: boolean } {
  const found: { min?: number; max?: number; int: boolean } = { int: false };
  for (const check of checksOf(def)) {
    if (check.check === 'number_format' && check.format?.includes('int')) found.int = true;
    if (check.check === 'greater_than' && check.value !== undefined) found.min = check.value;
    if (check.check === 'less_than' && check.value !== undefined) found.max = check.value;
    if (check.check === 'min_length' && check.minimum !== undefined) found.min = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined && check.maximum !== Infinity) {
      found.max = check.maximum;
    }
  }
  // A positive whole number starts at 1; a positive decimal is left to the save check.
  const exclusiveMin = checksOf(def).some(
    (check) => check.check === 'greater_than' && check.inclusive === false,
  );
  if (exclusiveMin && found.int && found.min !== undefined) found.min += 1;
  return found;
}

/** The fields of an object schema, in schema order (keeps each save's diff to the edited line). */
function objectFields(schema: z.ZodType, skip?: string): CmsField[] {
  return Object.entries(defOf(schema).shape ?? {})
    .filter(([name]) => name !== skip)
    .map(([name, field]) => fieldOf(name, field));
}

/**
 * The CMS field for `schema`. `inList` is the key of the keyed list this field belongs to, if it
 * is that key: the key is copied into every language so the languages' items stay paired.
 */
export function fieldOf(name: string, schema: z.ZodType, listKey?: string): CmsField {
  const { inner, optional, hint } = unwrap(schema);
  const role = roleOf(inner);
  const def = defOf(inner);
  const base = {
    name,
    label: labelOf(name),
    ...(hint === undefined ? {} : { hint }),
  };
  const englishOnly = { i18n: false as const, required: !optional };
  if (role?.role === 'words') {
    // A translation may lag behind: only English must have the words to save.
    return { ...base, widget: 'string', i18n: true, required: optional ? false : [defaultLocale] };
  }
  if (name === listKey) {
    const choices = choicesOf(inner);
    return choices
      ? { ...base, widget: 'select', options: choices, i18n: 'duplicate', required: true }
      : { ...base, widget: 'string', i18n: 'duplicate', required: true };
  }
  if (role?.role === 'list') {
    const element = unwrap(def.element as z.ZodType).inner;
    const elementDef = defOf(element);
    const { min, max } = bounds(def);
    const list: CmsField = {
      ...base,
      widget: 'list',
      i18n: holdsWords(inner) ? 'duplicate' : false,
      required: !optional,
      ...(min ? { min } : {}),
      ...(max === undefined ? {} : { max }),
      summary: `{{fields.${role.key}}}`,
    };
    if (elementDef.type === 'union' && elementDef.discriminator === role.key) {
      // Brand sections: one kind per option; the CMS writes the kind under `role.key`.
      return {
        ...list,
        typeKey: role.key,
        types: (elementDef.options ?? []).map((option) => {
          const kind = String(defOf(defOf(option).shape?.[role.key] as z.ZodType).values?.[0]);
          return {
            name: kind,
            label: labelOf(kind),
            widget: 'object' as const,
            fields: objectFields(option, role.key),
          };
        }),
      };
    }
    return {
      ...list,
      fields: Object.entries(elementDef.shape ?? {}).map(([field, fieldSchema]) =>
        fieldOf(field, fieldSchema, role.key),
      ),
    };
  }
  switch (def.type) {
    case 'object':
      return {
        ...base,
        widget: 'object',
        i18n: holdsWords(inner),
        required: !optional,
        fields: objectFields(inner),
      };
    case 'number': {
      const { min, max, int } = bounds(def);
      return {
        ...base,
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
        ...englishOnly,
      };
    }
    case 'boolean':
      // An optional yes/no is a three-way choice: left empty, it writes nothing ("not stated"),
      // where a checkbox would write `false` and state a rule the source never gave.
      return optional
        ? {
            ...base,
            widget: 'select',
            options: [
              { label: 'Yes', value: true },
              { label: 'No', value: false },
            ],
            ...englishOnly,
          }
        : { ...base, widget: 'boolean', ...englishOnly };
    case 'array': {
      const choices = choicesOf(def.element as z.ZodType);
      if (choices)
        return { ...base, widget: 'select', multiple: true, options: choices, ...englishOnly };
      return {
        ...base,
        widget: 'list',
        fields: [fieldOf('value', def.element as z.ZodType)],
        ...englishOnly,
      };
    }
    default: {
      const choices = choicesOf(inner);
      if (choices) return { ...base, widget: 'select', options: choices, ...englishOnly };
      const pattern = def.type === 'string' ? patternOf(def) : undefined;
      return {
        ...base,
        widget: 'string',
        ...(pattern ? { pattern: [pattern.source, hint ?? `Must match ${pattern.source}`] } : {}),
        ...englishOnly,
      };
    }
  }
}

export type FolderCollection = {
  name: string;
  label: string;
  folder: string;
  description: string;
  extension: 'yaml';
  format: 'yaml';
  identifier_field: string;
  create: false;
  delete: false;
  i18n: true;
  fields: CmsField[];
};
export type FileCollection = {
  name: string;
  label: string;
  description?: string;
  /** False for the owner's facts: English only, one file, no language pane. */
  i18n: boolean;
  files: {
    name: string;
    label: string;
    file: string;
    format: 'yaml';
    i18n: boolean;
    fields: CmsField[];
  }[];
};

/**
 * Shown with every translated collection: where a reviewer finds the words still shown in English
 * because their translation is missing or older than the English (src/admin/translations-page.ts).
 */
export const TRANSLATIONS_NOTE =
  'Words shown in English until translated, with the old and the new English: /admin/translations.html';

/** Where entry `id` ('dealers/jio') lives in `locale` ('{{locale}}' for the CMS's template). */
export const entryPath = (id: string, locale = '{{locale}}') => `src/content/${locale}/${id}.yaml`;

/**
 * The collections for `schemas` (entry id → schema). An entry with no English file is left out
 * until it has one. The English-only entries (`englishOnly`: id → file, the owner's facts in
 * src/config/site.yaml) come last, in one collection of their own without languages.
 */
export function collectionsOf(
  schemas: Readonly<Record<string, z.ZodType>>,
  hasEnglishFile: (id: string) => boolean,
  englishOnly: Readonly<Record<string, string>> = {},
): (FolderCollection | FileCollection)[] {
  const folders = new Map<string, [name: string, schema: z.ZodType][]>();
  for (const [id, schema] of Object.entries(schemas)) {
    if (!hasEnglishFile(id) || englishOnly[id] !== undefined) continue;
    const slash = id.lastIndexOf('/');
    const folder = id.slice(0, slash);
    folders.set(folder, [...(folders.get(folder) ?? []), [id.slice(slash + 1), schema]]);
  }
  const facts = Object.entries(englishOnly).flatMap(([id, file]) => {
    const schema = schemas[id];
    return schema === undefined
      ? []
      : [
          {
            name: id.replace(/\W/gu, '-'),
            label: labelOf(id.slice(id.lastIndexOf('/') + 1)),
            file,
            schema,
          },
        ];
  });
  const factsCollection: FileCollection[] =
    facts.length === 0
      ? []
      : [
          {
            name: 'site-facts',
            label: 'Site facts',
            i18n: false,
            files: facts.map(({ name, label, file, schema }) => ({
              name,
              label,
              file,
              format: 'yaml' as const,
              i18n: false,
              fields: objectFields(unwrap(schema).inner),
            })),
          },
        ];
  const collections = [...folders].map(([folder, entries]): FolderCollection | FileCollection => {
    const name = folder.replace(/\W/gu, '-');
    const [first] = entries;
    const shared =
      first && entries.length > 1 && entries.every(([, schema]) => schema === first[1]);
    if (shared) {
      const shape = defOf(unwrap(first[1]).inner).shape ?? {};
      return {
        name,
        label: labelOf(name),
        description: TRANSLATIONS_NOTE,
        folder: `src/content/{{locale}}/${folder}`,
        extension: 'yaml',
        format: 'yaml',
        // The brands name themselves by `slug`; another folder by its first field.
        identifier_field: 'slug' in shape ? 'slug' : (Object.keys(shape)[0] ?? 'title'),
        create: false,
        delete: false,
        i18n: true,
        fields: objectFields(unwrap(first[1]).inner),
      };
    }
    return {
      name,
      label: labelOf(name),
      description: TRANSLATIONS_NOTE,
      i18n: true,
      files: entries.map(([entry, schema]) => ({
        name: entry,
        label: labelOf(entry),
        file: entryPath(`${folder}/${entry}`),
        format: 'yaml',
        i18n: true,
        fields: objectFields(unwrap(schema).inner),
      })),
    };
  });
  return [...collections, ...factsCollection];
}

export type Backend =
  | { name: 'github'; repo: string; branch: string }
  | { name: 'gitea'; repo: string; branch: string; api_root: string };

/** The whole settings object for `CMS.init({ config })`. */
export function cmsConfig(
  schemas: Readonly<Record<string, z.ZodType>>,
  hasEnglishFile: (id: string) => boolean,
  backend: Backend,
  englishOnly: Readonly<Record<string, string>> = {},
) {
  return {
    load_config_file: false,
    backend,
    media_folder: 'public/images/uploads',
    // An optional field left empty is not written (no `key: null`, no `''`): it stays "not stated".
    output: { omit_empty_optional_fields: true },
    i18n: {
      structure: 'multiple_folders' as const,
      locales: [...locales],
      default_locale: defaultLocale,
    },
    collections: collectionsOf(schemas, hasEnglishFile, englishOnly),
  };
}
