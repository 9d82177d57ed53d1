import { createHash } from 'node:crypto';
import { site } from '../../src/config/site.ts';
import { type Locale, languageTags, localizedPath } from '../../src/i18n/locales.ts';
import type { Translate } from '../../src/i18n/ui.ts';
import {
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  PHONE_DIGITS,
  type ContactFieldName,
  type ContactOption,
  contactFieldLabel,
  contactFields,
  contactOptionLabel,
  contractOptions,
  inquiryOptions,
  productOptions,
} from '../../src/lib/contact/options.ts';
import type { FieldErrors } from '../../src/lib/contact/schema.ts';
import { HEADER_ONLY_CSP } from '../http/security-headers.ts';
import { escapeHtml } from './html.ts';
import { serverTranslator } from './strings.ts';

/**
 * Server-rendered pages for visitors without JavaScript: the plain form posts here, so when its
 * input is invalid we answer with the errors and the form again, holding what they typed.
 */

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.6rem;margin:0 0 1rem}
.summary{border:2px solid #b3261e;padding:0.75rem 1rem;margin-bottom:1.5rem}
.summary h2{font-size:1.1rem;margin:0 0 0.5rem}
a{color:#0b57d0}
.field{margin-bottom:1.1rem}
label{display:block;font-weight:600;margin-bottom:0.25rem}
input,select,textarea{font:inherit;width:100%;box-sizing:border-box;padding:0.6rem;border:1px solid #555;border-radius:4px;min-height:2.75rem}
[aria-invalid=true]{border:2px solid #b3261e}
.error{color:#b3261e;margin:0.25rem 0 0}
.honey{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{font:inherit;font-weight:600;background:#0b57d0;color:#fff;border:0;border-radius:4px;padding:0.75rem 1.5rem;min-height:2.75rem;cursor:pointer}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}`;

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/** The policy for these pages: their one stylesheet, the favicon, and posting back to us. */
export const FORM_PAGE_CSP = `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self'; form-action 'self'; base-uri 'none'; ${HEADER_ONLY_CSP}`;

type FieldName = keyof FieldErrors;

const fieldOrder: readonly ContactFieldName[] = contactFields.map((field) => field.name);

const requiredFields = new Set<FieldName>(
  contactFields.filter((field) => field.required).map((field) => field.name),
);

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${languageTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${site.name}`)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function control(
  name: FieldName,
  value: string,
  describedBy: string | undefined,
  t: Translate,
): string {
  const common = `id="${name}" name="${name}"${requiredFields.has(name) ? ' required' : ''}${
    describedBy ? ` aria-invalid="true" aria-describedby="${describedBy}"` : ''
  }`;
  const select = (options: readonly ContactOption[], placeholder: string) =>
    `<select ${common}><option value="">${escapeHtml(placeholder)}</option>${options
      .map((option) => {
        const label = contactOptionLabel(option, t);
        // The value is what the server accepts; it is written out only when the label differs.
        const valueAttribute = label === option ? '' : ` value="${escapeHtml(option)}"`;
        const selected = option === value ? ' selected' : '';
        return `<option${valueAttribute}${selected}>${escapeHtml(label)}</option>`;
      })
      .join('')}</select>`;
  switch (name) {
    case 'productModel':
      return select(productOptions, t('contact.noscript.productModel'));
    case 'issueType':
      return select(inquiryOptions, t('contact.noscript.issueType'));
    case 'warrantyStatus':
      return select(contractOptions, t('contact.noscript.warrantyStatus'));
    case 'fullAddressL':
      return `<textarea ${common} rows="4" maxlength="${MAX_ADDRESS_LENGTH}">${escapeHtml(value)}</textarea>`;
    case 'contactNumber':
      return `<input ${common} type="text" inputmode="numeric" autocomplete="tel-national" maxlength="${PHONE_DIGITS}" value="${escapeHtml(value)}">`;
    case 'preferredServiceDate':
      return `<input ${common} type="date" value="${escapeHtml(value)}">`;
    default:
      return `<input ${common} type="text" autocomplete="name" maxlength="${MAX_NAME_LENGTH}" value="${escapeHtml(value)}">`;
  }
}

/** The link under each page: back to the contact page in the visitor's language. */
function backLink(locale: Locale, t: Translate): string {
  return `<p><a href="${escapeHtml(localizedPath('/contact', locale))}">${escapeHtml(t('contact.backToContact'))}</a></p>`;
}

/**
 * The 400 answer to an invalid no-JS submission, in the language it was posted in: what is
 * wrong, and the form again, filled in. `errors` are already in that language.
 */
export function renderInvalidFormPage(
  values: Record<string, string>,
  errors: FieldErrors,
  locale: Locale,
): string {
  const t = serverTranslator(locale);
  const summary = fieldOrder
    .filter((name) => errors[name])
    .map(
      (name) =>
        `<li><a href="#${name}">${escapeHtml(
          t('contact.noscript.problem', {
            field: contactFieldLabel(name, t),
            message: errors[name] ?? '',
          }),
        )}</a></li>`,
    )
    .join('');
  const fields = fieldOrder
    .map((name) => {
      const error = errors[name];
      const errorId = error ? `${name}-error` : undefined;
      return `<div class="field">
<label for="${name}">${escapeHtml(contactFieldLabel(name, t))}${requiredFields.has(name) ? ' *' : ''}</label>
${control(name, values[name] ?? '', errorId, t)}
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}
</div>`;
    })
    .join('\n');
  const title = t('contact.noscript.title');
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<div class="summary" role="alert">
<h2>${escapeHtml(t('contact.noscript.summary'))}</h2>
<ul>${summary}</ul>
</div>
<form method="post" action="/api/contact">
<input type="hidden" name="${LOCALE_FIELD}" value="${locale}">
${fields}
<div class="honey" aria-hidden="true"><label for="${HONEYPOT_FIELD}">${escapeHtml(t('contact.form.honeypot'))}</label><input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(t('contact.form.send'))}</button>
</form>
${backLink(locale, t)}`,
  );
}

/**
 * A short page for other refusals a no-JS visitor can meet (too large, too many, refused), with
 * its title and message already in `locale`.
 */
export function renderMessagePage(title: string, message: string, locale: Locale): string {
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${backLink(locale, serverTranslator(locale))}`,
  );
}
