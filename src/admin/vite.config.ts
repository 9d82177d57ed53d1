import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { ADMIN_MANIFEST, serverFilesOf } from '../../server/build-output.ts';
import { ownerFacts } from '../../server/build/owner-facts.ts';
import { outdatedReport } from '../i18n/translated-from.ts';
import { translationsPage } from './translations-page.ts';

/*
 * The admin (/admin/, Sveltia CMS) is its own Vite build, never part of the site's: it writes
 * dist/admin (or ADMIN_OUT_DIR), outside dist/client, so its ~17 MB stay out of the server's
 * in-memory pages, the brotli step and the byte budgets (the e2e tests' build: dist/admin-e2e).
 * Build-time settings (declared in server/settings.ts):
 *   CMS_BACKEND  github (default) or gitea (the e2e tests' stand-in, same origin, /cms-test)
 *   CMS_REPO     owner/name of the repository the CMS commits to (default: GITHUB_REPOSITORY)
 *   CMS_BRANCH   the branch it commits to (default: cms; CI merges it into main when green)
 */

const projectRoot = resolve(import.meta.dirname, '..', '..');
const contentRoot = join(projectRoot, 'src', 'content', 'en');

/** Every English entry file, by its path from the project root ('src/content/en/pages/home.yaml'). */
function englishFiles(folder = contentRoot): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
      const path = join(folder, item.name);
      if (item.isDirectory()) return Object.entries(englishFiles(path));
      if (!item.name.endsWith('.yaml')) return [];
      return [[relative(projectRoot, path), readFileSync(path, 'utf8')]];
    }),
  );
}

/**
 * The entry modules read the English YAML with node:fs when they load (src/data/entries.ts). In
 * the admin the same modules run in the browser for their schemas, so node:fs answers from the
 * English files as they were at build time and node:path joins relative paths. Nothing in the
 * admin edits through these: the CMS reads and writes the repository through the Git host.
 */
function englishContentInBrowser(): Plugin {
  const modules: Record<string, string> = {
    'node:fs': `const files = ${JSON.stringify(englishFiles())};
export const existsSync = (path) => Object.hasOwn(files, path);
export const readFileSync = (path) => {
  if (!existsSync(path)) throw new Error(path + ' is not in the admin build');
  return files[path];
};
`,
    'node:path': `export const join = (...parts) => parts.filter(Boolean).join('/').replace(/\\/+/g, '/');`,
  };
  return {
    name: 'admin-english-content',
    enforce: 'pre',
    resolveId: (id) => (id in modules ? `\0admin:${id}` : undefined),
    load: (id) => (id.startsWith('\0admin:') ? modules[id.slice('\0admin:'.length)] : undefined),
  };
}

const backend = process.env['CMS_BACKEND'] ?? 'github';
if (backend !== 'github' && backend !== 'gitea') {
  throw new Error(`CMS_BACKEND must be github or gitea, not ${backend}`);
}

const sveltiaAssets = join(projectRoot, 'node_modules', '@sveltia', 'cms', 'npm', 'assets');
const fontCdn = 'https://cdn.jsdelivr.net/fontsource/fonts/';

/**
 * Sveltia's npm build bundles its three fonts, but its UI library also injects `@font-face`
 * rules that name them on jsDelivr (0.221.1: Chromium fetched those too, and the admin's CSP
 * refused them). Those rules are pointed at our origin instead, and the bundled font files are
 * written where they now point: /admin/fontsource/<font>@<version>/<subset>.woff2.
 */
function selfHostedFonts(): Plugin {
  const fonts = new Set<string>();
  return {
    name: 'admin-self-hosted-fonts',
    transform(code, id) {
      if (!id.includes('@sveltia/cms/npm/') || !code.includes(fontCdn)) return undefined;
      for (const match of code.matchAll(
        /cdn\.jsdelivr\.net\/fontsource\/fonts\/([^)\s'"`]+\.woff2)/gu,
      )) {
        if (match[1]) fonts.add(match[1]);
      }
      return { code: code.replaceAll(fontCdn, '/admin/fontsource/'), map: null };
    },
    generateBundle() {
      const files = readdirSync(sveltiaAssets);
      for (const font of fonts) {
        // 'source-sans-3:vf@5.3.0/latin-wght-normal.woff2' is the bundled
        // 'source-sans-3-latin-wght-normal-<hash>.woff2'.
        const [family = '', rest = ''] = font.split('@');
        const subset = rest.slice(rest.indexOf('/') + 1, -'.woff2'.length);
        const prefix = `${family.replace(/:vf$/u, '')}-${subset}-`;
        const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.woff2'));
        if (!file) throw new Error(`No bundled font for ${font} in ${sveltiaAssets}`);
        this.emitFile({
          type: 'asset',
          fileName: `fontsource/${font}`,
          source: readFileSync(join(sveltiaAssets, file)),
        });
      }
    },
  };
}

/** Tells the server which Git host API the editor calls, for its CSP (server/http/admin-files.ts). */
function adminManifest(): Plugin {
  let outDir = '';
  return {
    name: 'admin-manifest',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      const folder = serverFilesOf(outDir);
      mkdirSync(folder, { recursive: true });
      const gitHosts = backend === 'github' ? ['https://api.github.com'] : [];
      writeFileSync(join(folder, ADMIN_MANIFEST), `${JSON.stringify({ backend, gitHosts })}\n`);
      // The reviewers' list of words behind their English (`npm run translations`), as a page.
      writeFileSync(join(outDir, 'translations.html'), translationsPage(outdatedReport()));
      // A Brotli copy beside each text file, which the server sends to browsers that accept it
      // (server/http/admin-files.ts); quality 9, not 11: 16 MB at 11 would add a minute to a build.
      for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.(html|js|css|json|svg|wasm)$/.test(name)) continue;
        const file = join(outDir, name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        const packed = brotliCompressSync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
        });
        if (packed.length < body.length) writeFileSync(`${file}.br`, packed);
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  // No public/ folder: the site's icons and robots belong to the site.
  publicDir: false,
  // ownerFacts: the site's facts as data, as in the site's build (src/config/owner-facts.ts reads
  // files, which the browser cannot).
  plugins: [ownerFacts(), englishContentInBrowser(), selfHostedFonts(), adminManifest()],
  define: {
    // src/data/entries.ts joins paths onto the working folder; in the browser that is the root.
    'process.cwd': '(() => "")',
    'import.meta.env.CMS_BACKEND': JSON.stringify(backend),
    'import.meta.env.CMS_REPO': JSON.stringify(
      process.env['CMS_REPO'] ?? process.env['GITHUB_REPOSITORY'] ?? 'OWNER/REPOSITORY',
    ),
    'import.meta.env.CMS_ENGLISH_FILES': JSON.stringify(Object.keys(englishFiles())),
    'import.meta.env.CMS_BRANCH': JSON.stringify(process.env['CMS_BRANCH'] ?? 'cms'),
  },
  build: {
    // The tests' build has its own folder, so it never stands in for the real one.
    outDir: resolve(projectRoot, backend === 'gitea' ? 'dist/admin-e2e' : 'dist/admin'),
    emptyOutDir: true,
    // The CMS is one large app; the warning would fire on every build and say nothing new.
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: false,
  },
});
