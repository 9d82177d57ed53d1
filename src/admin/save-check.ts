import type { z } from 'astro/zod';
import { fillSlots, slotValues } from '../data/entries.ts';
import { roleOf, wordProblems, wordsOf } from '../i18n/words.ts';
import { defOf } from '../i18n/zod-def.ts';
import { entryPath, labelOf } from './cms-config.ts';

/*
 * What the admin checks before a save is committed (Sveltia's preSave hook, src/admin/main.ts),
 * the same checks the build runs: English parsed by the entry's own schema, cross-field rules
 * included (a range's low end above its high end, which no form field knows); each translation
 * cut to its words, so no identifier or figure the CMS copied from English is stored in it; and
 * each translation's words checked against English (digits and {slots} carried over, nothing
 * English does not have). A missing translated word is not a problem: the translation is behind.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `value` without what an editor left empty: the CMS holds `null` or '' for an optional field
 * nobody filled, and an optional group of such fields as an object of them. Lists keep their
 * items (their order pairs the languages).
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((item) => item !== undefined);
  if (isRecord(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmpty(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (value === null || value === '') return undefined;
  return value;
}

function unwrap(schema: z.ZodType): z.ZodType {
  if (roleOf(schema)) return schema;
  const def = defOf(schema);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType);
  if (def.innerType && def.type !== 'lazy') return unwrap(def.innerType);
  return schema;
}

const hasLetter = /\p{L}/u;

/**
 * The words of a translation `value` of `schema`, like `wordsOf`, but a keyed list that holds
 * words keeps every item it lists, key-only where the item has no words: the CMS pairs the
 * languages' items by position, so dropping one would shift the rest onto the wrong English item.
 */
export function translationWords(schema: z.ZodType, value: unknown): unknown {
  const inner = unwrap(schema);
  const role = roleOf(inner);
  const def = defOf(inner);
  if (role?.role === 'words') {
    return typeof value === 'string' && hasLetter.test(value) ? value : undefined;
  }
  if (role?.role === 'identifier') return undefined;
  if (role?.role === 'list') {
    if (!Array.isArray(value)) return undefined;
    const items = value.filter(isRecord).map((item) => {
      const words = translationWords(def.element as z.ZodType, item);
      return { [role.key]: item[role.key], ...(isRecord(words) ? words : {}) };
    });
    // A list with no words at all is English's alone: the CMS copies it into every language
    // when the translation has none, and that copy is not kept.
    return items.some((item) => Object.keys(item).length > 1) ? items : undefined;
  }
  if (def.type === 'object' && isRecord(value)) {
    const entries = Object.entries(def.shape ?? {})
      .map(([key, field]) => [key, translationWords(field, value[key])] as const)
      .filter(([, words]) => words !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  if (def.type === 'union' && isRecord(value)) {
    const options = def.options ?? [];
    const { discriminator } = def;
    // A translated section names its kind (copied from English), not the kind's figures.
    const option = discriminator
      ? (options.find((candidate) => candidate.safeParse(value).success) ??
        options.find((candidate) => {
          const tag = defOf(defOf(candidate).shape?.[discriminator] as z.ZodType) as {
            values?: unknown[];
          };
          return tag.values?.includes(value[discriminator]);
        }))
      : options.find((candidate) => candidate.safeParse(value).success);
    if (!option) return undefined;
    const words = translationWords(option, value);
    if (!discriminator) return words;
    return isRecord(words) ? words : {};
  }
  return undefined;
}

/** `words` without the list items that hold only their key: what `wordProblems` compares. */
function withoutKeyOnly(words: unknown): unknown {
  if (Array.isArray(words)) {
    const items = words
      .filter((item) => !isRecord(item) || Object.keys(item).length > 1)
      .map(withoutKeyOnly);
    return items.length > 0 ? items : undefined;
  }
  if (isRecord(words)) {
    return Object.fromEntries(
      Object.entries(words)
        .map(([key, value]) => [key, withoutKeyOnly(value)] as const)
        .filter(([, value]) => value !== undefined),
    );
  }
  return words;
}

/** `roi.range.max` → `Roi › Range › Max (roi.range.max)`: the field as the form labels it. */
export function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the entry';
  const labels = path
    .filter((part) => typeof part === 'string')
    .map((part) => labelOf(String(part)));
  const dotted = path
    .map((part) => (typeof part === 'number' ? `[${part + 1}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./u, '');
  return `${labels.join(' › ')} (${dotted})`;
}

/** Languages by their English names, as the CMS's own menus name them. */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

export type SaveCheck =
  | { ok: true; english: unknown; translations: Record<string, unknown> }
  | { ok: false; problems: string[] };

/**
 * The entry `id` as the CMS is about to save it (`english`, and each other language's data),
 * checked; when it passes, the data to save instead: English without empty fields, each
 * translation cut to its words.
 */
export function checkSave(
  id: string,
  schema: z.ZodType,
  english: unknown,
  translations: Readonly<Record<string, unknown>>,
): SaveCheck {
  const file = entryPath(id, 'en');
  const cleanEnglish = withoutEmpty(english) ?? {};
  const problems: string[] = [];
  let filled: unknown;
  try {
    // A UI string's slots ({site}, {count}) are filled where it is shown, not when it is read;
    // a page's slots ({siteName}) are the site's facts, filled on load.
    filled = id.startsWith('ui/') ? cleanEnglish : fillSlots(cleanEnglish, slotValues(), file);
  } catch (error) {
    problems.push(`English: ${(error as Error).message.replace(`${file}: `, '')}`);
  }
  if (filled !== undefined) {
    const result = schema.safeParse(filled);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`English, ${fieldName(issue.path)}: ${issue.message}`);
      }
    }
  }
  const source = wordsOf(schema, cleanEnglish);
  const cut: Record<string, unknown> = {};
  for (const [locale, data] of Object.entries(translations)) {
    const name = languageNames.of(locale) ?? locale;
    cut[locale] = translationWords(schema, withoutEmpty(data)) ?? {};
    for (const line of wordProblems(source, withoutKeyOnly(cut[locale]))) {
      if (!line.endsWith(': missing')) problems.push(`${name}, ${line}`);
    }
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, english: cleanEnglish, translations: cut };
}
