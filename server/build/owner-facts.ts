import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readOwnerFiles } from '../../src/config/owner-files.ts';
import { checkedOwnerFacts, ownerFiles, ownerPlaceholders } from '../../src/config/site-schema.ts';

/*
 * The owner's YAML files in a Vite build (the site, its islands, the unit tests). Every import
 * of src/config/owner-facts.ts is answered with the files as read now:
 *
 * - in the browser's bundle, as plain data, checked here at build time: no YAML parser and no
 *   zod reach a visitor, and a bad value stops the build naming the file and the field; the
 *   stand-ins are marked there too, so an island asking `isPlaceholder` (the sample phone line,
 *   src/config/public-contact.ts) gets the server's answer;
 * - on the server side (prerendering, the tests), as the same data checked there by the same
 *   schema, so the stand-ins are marked for launch-check as in plain Node.
 *
 * Plain Node (the production server, scripts) reads the files itself (owner-facts.ts).
 */

const root = resolve(import.meta.dirname, '../..');
const ownerModule = join(root, 'src/config/owner-facts.ts');
const checkModule = join(root, 'src/config/site-schema.ts');

export function ownerFacts(): Plugin {
  return {
    name: 'owner-facts',
    enforce: 'pre',
    // Vitest keeps the modules it transformed on disk between runs (fsModuleCache), keyed by the
    // file's own text, which never changes here: the facts do. So this one is never kept, and a
    // test never reads facts older than the YAML.
    configureVitest({ defineCacheKeyGenerator }) {
      defineCacheKeyGenerator(({ id }) => (id.split('?')[0] === ownerModule ? false : undefined));
    },
    load(id) {
      if (id.split('?')[0] !== ownerModule) return null;
      for (const file of Object.values(ownerFiles)) this.addWatchFile(join(root, file));
      const files = readOwnerFiles();
      if (this.environment.config.consumer === 'client') {
        return [
          // Beside this module, so it is the one instance every other module marks and asks.
          `import { placeholder } from './placeholder.ts';`,
          `export const ownerFacts = ${JSON.stringify(checkedOwnerFacts(files))};`,
          `for (const value of ${JSON.stringify(ownerPlaceholders(files))}) placeholder(value);`,
          '',
        ].join('\n');
      }
      return [
        `import { checkedOwnerFacts } from ${JSON.stringify(checkModule)};`,
        `export const ownerFacts = checkedOwnerFacts(${JSON.stringify(files)});`,
        '',
      ].join('\n');
    },
  };
}
