import type { z } from 'astro/zod';
import { siteFactsSchema, siteWordsSchema } from '../config/site-schema.ts';
import { aboutSchema } from '../data/about.ts';
import { contactSchema } from '../data/contact.ts';
import { dealershipBrands } from '../data/dealers/brands.ts';
import { dealership } from '../data/dealers/schema.ts';
import { englishOnlyFiles, entryFile, readEntry } from '../data/entries.ts';
import { homeSchema } from '../data/home.ts';
import { infoPageSchema, infoPageSlugs } from '../data/info-pages.ts';
import { uiPartSchema, uiParts, type UIPart } from './ui-source.ts';

/*
 * Every content entry by id, with the schema that checks it and says which of its strings are
 * words. Entry `dealers/jio` is src/content/<locale>/dealers/jio.yaml in every language; English
 * holds the words, figures and identifiers, a translation the words only. The owner-set
 * sentences (tagline, guidance fee, call-back time, the place) are entry `pages/site`, so each
 * language translates them and a change to one shows up as a translation to redo. The owner's
 * facts (`config/site`, src/config/site.yaml) are an entry too, English only: no words, so no
 * translation, but the browser editor shows them and checks them with their schema. The UI
 * dictionary's parts are entries `ui/<part>`, every string words (./ui-source.ts).
 */

export { siteWordsSchema };

export const entrySchemas = Object.assign(
  {
    'config/site': siteFactsSchema,
    'pages/site': siteWordsSchema,
    'pages/home': homeSchema,
    'pages/about': aboutSchema,
    'pages/contact': contactSchema,
  },
  Object.fromEntries(infoPageSlugs.map((slug) => [`pages/${slug}`, infoPageSchema])) as Record<
    `pages/${(typeof infoPageSlugs)[number]}`,
    typeof infoPageSchema
  >,
  // Assigned, not spread: a spread would drop the `dealers/${string}` key type.
  Object.fromEntries(
    dealershipBrands.map((brand) => [`dealers/${brand.slug}`, dealership]),
  ) as Record<`dealers/${string}`, typeof dealership>,
  // The UI dictionary's parts (src/content/<locale>/ui/<part>.yaml), schemas from the English keys.
  Object.fromEntries(uiParts.map((part) => [`ui/${part}`, uiPartSchema(part)])) as Record<
    `ui/${UIPart}`,
    ReturnType<typeof uiPartSchema>
  >,
);

export type WordEntryId = keyof typeof entrySchemas;
export type EntryContent<Id extends WordEntryId> = z.output<(typeof entrySchemas)[Id]>;

/** The ids of every entry, in a stable order: the worksheet's and the tests' list. */
export const entryIds = Object.keys(entrySchemas) as WordEntryId[];

/** The schema of entry `id`; a template id (`dealers/${slug}`) may name none. */
export function entrySchema(id: WordEntryId): z.ZodType {
  const schema = (entrySchemas as Record<string, z.ZodType | undefined>)[id];
  if (schema === undefined) throw new Error(`No content entry ${id}`);
  return schema;
}

/** The English entry `id` as written (slots not yet filled). */
export function englishSource(id: WordEntryId): unknown {
  const raw = readEntry('en', id);
  if (raw === undefined) throw new Error(`${entryFile('en', id)} is missing`);
  return raw;
}

/** Whether entry `id` is English only (no words, so no language translates it). */
export function isEnglishOnly(id: WordEntryId): boolean {
  return englishOnlyFiles[id] !== undefined;
}
