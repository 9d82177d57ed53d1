import type { z } from 'astro/zod';
import { overlay, wordLeaves, wordProblems, wordsOf, type Words } from './words.ts';

/*
 * A translation laid over its English entry, as the pages and the UI dictionaries show it
 * (./content.ts, ./ui-source.ts). A translation behind its English never stops the build: a
 * word it does not have, or whose English changed since it was translated, shows the English
 * (docs/languages.md says why) and is reported. What a translator got wrong stops it, naming
 * the file and the field: a figure or a slot that differs from the English of the very text it
 * translates, a word or list item the English does not have.
 */

export type Overlaid = {
  /** The entry, English words where the translation is behind. */
  value: unknown;
  /** The words shown in English ('steps[apply].title'): missing, or their English changed. */
  inEnglish: string[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `translation` without the words at the paths `drop` names; everything else as written. */
function without(source: Words, translation: unknown, drop: Set<string>, path = ''): unknown {
  if (typeof source === 'string') return drop.has(path) ? undefined : translation;
  if (Array.isArray(source)) {
    if (!Array.isArray(translation)) return translation;
    const first = source[0];
    const key = isRecord(first) ? (Object.keys(first)[0] ?? 'id') : 'id';
    const byKey = new Map(
      source.filter(isRecord).map((item) => [(item as Record<string, Words>)[key], item] as const),
    );
    return translation.map((item: unknown) => {
      if (!isRecord(item)) return item;
      const { [key]: id, ...rest } = item;
      const english = byKey.get(id as Words);
      if (english === undefined) return item;
      const { [key]: _id, ...words } = english as Record<string, Words>;
      return { [key]: id, ...(without(words, rest, drop, `${path}[${String(id)}]`) as object) };
    });
  }
  if (!isRecord(translation)) return translation;
  const record = source as Record<string, Words>;
  return Object.fromEntries(
    Object.entries(translation).map(([key, value]) => {
      const english = record[key];
      const at = path ? `${path}.${key}` : key;
      return [key, english === undefined ? value : without(english, value, drop, at)];
    }),
  );
}

/**
 * `english` (an entry of `schema` as written) with `translation`'s words laid over it, English
 * where the translation is behind. `recorded` is the English each word was translated from
 * (translated-from.json); a word with no record is taken as translated from today's English.
 */
export function overlaid(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  file: string,
  recorded: Readonly<Record<string, string>> = {},
): Overlaid {
  if (translation === undefined) return { value: english, inEnglish: [] };
  const source = wordsOf(schema, english);
  const behind = new Set(
    wordLeaves(source)
      .filter(([path, text]) => recorded[path] !== undefined && recorded[path] !== text)
      .map(([path]) => path),
  );
  const missing: string[] = [];
  const errors: string[] = [];
  for (const problem of wordProblems(source, translation)) {
    const at = problem.slice(0, problem.indexOf(': '));
    if (problem.endsWith(': missing')) missing.push(at);
    // A figure or slot of a word whose English changed is the old English's: not an error.
    else if (!behind.has(at)) errors.push(problem);
  }
  if (errors.length > 0) {
    throw new Error(`${file} does not fit its English source:\n  ${errors.join('\n  ')}`);
  }
  const current = source === undefined ? translation : without(source, translation, behind);
  return {
    value: overlay(schema, english, current),
    inEnglish: [...missing, ...behind],
  };
}
