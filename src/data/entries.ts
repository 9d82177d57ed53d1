import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { ownerFiles } from '../config/site-schema.ts';
import { publicContact } from '../config/public-contact.ts';
import { site } from '../config/site.ts';
import { figures, yearsInBusiness } from './figures.ts';
import { parseEntry, parseYaml } from './yaml.ts';

export { parseEntry, parseYaml } from './yaml.ts';

/*
 * The content entries: src/content/<locale>/<pages|dealers>/<id>.yaml, one file per page or brand
 * per language. English entries hold the words, figures and identifiers; a translation holds the
 * words only (see src/i18n/words.ts). Read at build time (Node), never in the browser. A broken
 * entry throws with its file and the field, so the build stops on it instead of logging.
 */

/** Where the entries live, from the project root (the build, tests and scripts run there). */
export const contentRoot = join(process.cwd(), 'src', 'content');

/**
 * Entries kept outside src/content, in English only (no words to translate): the owner's facts.
 * The browser editor shows them beside the pages; no language has a translation of them.
 */
export const englishOnlyFiles: Readonly<Record<string, string>> = {
  'config/site': ownerFiles.facts,
};

/** The file of entry `id` ('dealers/jio') in a language, as a path from the project root. */
export function entryFile(locale: string, id: string): string {
  return englishOnlyFiles[id] ?? join('src', 'content', locale, `${id}.yaml`);
}

/** An entry as written, or undefined when the language has no file for it. */
export function readEntry(locale: string, id: string): unknown {
  if (englishOnlyFiles[id] !== undefined && locale !== 'en') return undefined;
  const file = entryFile(locale, id);
  const path = join(process.cwd(), file);
  if (!existsSync(path)) return undefined;
  return parseYaml(readFileSync(path, 'utf8'), file);
}

/**
 * The site's facts an entry may name as `{slot}` (`About {siteName}`), so each is written once,
 * in src/config/site.yaml or ./figures.ts, and every language shows the same one. `address` is
 * the place in the page's language. A slot whose value is undefined is a fact not to be shown
 * yet (the phone line and the e-mail while they are samples: src/config/public-contact.ts).
 */
export function slotValues(
  address: string = site.contactAddress.text,
): Record<string, string | undefined> {
  return {
    siteName: site.name,
    email: publicContact.email,
    phone: publicContact.phone?.display,
    phoneHref: publicContact.phone?.href,
    address,
    mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.contactAddress.text)}`,
    foundedYear: String(site.foundedYear),
    clients: `${figures.satisfiedClients}+`,
    years: `${yearsInBusiness(site.foundedYear)}+`,
    ...Object.fromEntries(
      Object.entries(site.portals).map(([key, url]) => [`portals.${key}`, String(url)]),
    ),
  };
}

const slot = /\{([\w.]+)\}/gu;

/**
 * Whether a list item names a slot that is known but not shown yet, in its own strings: a list
 * inside it leaves out its own items instead (a page's section stays, its call link goes).
 */
function namesWithheld(item: unknown, values: Record<string, string | undefined>): boolean {
  if (typeof item === 'string') {
    return [...item.matchAll(slot)].some(
      ([, name = '']) => Object.hasOwn(values, name) && values[name] === undefined,
    );
  }
  if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
    return Object.values(item).some((field: unknown) => namesWithheld(field, values));
  }
  return false;
}

/**
 * Every `{slot}` in the strings of `value` filled; an unknown slot names the file. A list item
 * that names a slot not shown yet (a contact card or a link with `{phone}` while the phone line
 * is a sample) is left out, so no page shows or links a sample; such a slot anywhere else is an
 * error naming the file.
 */
export function fillSlots(
  value: unknown,
  values: Record<string, string | undefined>,
  file: string,
): unknown {
  if (typeof value === 'string') {
    return value.replace(slot, (_match, name: string) => {
      const filled = values[name];
      if (filled !== undefined) return filled;
      if (Object.hasOwn(values, name)) {
        throw new Error(
          `${file}: {${name}} is not set yet (a placeholder), so only a list item may name it: the item is then left out`,
        );
      }
      throw new Error(`${file}: unknown slot {${name}}`);
    });
  }
  if (Array.isArray(value)) {
    return value
      .filter((item: unknown) => !namesWithheld(item, values))
      .map((item: unknown) => fillSlots(item, values, file));
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillSlots(item, values, file)]),
    );
  }
  return value;
}

/** The English entry `id`, its slots filled, checked by `schema`. */
export function englishEntry<S extends z.ZodType>(schema: S, id: string): z.output<S> {
  const file = entryFile('en', id);
  const raw = readEntry('en', id);
  if (raw === undefined) throw new Error(`${file} is missing`);
  return parseEntry(schema, fillSlots(raw, slotValues(), file), file);
}
