/**
 * One-off conversion (#30): src/content/<locale>/ui/<part>.ts → <part>.yaml, nested on the
 * dots ('eligibility.form.age' is eligibility: {form: {age: …}}), each string's comment kept as
 * a YAML comment. A key that is also the start of other keys ('terms.noc' beside
 * 'terms.noc.means') becomes '<key>.name', since a YAML key cannot hold both a string and
 * more keys. Re-runnable after merging main: it reads the .ts files that are still there and
 * deletes them once written. `node scripts/ui-to-yaml.ts`
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { Document, isMap, type Pair, type Scalar, type YAMLMap } from 'yaml';

const root = join(import.meta.dirname, '..', 'src', 'content');
const locales = ['en', 'hi', 'te', 'ta', 'kn'];

/** The text of a `/** … *\/` or `//` comment, one line per line, without the markers. */
function commentText(raw: string): string {
  if (raw.startsWith('//')) return raw.replace(/^\/\/ ?/u, '');
  return raw
    .replace(/^\/\*\*?/u, '')
    .replace(/\*\/$/u, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/u, '').trimEnd())
    .join('\n')
    .trim();
}

function leadingComments(source: string, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source, node.getFullStart()) ?? [];
  const texts = ranges.map((range) => commentText(source.slice(range.pos, range.end)));
  return texts.length > 0 ? texts.join('\n') : undefined;
}

type Part = {
  header?: string | undefined;
  entries: [key: string, value: string, comment?: string | undefined][];
};

/** The part's strings in order, with their comments, read from the TypeScript source. */
function readPart(file: string): Part {
  const source = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const part: Part = { entries: [] };
  for (const statement of sf.statements) {
    if (!ts.isExportAssignment(statement)) continue;
    part.header = leadingComments(source, statement);
    let expression = statement.expression;
    while (ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression)) {
      expression = expression.expression;
    }
    if (!ts.isObjectLiteralExpression(expression)) throw new Error(`${file}: not an object`);
    for (const property of expression.properties) {
      if (!ts.isPropertyAssignment(property)) throw new Error(`${file}: unexpected property`);
      const key = (property.name as ts.StringLiteral).text;
      const init = property.initializer;
      let value: string;
      if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) value = init.text;
      else throw new Error(`${file}: ${key} is not a plain string`);
      const comment = leadingComments(source, property)?.replace(
        '`terms.<id>` is the term',
        '`terms.<id>.name` is the term',
      );
      part.entries.push([key, value, comment]);
    }
  }
  return part;
}

function toYaml(part: Part, renamed: Set<string>): string {
  const doc = new Document({});
  const top = doc.contents as YAMLMap;
  for (const [dotted, value, comment] of part.entries) {
    const path = (renamed.has(dotted) ? `${dotted}.name` : dotted).split('.');
    let map = top;
    for (const segment of path.slice(0, -1)) {
      let next: unknown = map.get(segment, true);
      if (next === undefined) {
        next = doc.createNode({});
        map.set(segment as never, next as never);
      }
      if (!isMap(next)) throw new Error(`${dotted}: ${segment} is both a string and a group`);
      map = next as YAMLMap;
    }
    const leaf = path[path.length - 1] as string;
    const pair = doc.createPair(leaf, value) as Pair<Scalar, Scalar>;
    if (comment) {
      // On the first key of the group the comment belongs to: a group's first pair carries it.
      pair.key.commentBefore = comment
        .split('\n')
        .map((line) => (line ? ` ${line}` : ''))
        .join('\n');
    }
    map.items.push(pair);
  }
  if (part.header) {
    doc.commentBefore = part.header
      .split('\n')
      .map((line) => (line ? ` ${line}` : ''))
      .join('\n');
  }
  return doc.toString({ lineWidth: 0 });
}

const englishKeys = locales.includes('en')
  ? readdirSync(join(root, 'en', 'ui'))
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => readPart(join(root, 'en', 'ui', name)).entries.map(([key]) => key))
  : [];
/** Keys that are also the start of another key: stored as `<key>.name`. */
const renamed = new Set(
  englishKeys.filter((key) => englishKeys.some((other) => other.startsWith(`${key}.`))),
);

for (const locale of locales) {
  const folder = join(root, locale, 'ui');
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.ts'))) {
    const file = join(folder, name);
    writeFileSync(file.replace(/\.ts$/u, '.yaml'), toYaml(readPart(file), renamed));
    rmSync(file);
  }
  const index = join(root, locale, 'ui.ts');
  if (existsSync(index)) rmSync(index);
}
console.log(`UI dictionaries written as YAML; renamed: ${[...renamed].join(', ') || 'none'}`);
