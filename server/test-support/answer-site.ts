// A small site for a production server process in the integration tests: stand-in pages for the
// no-JavaScript answers (as answer-pages.ts makes them) and the real renderer, bundled as the build
// bundles it, so a form post is answered with HTML as in production.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locales, localizedPath } from '../../src/i18n/locales.ts';
import { answerSlot, referenceSlot } from '../../src/lib/contact/answer-slots.ts';
import { serverFilesOf } from '../build-output.ts';
import { bundleAnswerRenderer } from '../build/contact-answers.ts';

/** Writes the site and its renderer; resolves with the folder to serve (STATIC_ROOT). */
export async function answerSite(): Promise<string> {
  const root = join(mkdtempSync(join(tmpdir(), 'answer-site-')), 'pages');
  for (const locale of locales) {
    for (const route of ['/contact/thanks', '/contact/check']) {
      const path = localizedPath(route, locale);
      const slot = route.endsWith('/thanks')
        ? referenceSlot
        : `${answerSlot.start}${answerSlot.end}`;
      mkdirSync(join(root, path, '..'), { recursive: true });
      writeFileSync(
        join(root, `${path}.html`),
        `<!doctype html><html lang="${locale}"><head><title>${path} | Example Fuels</title></head><body><main>${slot}</main></body></html>`,
      );
    }
  }
  await bundleAnswerRenderer(serverFilesOf(root), { selfContained: true });
  return root;
}
