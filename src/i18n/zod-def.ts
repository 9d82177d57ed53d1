import type { z } from 'astro/zod';

/*
 * The one reader of zod's internal schema definitions (`_zod.def`), for the code that walks a
 * schema: the words/identifiers split (./words.ts), the editor's generated settings and its save
 * check (src/admin). Only the fields those walkers read are typed.
 */

export type ZodCheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
};

export type ZodDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  discriminator?: string;
  format?: string;
  pattern?: RegExp;
  getter?: () => z.ZodType;
  checks?: { _zod: { def: ZodCheckDef } }[];
};

/** The definition of `schema`: its kind (`type`) and what it wraps or holds. */
export const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
