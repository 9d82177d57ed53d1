import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Renderer from '../../src/components/contact/render-answers.tsx';
import { type Locale, localizedPath } from '../../src/i18n/locales.ts';
import { answerSlot, referenceSlot } from '../../src/lib/contact/answer-slots.ts';
import type { FieldErrors } from '../../src/lib/contact/schema.ts';
import { ANSWER_RENDERER, serverFilesOf } from '../build-output.ts';
import { escapeHtml } from './html.ts';

/*
 * The pages a visitor without JavaScript gets back from a form post: the site's own prerendered
 * pages (/contact/check, /contact/thanks, with the header, footer and built CSS), their answer
 * written in by the site's own React components (src/components/contact/render-answers.tsx,
 * bundled for Node by the build). Nothing here draws a form: a field added to the contact form
 * is on these pages too.
 */

/**
 * A prerendered page as the build wrote it, with the Content-Security-Policy it is sent with
 * (empty under `astro dev`, which has none).
 */
export type PageTemplate = { html: string; csp: string };

export type AnswerPage = PageTemplate;

export type ContactAnswers = {
  /** 400: what is wrong with the post, and the form again holding what was typed. */
  retry: (
    values: Record<string, string>,
    errors: FieldErrors,
    locale: Locale,
  ) => Promise<AnswerPage>;
  /** Another refusal (429, 403, 413, 415), its title and message already in `locale`. */
  message: (title: string, message: string, locale: Locale) => Promise<AnswerPage>;
  /** The thank-you page with the accepted request's reference. */
  thanks: (reference: string, locale: Locale) => Promise<AnswerPage>;
};

export type Render = Pick<typeof Renderer, 'renderRetry' | 'renderMessage' | 'renderReference'>;

const TITLE = /<title>[^<]*<\/title>/u;

/**
 * The answers, from the page templates (`templates(route)`: the built page at a route) and the
 * renderer. A missing template is a broken build, said at the first answer that needs it.
 */
export function contactAnswers(
  templates: (route: string) => PageTemplate | undefined | Promise<PageTemplate | undefined>,
  render: Render | (() => Promise<Render>),
): ContactAnswers {
  const renderer = async () => (typeof render === 'function' ? render() : render);
  const template = async (route: string, locale: Locale) => {
    const path = localizedPath(route, locale);
    const page = await templates(path);
    if (!page) throw new Error(`No page ${path} in the build for the no-JavaScript answers`);
    return page;
  };
  const between = (page: PageTemplate, html: string): string => {
    const start = page.html.indexOf(answerSlot.start);
    const end = page.html.indexOf(answerSlot.end);
    if (start < 0 || end < start) throw new Error('The answer page has no answer slot');
    return page.html.slice(0, start + answerSlot.start.length) + html + page.html.slice(end);
  };
  return {
    retry: async (values, errors, locale) => {
      const page = await template('/contact/check', locale);
      const { renderRetry } = await renderer();
      return { html: between(page, renderRetry(values, errors, locale)), csp: page.csp };
    },
    message: async (title, message, locale) => {
      const page = await template('/contact/check', locale);
      const { renderMessage } = await renderer();
      const html = between(page, renderMessage(title, message, locale));
      // The page's own title names the form's check; this answer has its own.
      const [, siteName = ''] = /<title>[^<]*?( \| [^<]*)<\/title>/u.exec(html) ?? [];
      return {
        html: html.replace(TITLE, `<title>${escapeHtml(title)}${siteName}</title>`),
        csp: page.csp,
      };
    },
    thanks: async (reference, locale) => {
      const page = await template('/contact/thanks', locale);
      const { renderReference } = await renderer();
      if (!page.html.includes(referenceSlot))
        throw new Error('/contact/thanks has no reference slot');
      return {
        html: page.html.replace(referenceSlot, renderReference(reference, locale)),
        csp: page.csp,
      };
    },
  };
}

/**
 * Loads the renderer the build bundled beside the pages (`serverFilesOf`). Undefined when
 * the build has none (a bare folder of pages, as some tests serve): form posts are then answered
 * in plain text.
 */
export async function loadAnswerRenderer(pagesRoot: string): Promise<Render | undefined> {
  const file = join(serverFilesOf(pagesRoot), ANSWER_RENDERER);
  if (!existsSync(file)) return undefined;
  // Found at run time in the build, not bundled: Vite is told to leave it be.
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Render;
}
