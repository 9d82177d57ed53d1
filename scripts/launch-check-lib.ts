import { isPlaceholder } from '../src/config/placeholder.ts';

/*
 * The logic of `npm run launch-check`: every value still marked `placeholder('…')` in the owner's
 * modules, with the file and the key where it is set. It walks the modules' exported values, not
 * their source text, so a comment that says PLACEHOLDER is never mistaken for a value and a value
 * that is no longer a placeholder is never listed.
 */

/** One module the owner edits: its path in the repository, its export's name and value. */
export type PlaceholderSource = { file: string; name: string; value: unknown };

/** A placeholder that is still in place: where it is set, and what it says now. */
export type FoundPlaceholder = { file: string; key: string; value: string };

function walk(value: unknown, key: string, found: (key: string, value: string) => void): void {
  if (isPlaceholder(value)) found(key, value);
  else if (Array.isArray(value))
    value.forEach((item, index) => walk(item, `${key}[${index}]`, found));
  else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) walk(item, `${key}.${name}`, found);
  }
}

/** Every placeholder left in the given modules, in the order they are written. */
export function findPlaceholders(sources: readonly PlaceholderSource[]): FoundPlaceholder[] {
  const found: FoundPlaceholder[] = [];
  for (const { file, name, value } of sources) {
    walk(value, name, (key, text) => found.push({ file, key, value: text }));
  }
  return found;
}

const preview = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** The report printed by the command, and its exit code: 1 while anything is left. */
export function launchReport(found: readonly FoundPlaceholder[]): {
  lines: string[];
  exitCode: 0 | 1;
} {
  if (found.length === 0) {
    return {
      lines: ['No placeholders left: every owner-set value has been replaced.'],
      exitCode: 0,
    };
  }
  const lines = [`${found.length} placeholder value(s) to replace before launch:`];
  const width = Math.max(...found.map((item) => item.key.length));
  for (const file of new Set(found.map((item) => item.file))) {
    lines.push('', `  ${file}`);
    for (const item of found.filter((entry) => entry.file === file)) {
      lines.push(`    ${item.key.padEnd(width)}  ${preview(item.value)}`);
    }
  }
  lines.push(
    '',
    'Replace each with the real value in the file named (or in the browser editor, /admin):',
    'in src/config/site.yaml and pages/site.yaml, write the real value and take the field off',
    "the file's `placeholders` list; a value 'not set' (a social profile, WhatsApp, a licence, a",
    "term) is set by writing it; in a page's .yaml file, write the real words and delete the",
    "item's `placeholder: true`, which until then labels it a sample on the page, in every",
    "language; in a .ts file, replace placeholder('…') with the value. Then run",
    '`npm run launch-check` again.',
  );
  return { lines, exitCode: 1 };
}
