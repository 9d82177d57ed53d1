/*
 * Words and figures are kept apart. The typed data in src/data holds each page's and brand's
 * English words beside its figures and identifiers; a translation is one content entry per page
 * or brand holding only the words, in the same shape. `localize` lays those words over the
 * English data, so every language renders the same figures and no translation can change one.
 */

/** The words of a page or brand: strings, nested in the shape of the data they belong to. */
export type Words = string | readonly Words[] | { readonly [key: string]: Words };

/**
 * Keys whose strings are identifiers, links, dates or form values rather than words a visitor
 * reads: they are never translated. Every other string that has a letter in it is a word.
 */
export const identifierKeys: ReadonlySet<string> = new Set([
  'slug',
  'id',
  'key',
  'kind',
  'icon',
  'decoration',
  'unit',
  'type',
  'site',
  'sites',
  'basis',
  'category',
  'minimum',
  'shows',
  'url',
  'href',
  'path',
  'forwardTo',
  'profile',
  'product',
  'inquiry',
  'number',
  'suffix',
  'split',
  'asOf',
  'when',
  'deadline',
  'applicationsOpenUntil',
]);

const hasLetter = /\p{L}/u;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The words of `source`, in its shape: what a translator translates. Arrays keep their length
 * (an item without words is `{}`) so a translated item lands on the item it translates.
 */
export function wordsOf(source: unknown): Words | undefined {
  if (typeof source === 'string') return hasLetter.test(source) ? source : undefined;
  if (Array.isArray(source)) {
    const items = source.map((item) => wordsOf(item));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? {}) : undefined;
  }
  if (!isRecord(source)) return undefined;
  const entries = Object.entries(source)
    .filter(([key]) => !identifierKeys.has(key))
    .map(([key, value]) => [key, wordsOf(value)] as const)
    .filter((entry): entry is readonly [string, Words] => entry[1] !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Every run of digits in a text, in order: what a translation must carry over unchanged. */
export function digitRuns(text: string): string[] {
  return text.match(/\d+/gu) ?? [];
}

/**
 * Where `translation` does not match the words of `source`: a word missing or empty, a word
 * with no English counterpart, or digits that differ from the English ("ITR for 3 years" must
 * say 3). Each problem is one line naming its path; none means the translation is complete.
 */
export function wordProblems(source: Words | undefined, translation: unknown, path = ''): string[] {
  const at = path || '(root)';
  if (source === undefined) {
    return translation === undefined ? [] : [`${at}: not a word in the English source`];
  }
  if (typeof source === 'string') {
    if (typeof translation !== 'string' || translation.trim() === '') return [`${at}: missing`];
    const expected = digitRuns(source).join(' ');
    const found = digitRuns(translation).join(' ');
    return expected === found
      ? []
      : [`${at}: figures "${found}" differ from English "${expected}"`];
  }
  if (Array.isArray(source)) {
    if (!Array.isArray(translation) || translation.length !== source.length) {
      return [`${at}: expected a list of ${source.length}`];
    }
    return source.flatMap((item: Words, index) =>
      wordProblems(item, translation[index], `${path}[${index}]`),
    );
  }
  if (!isRecord(translation)) return [`${at}: missing`];
  const record = source as { readonly [key: string]: Words };
  const keys = new Set([...Object.keys(record), ...Object.keys(translation)]);
  return [...keys].flatMap((key) =>
    wordProblems(record[key], translation[key], path ? `${path}.${key}` : key),
  );
}

/**
 * `source` with its words replaced by `translation`'s. Identifiers, figures and anything the
 * translation does not hold stay as they are; a translation that does not fit (see
 * `wordProblems`) throws, so a broken one fails the build instead of showing mixed text.
 */
export function localize<T>(source: T, translation: Words | undefined, name = 'translation'): T {
  if (translation === undefined) return source;
  const problems = wordProblems(wordsOf(source), translation);
  if (problems.length > 0)
    throw new Error(`${name} does not fit its English source:\n${problems.join('\n')}`);
  return overlay(source, translation);
}

function overlay<T>(source: T, words: Words): T {
  if (typeof source === 'string') return (typeof words === 'string' ? words : source) as T;
  if (Array.isArray(source)) {
    const list = words as readonly Words[];
    return source.map((item: unknown, index) => overlay(item, list[index] ?? {})) as T;
  }
  if (!isRecord(source) || !isRecord(words)) return source;
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => {
      const word = identifierKeys.has(key) ? undefined : words[key];
      return [key, word === undefined ? value : overlay(value, word)];
    }),
  ) as T;
}

/** Every word of `words` with its path ('steps[2].title'), in order: for review and tests. */
export function wordLeaves(words: unknown, path = ''): [path: string, text: string][] {
  if (typeof words === 'string') return [[path, words]];
  if (Array.isArray(words)) {
    return words.flatMap((item: unknown, index) => wordLeaves(item, `${path}[${index}]`));
  }
  if (!isRecord(words)) return [];
  return Object.entries(words).flatMap(([key, value]) =>
    wordLeaves(value, path ? `${path}.${key}` : key),
  );
}
