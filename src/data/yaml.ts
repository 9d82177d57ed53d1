import type { z } from 'astro/zod';
import { parse } from 'yaml';

/*
 * Reading a YAML file the owner or a translator edits: broken YAML names the file and line, an
 * entry that breaks a rule names the file and every field. Node only (the build, the server,
 * the tests and scripts); the browser never parses YAML. Kept apart from ./entries.ts so the
 * owner's facts (src/config/site.yaml) can be read without the content modules.
 */

/** YAML text parsed, or an error naming the file and the line. */
export function parseYaml(source: string, file: string): unknown {
  try {
    return parse(source, { prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    throw new Error(`${file}: broken YAML: ${(error as Error).message}`, { cause: error });
  }
}

/** A field's path as a reader finds it in the file: `why.points[1].id`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return (
    path
      .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
      .join('')
      .replace(/^\./u, '') || '(root)'
  );
}

/** `value` checked by `schema`; an error names the file and every field that is wrong. */
export function parseEntry<S extends z.ZodType>(
  schema: S,
  value: unknown,
  file: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${fieldPath(issue.path)}: ${issue.message}`);
  throw new Error(`${file} is not a valid entry:\n${lines.join('\n')}`);
}
