/**
 * `npm run cms-format`: lists the content files (src/content/<locale>/{pages,dealers}/*.yaml) that
 * are not written the way the browser editor writes them (src/admin/cms-format.ts). Such a file
 * changes on more than the edited lines at its first save in /admin/ (the CMS drops quotes our
 * files put around strings that need none). `npm run cms-format -- --write` rewrites them once, so
 * every later save is only its edit; the values stay the same (checked before writing).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formatAsTheCms } from '../src/admin/cms-format.ts';
import { locales } from '../src/i18n/locales.ts';

const write = process.argv.includes('--write');
const differing: string[] = [];
for (const locale of locales) {
  for (const folder of ['pages', 'dealers']) {
    const dir = join('src', 'content', locale, folder);
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.yaml'))) {
      const file = join(dir, name);
      const text = readFileSync(file, 'utf8');
      const value: unknown = parse(text);
      const formatted = formatAsTheCms(value);
      if (formatted === text) continue;
      if (!isDeepStrictEqual(parse(formatted), value)) {
        throw new Error(`${file}: the CMS form would change its values; left as it is`);
      }
      differing.push(file);
      if (write) writeFileSync(file, formatted);
    }
  }
}
if (differing.length === 0) {
  console.log('Every content file is written as the editor writes it.');
} else {
  console.log(
    `${differing.length} file(s) ${write ? 'rewritten' : 'not written as the editor writes them'}:\n  ${differing.join('\n  ')}`,
  );
  if (!write)
    console.log('Run `npm run cms-format -- --write` to rewrite them (values unchanged).');
}
