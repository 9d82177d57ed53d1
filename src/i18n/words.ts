import { z } from 'astro/zod';
import { defOf } from './zod-def.ts';

/*
 * Words and figures are kept apart by the schemas. A string field a visitor reads is declared
 * `text()`; every other string is an identifier (an enum, a literal, a pattern such as a date or
 * a path, or `identifier()`), and a list whose items hold words is a `keyedList()`, whose items
 * carry a stable key. From that, `wordsOf` takes the words out of an English entry (what a
 * translator translates), and `overlay` lays a translation's words back over the English entry
 * before the schema parses it: every language renders the same figures and identifiers, and a
 * translation cannot change one. `unclassifiedStrings` finds a string field that is neither, so a
 * new field is translated or a test fails.
 */

/** The words of an entry: strings, nested in the entry's shape, list items with their keys. */
export type Words = string | readonly Words[] | { readonly [key: string]: Words };

export type Role = { role: 'words' } | { role: 'identifier' } | { role: 'list'; key: string };

/** What each marked schema is: prose, an identifier, or a list keyed by one of its fields. */
const roles = z.registry<Role>();

/** A string a visitor reads: translated in every language. */
export function text() {
  return z.string().trim().min(1).register(roles, { role: 'words' });
}

/** A string that is never translated (a name kept as written, a path, a form value). */
export function identifier<S extends z.ZodType>(schema: S): S {
  roles.add(schema, { role: 'identifier' });
  return schema;
}

/**
 * A list whose items are matched across languages by `key` (a field of each item), not by their
 * position: a translation lists an item under the same key, and reordering or removing an item in
 * English never shifts a translation onto the wrong one. Keys must be unique.
 */
export function keyedList<Item extends z.ZodType>(
  item: Item,
  key: string,
  {
    min = 0,
    max = Infinity,
    check,
  }: { min?: number; max?: number; check?: (items: z.output<Item>[]) => string | undefined } = {},
) {
  return z
    .array(item)
    .min(min)
    .max(max)
    .superRefine((items, context) => {
      const seen = new Set<unknown>();
      items.forEach((entry, index) => {
        const value = (entry as Record<string, unknown>)[key];
        if (seen.has(value)) {
          context.addIssue({
            code: 'custom',
            message: `${key} "${String(value)}" appears twice`,
            path: [index, key],
          });
        }
        seen.add(value);
      });
      const problem = check?.(items);
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
    })
    .register(roles, { role: 'list', key });
}

const itemId = identifier(
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/u, 'Expected an id such as "bank-finance" (a-z, 0-9, -)'),
).describe('Stable id of the item: translations name the item by it');

/** A list of sentences, each under a stable id (`- id: itr` / `text: …`), read as strings. */
export function keyedTexts({ min = 0, max = Infinity }: { min?: number; max?: number } = {}) {
  return keyedList(z.object({ id: itemId, text: text() }), 'id', { min, max }).transform((items) =>
    items.map((item) => item.text),
  );
}

/** The id field for list items that have no natural key of their own. */
export const listItemId = itemId;

/** The schema a value of `schema` is read with: wrappers (optional, default, pipes) removed. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (roles.get(schema)) return schema;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unwrap(def.innerType as z.ZodType);
    case 'pipe':
      return unwrap(def.in as z.ZodType);
    case 'lazy':
      return unwrap((def.getter as () => z.ZodType)());
    default:
      return schema;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The option of a union that `value` belongs to. */
function optionFor(options: readonly z.ZodType[], value: unknown): z.ZodType | undefined {
  return options.find((option) => option.safeParse(value).success) ?? options[0];
}

const hasLetter = /\p{L}/u;

/**
 * The words of `value`, an entry of `schema` as written in its file (before parsing), in its
 * shape: what a translator translates. A keyed list that holds any words lists every item, in
 * the entry's order, each with its key and its words (only the key where an item has none): the
 * browser editor pairs a translation's list items with English ones by position, so a
 * translation lists the same items in the same order. Undefined when there are no words.
 */
export function wordsOf(schema: z.ZodType, value: unknown): Words | undefined {
  const inner = unwrap(schema);
  const role = roles.get(inner);
  const def = defOf(inner);
  if (role?.role === 'words') {
    return typeof value === 'string' && hasLetter.test(value) ? value : undefined;
  }
  if (role?.role === 'identifier') return undefined;
  if (role?.role === 'list') {
    if (!Array.isArray(value)) return undefined;
    const element = def.element as z.ZodType;
    let anyWords = false;
    const items = value.flatMap((item: unknown) => {
      if (!isRecord(item)) return [];
      const words = wordsOf(element, item);
      if (isRecord(words)) anyWords = true;
      return [{ [role.key]: item[role.key], ...(isRecord(words) ? words : {}) }];
    });
    return anyWords ? (items as Words[]) : undefined;
  }
  if (def.type === 'object' && isRecord(value)) {
    const entries = Object.entries(def.shape ?? {})
      .map(([key, field]) => [key, wordsOf(field, value[key])] as const)
      .filter((entry): entry is readonly [string, Words] => entry[1] !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (def.type === 'union') {
    const option = optionFor(def.options ?? [], value);
    return option ? wordsOf(option, value) : undefined;
  }
  if (def.type === 'array' && Array.isArray(value)) {
    const element = def.element as z.ZodType;
    if (value.some((item: unknown) => wordsOf(element, item) !== undefined)) {
      throw new Error('A list with words must be a keyedList()');
    }
  }
  return undefined;
}

/** Every run of digits in a text, in order: what a translation must carry over unchanged. */
export function digitRuns(text: string): string[] {
  return text.match(/\d+/gu) ?? [];
}

/**
 * The `{slot}`s of a text, each once, sorted: a translation fills the same ones, and may use one
 * twice ("about {brand}… on {brand}'s portal").
 */
export function slotsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1] ?? ''))].sort();
}

/** The key of a keyed list's items, when `words` is such a list. */
function listKey(words: readonly Words[]): string | undefined {
  const first = words[0];
  if (!isRecord(first)) return undefined;
  return Object.keys(first)[0];
}

/**
 * Where `translation` does not match the English `source` words: a word missing or empty, a
 * word with no English counterpart, an item whose key English does not have, or digits or slots
 * that differ from the English ("ITR for 3 years" must say 3). One line per problem, naming its
 * path (`why.points[finance].text`); none means the translation is complete.
 */
export function wordProblems(source: Words | undefined, translation: unknown, path = ''): string[] {
  const at = path || '(root)';
  if (source === undefined) {
    return translation === undefined ? [] : [`${at}: not a word in the English source`];
  }
  if (typeof source === 'string') {
    if (typeof translation !== 'string' || translation.trim() === '') return [`${at}: missing`];
    const problems: string[] = [];
    // In any order: a language may put "3 of 5" the other way round.
    const expected = digitRuns(source).sort().join(' ');
    const found = digitRuns(translation).sort().join(' ');
    if (expected !== found)
      problems.push(`${at}: figures "${found}" differ from English "${expected}"`);
    if (slotsOf(source).join() !== slotsOf(translation).join()) {
      problems.push(`${at}: slots {${slotsOf(translation).join('} {')}} differ from English`);
    }
    return problems;
  }
  if (Array.isArray(source)) {
    const key = listKey(source) ?? 'id';
    if (!Array.isArray(translation)) return [`${at}: expected a list of items keyed by ${key}`];
    const byKey = new Map<unknown, unknown>();
    const problems: string[] = [];
    for (const item of translation as unknown[]) {
      const id = isRecord(item) ? item[key] : undefined;
      if (id === undefined) problems.push(`${at}: an item has no ${key}`);
      else byKey.set(id, item);
    }
    const known = new Set(source.map((item) => (item as Record<string, Words>)[key]));
    for (const id of byKey.keys()) {
      if (!known.has(id as Words)) problems.push(`${at}[${String(id)}]: no such item in English`);
    }
    return [
      ...problems,
      ...source.flatMap((item) => {
        const { [key]: id, ...words } = item as Record<string, Words>;
        const found = byKey.get(id);
        if (!isRecord(found)) return [`${at}[${String(id)}]: missing`];
        const { [key]: _key, ...rest } = found;
        return wordProblems(words, rest, `${path}[${String(id)}]`);
      }),
    ];
  }
  if (!isRecord(translation)) return [`${at}: missing`];
  const record = source as { readonly [key: string]: Words };
  const keys = new Set([...Object.keys(record), ...Object.keys(translation)]);
  return [...keys].flatMap((key) =>
    wordProblems(record[key], translation[key], path ? `${path}.${key}` : key),
  );
}

/**
 * `value` (an entry of `schema` as written) with its words replaced by `translation`'s. The
 * identifiers, figures and anything the translation does not hold stay as they are.
 */
export function overlay(schema: z.ZodType, value: unknown, translation: unknown): unknown {
  if (translation === undefined) return value;
  const inner = unwrap(schema);
  const role = roles.get(inner);
  const def = defOf(inner);
  if (role?.role === 'words') return typeof translation === 'string' ? translation : value;
  if (role?.role === 'identifier') return value;
  if (role?.role === 'list') {
    if (!Array.isArray(value) || !Array.isArray(translation)) return value;
    const byKey = new Map(
      translation.filter(isRecord).map((item) => [item[role.key], item] as const),
    );
    return value.map((item: unknown) =>
      isRecord(item) ? overlay(def.element as z.ZodType, item, byKey.get(item[role.key])) : item,
    );
  }
  if (def.type === 'object' && isRecord(value) && isRecord(translation)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const fieldSchema = def.shape?.[key];
        return [key, fieldSchema ? overlay(fieldSchema, field, translation[key]) : field];
      }),
    );
  }
  if (def.type === 'union') {
    const option = optionFor(def.options ?? [], value);
    return option ? overlay(option, value, translation) : value;
  }
  return value;
}

/**
 * Every word of `words` with its path ('steps[apply].title'), in order: for review and tests.
 * With `keyOnly`, a list item without words is listed too, with an empty text, so a worksheet
 * shows every item in its place.
 */
export function wordLeaves(
  words: unknown,
  path = '',
  { keyOnly = false }: { keyOnly?: boolean } = {},
): [path: string, text: string][] {
  if (typeof words === 'string') return [[path, words]];
  if (Array.isArray(words)) {
    const key = listKey(words as Words[]) ?? 'id';
    return words.flatMap((item: unknown) => {
      if (!isRecord(item)) return [];
      const { [key]: id, ...rest } = item;
      const at = `${path}[${String(id)}]`;
      if (keyOnly && Object.keys(rest).length === 0) return [[at, ''] as [string, string]];
      return wordLeaves(rest, at, { keyOnly });
    });
  }
  if (!isRecord(words)) return [];
  return Object.entries(words).flatMap(([key, value]) =>
    wordLeaves(value, path ? `${path}.${key}` : key, { keyOnly }),
  );
}

/** String checks that make a string an identifier: a pattern, a date, an address. */
const identifierFormats = new Set(['regex', 'date', 'url', 'email', 'datetime', 'uuid']);

/**
 * Paths of the string fields of `schema` that are neither words (`text()`) nor identifiers
 * (`identifier()`, an enum or literal, a string with a pattern or format), and of lists of words
 * that are not keyed. Empty when the schema says what every string is.
 */
export function unclassifiedStrings(schema: z.ZodType, path = ''): string[] {
  const inner = unwrap(schema);
  const role = roles.get(inner);
  const def = defOf(inner);
  if (role?.role === 'words' || role?.role === 'identifier') return [];
  switch (def.type) {
    case 'string': {
      const formatted =
        (def.format !== undefined && identifierFormats.has(def.format)) ||
        (def.checks ?? []).some((check) => {
          const { check: kind, format } = check._zod.def;
          return kind === 'string_format' && format !== undefined && identifierFormats.has(format);
        });
      return formatted ? [] : [path || '(root)'];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        unclassifiedStrings(field, path ? `${path}.${key}` : key),
      );
    case 'array': {
      const found = unclassifiedStrings(def.element as z.ZodType, `${path}[]`);
      if (role?.role === 'list' || found.length > 0) return found;
      return hasWords(def.element as z.ZodType) ? [`${path}[] (a list of words without keys)`] : [];
    }
    case 'union':
      return (def.options ?? []).flatMap((option) => unclassifiedStrings(option, path));
    default:
      return [];
  }
}

/** Whether `schema` holds a `text()` anywhere. */
function hasWords(schema: z.ZodType): boolean {
  const inner = unwrap(schema);
  const role = roles.get(inner);
  const def = defOf(inner);
  if (role?.role === 'words') return true;
  if (role?.role === 'identifier') return false;
  if (def.type === 'object') return Object.values(def.shape ?? {}).some(hasWords);
  if (def.type === 'array') return hasWords(def.element as z.ZodType);
  if (def.type === 'union') return (def.options ?? []).some(hasWords);
  return false;
}

/** The paths of every words field of `schema` (`why.points[].title`): the translators' fields. */
export function wordFields(schema: z.ZodType, path = ''): string[] {
  const inner = unwrap(schema);
  const role = roles.get(inner);
  const def = defOf(inner);
  if (role?.role === 'words') return [path];
  if (role?.role === 'identifier') return [];
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
      wordFields(field, path ? `${path}.${key}` : key),
    );
  }
  if (def.type === 'array') return wordFields(def.element as z.ZodType, `${path}[]`);
  if (def.type === 'union') {
    return [...new Set((def.options ?? []).flatMap((option) => wordFields(option, path)))];
  }
  return [];
}

/**
 * What `schema` was marked as (`text()`, `identifier()`, `keyedList()`), or undefined: for the
 * admin's settings generator (src/admin/cms-config.ts), which maps each role to an editor field.
 */
export function roleOf(schema: z.ZodType): Role | undefined {
  return roles.get(schema);
}
