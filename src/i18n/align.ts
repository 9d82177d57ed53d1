import { isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import type { Words } from './words.ts';

/*
 * A translation's keyed lists in English order. The browser editor pairs a translation's list
 * items with English ones by their place, so each translation lists every English item, in the
 * English order, with only its key where the item has no words. `npm run words -- <locale>
 * --align` rewrites the files this way after English gains, loses or reorders an item; the words
 * and comments of every item are kept. Node only.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key field of a keyed list's words (the first field of its items). */
export function keyOfList(words: readonly Words[]): string | undefined {
  const first = words[0];
  return isRecord(first) ? Object.keys(first)[0] : undefined;
}

/** Every keyed list in `words` by its path (`steps`, `why.points`), with its keys in order. */
export function listKeys(words: unknown, path = ''): [path: string, keys: unknown[]][] {
  if (Array.isArray(words)) {
    const key = keyOfList(words as Words[]) ?? 'id';
    const items = (words as unknown[]).filter(isRecord);
    return [
      [path || '(root)', items.map((item) => item[key])],
      ...items.flatMap((item) => {
        const { [key]: id, ...rest } = item;
        return listKeys(rest, `${path}[${String(id)}]`);
      }),
    ];
  }
  if (!isRecord(words)) return [];
  return Object.entries(words).flatMap(([key, value]) =>
    listKeys(value, path ? `${path}.${key}` : key),
  );
}

function alignNode(doc: Document, node: unknown, source: Words): void {
  if (Array.isArray(source)) {
    if (!isSeq(node)) return;
    const seq = node as YAMLSeq;
    const key = keyOfList(source) ?? 'id';
    const byKey = new Map<unknown, unknown>();
    for (const item of seq.items) if (isMap(item)) byKey.set(item.get(key), item);
    const known = new Set(source.map((item) => (item as Record<string, unknown>)[key]));
    const aligned = source.map((item) => {
      const { [key]: id, ...rest } = item as Record<string, Words>;
      const found = byKey.get(id);
      if (found === undefined) return doc.createNode({ [key]: id });
      alignNode(doc, found, rest);
      return found;
    });
    // An item English does not have stays, last, so nothing written is lost: the check names it.
    const unknown = seq.items.filter((item) => !isMap(item) || !known.has(item.get(key)));
    seq.items = [...aligned, ...unknown] as typeof seq.items;
    return;
  }
  if (!isRecord(source) || !isMap(node)) return;
  const map = node as YAMLMap;
  for (const [key, words] of Object.entries(source)) {
    if (typeof words === 'string') continue;
    let child = map.get(key, true);
    // A list English holds words in, missing altogether: listed by its keys, so the editor
    // pairs it; its words are reported missing until translated.
    if (child === undefined && Array.isArray(words)) {
      map.set(key, doc.createNode([]));
      child = map.get(key, true);
    }
    alignNode(doc, child, words);
  }
}

/** The YAML text of a translation, its keyed lists aligned with the English `source` words. */
export function alignedYaml(text: string, source: Words | undefined): string {
  const doc = parseDocument(text);
  if (source !== undefined) alignNode(doc, doc.contents, source);
  return doc.toString({ lineWidth: 0 });
}
