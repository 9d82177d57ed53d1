import { renderToString } from 'react-dom/server';
import type { Locale } from '../../i18n/locales.ts';
import { localized } from '../../i18n/Localized.tsx';
import type { FieldErrors } from '../../lib/contact/schema.ts';
import { ContactAnswer, ContactRetry } from './ContactAnswer.tsx';
import { RequestReference } from './ThankYouPanel.tsx';

/*
 * The server's renderer of the no-JavaScript answers, with the site's own components. The server
 * runs under plain Node, which cannot load .tsx, so the build bundles this module into
 * dist/server/render-answers.js (server/build/contact-answers.ts) and the server imports that.
 * Each function returns the part of a prerendered page (/contact/check, /contact/thanks) that the
 * server fills in; see server/contact/form-page.ts.
 */

/** The refused post: what is wrong and the contact form again, holding what was typed. */
export function renderRetry(
  values: Record<string, string>,
  errors: FieldErrors,
  locale: Locale,
): string {
  return renderToString(<ContactRetry locale={locale} values={values} errors={errors} />);
}

/** Another refusal (too many, too large, refused): its title and message, already in `locale`. */
export function renderMessage(title: string, message: string, locale: Locale): string {
  return renderToString(
    <ContactAnswer locale={locale} title={title}>
      <p className="text-lg">{message}</p>
    </ContactAnswer>,
  );
}

const LocalizedReference = localized(RequestReference);

/** The accepted request's reference, for the thank-you page. */
export function renderReference(reference: string, locale: Locale): string {
  return renderToString(
    <LocalizedReference locale={locale} reference={reference} className="mt-6 text-lg" />,
  );
}
