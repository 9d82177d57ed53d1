import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { parseEntry, parseYaml } from '../data/yaml.ts';
import { locales, type Locale } from './locales.ts';
import { overlaid } from './overlaid.ts';
import { translatedFrom } from './translated-record.ts';
import { slotsOf, text } from './words.ts';

/*
 * The UI dictionaries (navigation, buttons, labels, messages): src/content/<locale>/ui/<part>.yaml,
 * one file per area of the site, nested on the dots of their keys ('nav.home' is nav: {home: …}),
 * since the browser editor reads a dot in a field's name as nesting. English defines the keys;
 * each part is entry `ui/<part>`, its schema made from the English keys, every string `text()`,
 * so a translation is checked and laid over the English like a page's words. Read once, in Node
 * (the build, the server, tests, scripts), from the project root as the build runs there. The
 * flat dotted keys (`UIKey`, generated into ./ui-keys.ts) are what `t('…')` takes.
 */

/** The parts of the dictionary, by area of the site. */
export const uiParts = [
  'common',
  'home',
  'contact',
  'dealers',
  'hub',
  'trust',
  'selfcheck',
] as const;
export type UIPart = (typeof uiParts)[number];

/** The file of a part in a language, from the project root. */
export function uiFile(locale: Locale, part: UIPart): string {
  return join('src', 'content', locale, 'ui', `${part}.yaml`);
}

/** A part as written, or undefined when the language has no file for it. */
export function readUiPart(locale: Locale, part: UIPart): unknown {
  const file = uiFile(locale, part);
  const path = join(process.cwd(), file);
  return existsSync(path) ? parseYaml(readFileSync(path, 'utf8'), file) : undefined;
}

type Nested = { [key: string]: string | Nested };

/** The schema of a part: its English keys, nested, every string words. */
export function uiSchema(english: unknown): z.ZodType<Nested> {
  if (typeof english !== 'object' || english === null || Array.isArray(english)) {
    throw new Error('A UI part holds keys, nested, each a string or more keys');
  }
  return z
    .object(
      Object.fromEntries(
        Object.entries(english).map(([key, value]) => [
          key,
          typeof value === 'string' ? text() : uiSchema(value),
        ]),
      ),
    )
    .strict() as unknown as z.ZodType<Nested>;
}

const schemas = new Map<UIPart, z.ZodType<Nested>>();

/** The schema of a part, made from today's English file. */
export function uiPartSchema(part: UIPart): z.ZodType<Nested> {
  let schema = schemas.get(part);
  if (schema === undefined) {
    const english = readUiPart('en', part);
    if (english === undefined) throw new Error(`${uiFile('en', part)} is missing`);
    schema = uiSchema(english);
    schemas.set(part, schema);
  }
  return schema;
}

/** Nested keys as the dotted keys `t('…')` takes: {nav: {home: 'Home'}} → {'nav.home': 'Home'}. */
export function flatKeys(nested: Nested, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(nested).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatKeys(value, `${prefix}${key}.`)),
    ),
  );
}

/** One part in a language: its translation over the English, checked, with dotted keys. */
export function uiPartStrings(locale: Locale, part: UIPart): Record<string, string> {
  const schema = uiPartSchema(part);
  const english = readUiPart('en', part);
  const file = uiFile(locale, part);
  const translation = locale === 'en' ? undefined : readUiPart(locale, part);
  const { value, inEnglish } = overlaid(
    schema,
    english,
    translation,
    file,
    translatedFrom(locale)[`ui/${part}`],
  );
  if (inEnglish.length > 0) {
    console.warn(
      `${file}: ${inEnglish.join(', ')} shown in English until translated (npm run translations)`,
    );
  }
  return flatKeys(parseEntry(schema, value, file));
}

/** Every language's dictionary, all parts in one, dotted keys. */
export function readDictionaries(): Record<Locale, Record<string, string>> {
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.assign({}, ...uiParts.map((part) => uiPartStrings(locale, part))) as Record<
        string,
        string
      >,
    ]),
  ) as Record<Locale, Record<string, string>>;
}

/** The text of src/i18n/ui-keys.ts: the English keys as a type, so `t('…')` is checked. */
export async function uiKeysModule(): Promise<string> {
  const { format, resolveConfig } = await import('prettier');
  const file = join(process.cwd(), 'src', 'i18n', 'ui-keys.ts');
  return format(uiKeysSource(), { ...(await resolveConfig(file)), filepath: file });
}

function uiKeysSource(): string {
  const english = readDictionaries().en;
  const keys = Object.keys(english);
  const slotted = Object.entries(english)
    .map(([key, template]) => [key, slotsOf(template)] as const)
    .filter(([, slots]) => slots.length > 0);
  return [
    '// Generated by `npm run ui-keys` from src/content/en/ui/*.yaml; do not edit. A unit test',
    '// (src/i18n/ui-keys.test.ts) fails while it is out of date.',
    '',
    '/** Every UI string key, as `t(…)` takes it. */',
    'export type UIKey =',
    ...keys.map((key, index) => `  | '${key}'${index === keys.length - 1 ? ';' : ''}`),
    '',
    '/** The `{slot}` names of each English template that has any. */',
    'export type UISlots = {',
    ...slotted.map(
      ([key, slots]) => `  '${key}': ${slots.map((slot) => `'${slot}'`).join(' | ')};`,
    ),
    '};',
    '',
  ].join('\n');
}
