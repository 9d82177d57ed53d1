import { stringify } from 'yaml';

/*
 * A YAML entry written exactly as Sveltia CMS 0.221.1 writes it (its formatYAML with our output
 * settings: 2-space indent, indented sequences, no line wrapping, plain strings unless a string
 * needs quotes, then single quotes). A file already in this form changes only on the lines an
 * editor edits; a file that is not (e.g. quotes around a string that needs none) has those
 * quotes dropped by its first save. Check again after each CMS upgrade (docs/editing.md).
 */
export function formatAsTheCms(value: unknown): string {
  const text = stringify(value, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim();
  return `${text}\n`;
}
