/**
 * `npm run translations`: per language, every word (page, brand or UI string) whose English
 * changed since it was translated, with the old and the new English, and every English word not
 * yet translated. The site shows the English for each until it is translated again; then
 * `npm run words -- <locale> --accept` records the new English. Always exits 0: a translation
 * behind its English is work to do, not a broken build.
 */
import { outdatedReport } from '../src/i18n/translated-from.ts';

const report = outdatedReport();
if (report.length === 0) console.log('Every translation is up to date with its English.');
for (const locale of new Set(report.map((word) => word.locale))) {
  const words = report.filter((word) => word.locale === locale);
  console.log(`\n# ${locale}: ${words.length} word(s) shown in English until translated`);
  for (const entry of new Set(words.map((word) => word.entry))) {
    console.log(`\n## ${entry}`);
    for (const word of words.filter((item) => item.entry === entry)) {
      if (word.kind === 'missing') {
        console.log(`- ${word.key} (not translated yet)\n    en: ${word.now}`);
      } else {
        console.log(
          `- ${word.key} (English changed)\n    was: ${word.was}\n    now: ${word.now}\n    ${locale}: ${word.translation}`,
        );
      }
    }
  }
}
