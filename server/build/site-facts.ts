import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/*
 * A build with other owner facts, for the tests: `SITE_FACTS=e2e/site-facts.ts astro build
 * --outDir dist/facts` builds the same site with every import of src/config/site.ts answered by
 * the named module instead, on the server and in the browser alike. That module spreads the real
 * config and sets the facts under test (a WhatsApp number, licences, terms), so the test build
 * differs from the real one in those facts only. The real build never loads this plugin.
 */

const siteModule = resolve(import.meta.dirname, '../../src/config/site.ts');

export function siteFacts(factsFile: string | undefined): Plugin | false {
  if (!factsFile) return false;
  const replacement = resolve(factsFile);
  return {
    name: 'site-facts',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // The replacement imports the real config itself, to spread it.
      if (!source.endsWith('/site.ts') || importer === replacement) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === siteModule ? replacement : null;
    },
  };
}
