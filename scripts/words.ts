/**
 * `npm run words -- <locale>`: the translators' worksheet. Every words field of every page and
 * brand entry, as the content schemas mark them (src/i18n/words.ts), beside its translation, one
 * line per word, list items named by their id, for a native speaker's review (see
 * docs/languages.md). Lines the translation does not fit (a missing word, a changed figure) are
 * marked with `!`, and so are the words whose English changed since they were translated (with
 * the English they were translated from).
 *
 * `npm run words -- <locale> --align`: rewrites the language's entries so every keyed list lists
 * every English item in English order (only its key where it has no words), as the browser
 * editor pairs list items by their place.
 *
 * `npm run words -- <locale> --accept`: once those are translated again, records today's
 * English as what the language was translated from (src/content/<locale>/translated-from.json).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryFile, readEntry } from '../src/data/entries.ts';
import { alignedYaml } from '../src/i18n/align.ts';
import { isLocale } from '../src/i18n/locales.ts';
import { acceptedRecord, outdatedWords } from '../src/i18n/translated-from.ts';
import { englishSource, entryIds, entrySchema, isEnglishOnly } from '../src/i18n/sources.ts';
import { wordLeaves, wordProblems, wordsOf } from '../src/i18n/words.ts';

const locale = process.argv[2];
if (!isLocale(locale) || locale === 'en') {
  console.error('Usage: npm run words -- <hi|te|ta|kn>');
  process.exit(2);
}
const recordFile = join('src', 'content', locale, 'translated-from.json');
if (process.argv.includes('--align')) {
  // Every keyed list in English order, key-only items where a list item has no words.
  for (const id of entryIds.filter((entry) => !isEnglishOnly(entry))) {
    const file = entryFile(locale, id);
    if (!existsSync(file)) continue;
    const before = readFileSync(file, 'utf8');
    const after = alignedYaml(before, wordsOf(entrySchema(id), englishSource(id)));
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`${file}: lists aligned with English.`);
    }
  }
  process.exit(0);
}
if (process.argv.includes('--accept')) {
  writeFileSync(recordFile, `${JSON.stringify(acceptedRecord(locale), null, 2)}\n`);
  console.log(`${recordFile}: today's English recorded as the source of the ${locale} words.`);
  process.exit(0);
}
// Words whose English changed since translated: the pages show the English for them.
const changed = new Map(
  outdatedWords(locale)
    .filter((word) => word.kind === 'changed')
    .map((word) => [`${word.entry} ${word.key}`, word.was]),
);
let problems = changed.size;
for (const id of entryIds.filter((entry) => !isEnglishOnly(entry))) {
  const file = entryFile(locale, id);
  // Every field the schema marks as words (text()), and nothing it marks as an identifier.
  const english = wordsOf(entrySchema(id), englishSource(id));
  const translation = readEntry(locale, id);
  const found = new Map(wordLeaves(translation));
  const issues = wordProblems(english, translation);
  problems += issues.length;
  console.log(`\n## ${file}${translation ? '' : ' (missing: the page shows English)'}`);
  for (const [path, text] of wordLeaves(english, '', { keyOnly: true })) {
    const was = changed.get(`${id} ${path}`);
    const mark = was !== undefined || issues.some((issue) => issue.startsWith(`${path}:`));
    const line = `${mark ? '!' : ' '} ${path}`;
    if (text === '') console.log(`${line} (no words: listed by its key only)`);
    else {
      const before = was === undefined ? '' : `\n    en (when translated): ${was}`;
      console.log(`${line}${before}\n    en: ${text}\n    ${locale}: ${found.get(path) ?? '—'}`);
    }
  }
}
console.log(
  `\n${problems === 0 ? 'Every entry fits its English source.' : `${problems} problems (marked !).`}`,
);
process.exit(problems === 0 ? 0 : 1);
