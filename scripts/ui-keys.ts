/**
 * `npm run ui-keys`: writes src/i18n/ui-keys.ts, the type of every UI string key, from the
 * English dictionary (src/content/en/ui/*.yaml), so `astro check` catches a `t('…')` whose key
 * does not exist. Run it after adding, renaming or removing an English UI string.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiKeysModule } from '../src/i18n/ui-source.ts';

const file = join('src', 'i18n', 'ui-keys.ts');
writeFileSync(file, await uiKeysModule());
console.log(`${file} written.`);
