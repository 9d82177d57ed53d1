// Before any schema is built or parsed (see the file).
import './jitless.ts';
import CMS from '@sveltia/cms';
import type { z } from 'astro/zod';
import { englishOnlyFiles } from '../data/entries.ts';
import { entrySchemas } from '../i18n/sources.ts';
import { type Backend, cmsConfig } from './cms-config.ts';
import { checkSave } from './save-check.ts';

/*
 * The admin at /admin/: Sveltia CMS from its npm build (bundled here, so its save hooks run with
 * no network; the CDN file loads Immutable.js from unpkg and skips them offline), its settings
 * generated from the schemas, and every save checked by the same rules as the build.
 */

const schemas = entrySchemas as Readonly<Record<string, z.ZodType>>;
const englishFiles = new Set(import.meta.env.CMS_ENGLISH_FILES);
const { CMS_REPO: repo, CMS_BRANCH: branch } = import.meta.env;

const backend: Backend =
  import.meta.env.CMS_BACKEND === 'gitea'
    ? // The e2e tests' stand-in for the Git host, answered on this origin (e2e/admin.spec.ts).
      { name: 'gitea', repo, branch, api_root: new URL('/cms-test/api/v1', location.origin).href }
    : { name: 'github', repo, branch };

const config = cmsConfig(
  schemas,
  (id) => englishFiles.has(`src/content/en/${id}.yaml`),
  backend,
  englishOnlyFiles,
);

const englishOnlyIds = new Map(Object.entries(englishOnlyFiles).map(([id, file]) => [file, id]));

/** 'src/content/en/dealers/jio.yaml' → 'dealers/jio'; 'src/config/site.yaml' → 'config/site'. */
const entryIdOf = (path: string) =>
  englishOnlyIds.get(path) ?? path.replace(/^src\/content\/[^/]+\//u, '').replace(/\.yaml$/u, '');

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const { data, i18n, path } = entry.toJS() as {
      data: unknown;
      i18n: Record<string, { data?: unknown }>;
      path: string;
    };
    const id = entryIdOf(path);
    const schema = schemas[id];
    if (!schema) return entry;
    const translations = Object.fromEntries(
      Object.entries(i18n).map(([locale, value]) => [locale, value.data ?? {}]),
    );
    const result = checkSave(id, schema, data, translations);
    if (!result.ok) {
      // Sveltia shows the message of a `saving_failed` error's cause in its error dialog (an
      // alertdialog); any other error gets that dialog with no text (0.221.1, toolbar.svelte).
      // e2e/admin.spec.ts holds this: upgrade the CMS only with it green.
      throw new Error('saving_failed', {
        cause: new Error(
          `Not saved, nothing was committed. Fix this, then save again: ${result.problems.join(' · ')}`,
        ),
      });
    }
    return entry
      .set('data', result.english as Record<string, unknown>)
      .set(
        'i18n',
        Object.fromEntries(
          Object.entries(result.translations).map(([locale, words]) => [locale, { data: words }]),
        ),
      );
  },
});

// The settings come only from here: no config.yml is fetched.
CMS.init({ config: config as unknown as NonNullable<Parameters<typeof CMS.init>[0]>['config'] });
