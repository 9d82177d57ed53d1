import type { z } from 'astro/zod';
import { overlay, wordProblems, wordsOf } from './words.ts';

/**
 * The English entry `english` (of `schema`, as written) with a translation's words laid over
 * it, or the English alone without one. A translation that does not fit its English source
 * fails the build, naming its file and each field. Shared by the pages' and brands' entries
 * (./content.ts) and the UI dictionaries (./ui-source.ts).
 */
export function overlaid(
  schema: z.ZodType,
  english: unknown,
  translation: unknown,
  file: string,
): unknown {
  if (translation === undefined) return english;
  const problems = wordProblems(wordsOf(schema, english), translation);
  if (problems.length > 0) {
    throw new Error(`${file} does not fit its English source:\n  ${problems.join('\n  ')}`);
  }
  return overlay(schema, english, translation);
}
