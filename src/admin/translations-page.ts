import type { OutdatedWord } from '../i18n/translated-from.ts';

/*
 * /admin/translations.html: what `npm run translations` prints, as a page a language reviewer
 * opens beside the editor. It is written when the admin is built, from the content it was built
 * from: after a reviewer's save reaches main, the next build lists what is still behind.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"]/gu,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

function wordItem(word: OutdatedWord): string {
  const rows =
    word.kind === 'missing'
      ? [`<dt>English</dt><dd lang="en">${escape(word.now)}</dd>`]
      : [
          `<dt>English it was translated from</dt><dd lang="en">${escape(word.was ?? '')}</dd>`,
          `<dt>English now</dt><dd lang="en">${escape(word.now)}</dd>`,
          `<dt>Translation shown until then</dt><dd lang="${word.locale}">${escape(word.translation ?? '')}</dd>`,
        ];
  const what = word.kind === 'missing' ? 'not translated yet' : 'English changed';
  return `<li><p><code>${escape(word.key)}</code> (${what})</p><dl>${rows.join('')}</dl></li>`;
}

/** The whole page for `report` (`outdatedReport()`), grouped by language, then by entry. */
export function translationsPage(report: readonly OutdatedWord[]): string {
  const locales = [...new Set(report.map((word) => word.locale))];
  const body =
    report.length === 0
      ? '<p>Every translation is up to date with its English.</p>'
      : locales
          .map((locale) => {
            const words = report.filter((word) => word.locale === locale);
            const entries = [...new Set(words.map((word) => word.entry))];
            return `<section><h2>${locale}: ${words.length} word(s) shown in English until translated</h2>${entries
              .map(
                (entry) =>
                  `<h3>${escape(entry)}</h3><ul>${words
                    .filter((word) => word.entry === entry)
                    .map(wordItem)
                    .join('')}</ul>`,
              )
              .join('')}</section>`;
          })
          .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Translations behind their English</title>
</head>
<body>
<main>
<h1>Translations behind their English</h1>
<p>Each word below shows in English on the site until it is translated in the editor (<a href="/admin/">back to the editor</a>).</p>
${body}
</main>
</body>
</html>
`;
}
