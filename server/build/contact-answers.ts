import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'vite';
import { ANSWER_RENDERER, serverFilesOf } from '../build-output.ts';
import { ownerFacts } from './owner-facts.ts';

/** The module the server renders its no-JavaScript answers with (React components, so .tsx). */
const entry = fileURLToPath(
  new URL('../../src/components/contact/render-answers.tsx', import.meta.url),
);

/**
 * Bundles the answers' renderer into `outDir` as ANSWER_RENDERER. Packages stay imports, resolved
 * from node_modules as the server's own are, unless `selfContained` (a renderer written outside
 * the project, as the integration tests do, has no node_modules to find them in).
 */
export async function bundleAnswerRenderer(
  outDir: string,
  { selfContained = false }: { selfContained?: boolean } = {},
): Promise<void> {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    // The form posts where the built pages' form posts (PUBLIC_CONTACT_ENDPOINT).
    envPrefix: 'PUBLIC_',
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    // The owner's facts as data, as in the site's build: read from files, they would be looked
    // for beside the bundle, wherever it is written.
    plugins: [ownerFacts()],
    ...(selfContained && { ssr: { noExternal: true } }),
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node24',
      rolldownOptions: { output: { entryFileNames: ANSWER_RENDERER } },
    },
  });
}

/**
 * After the pages: bundles the answers' renderer for the server, which runs under plain Node and
 * cannot load .tsx, into dist/server/ beside the pages in dist/client/.
 */
export function contactAnswers(): AstroIntegration {
  return {
    name: 'contact-answers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = serverFilesOf(fileURLToPath(dir));
        await bundleAnswerRenderer(outDir);
        logger.info(`no-JavaScript answers' renderer → ${join(outDir, ANSWER_RENDERER)}`);
      },
    },
  };
}
