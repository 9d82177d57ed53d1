import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import type { Words } from './i18n/words.ts';

/*
 * Translations of the site's pages and brands: src/content/<locale>/<pages|dealers>/<id>.yaml,
 * one entry per page or brand per language (entry id `te/dealers/jio`). An entry holds words
 * only, in the shape of the English data it translates (src/i18n/sources.ts): a number is not
 * a word, so a translation cannot state a figure of its own.
 */
const words: z.ZodType<Words> = z.lazy(() =>
  z.union([z.string().trim().min(1), z.array(words), z.record(z.string(), words)]),
);

export const collections = {
  translations: defineCollection({
    loader: glob({ pattern: '*/{pages,dealers}/*.yaml', base: './src/content' }),
    schema: z.record(z.string(), words),
  }),
};
