import { randomUUID } from 'node:crypto';
import { isLocale } from '../../src/i18n/locales.ts';
import type { UIKey, Vars } from '../../src/i18n/ui.ts';
import { HONEYPOT_FIELD, LOCALE_FIELD } from '../../src/lib/contact/options.ts';
import { requestReference } from '../../src/lib/contact/reference.ts';
import { validateContactRequest } from '../../src/lib/contact/schema.ts';
import { NON_PAGE_CSP } from '../http/security-headers.ts';
import { requestFingerprint } from '../leads/fingerprint.ts';
import type { Added, LeadInput, LeadSource } from '../leads/store.ts';
import type { AnswerPage, ContactAnswers } from './form-page.ts';
import type { ContactRateLimiter } from './rate-limiter.ts';
import { postedLocale, refererLocale, serverTranslator } from './strings.ts';

/** Largest body we read; a contact request is well under 2 KB. */
export const MAX_BODY_BYTES = 16 * 1024;
export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/** What the handler needs to know about one request, whatever server delivered it. */
export type ContactRequestInput = {
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The Host header the client used. */
  host: string | undefined;
  /** The page the request came from: its language is the answer's until the body names one. */
  referer?: string | undefined;
  clientIp: string;
  /** Reads the body, giving up as soon as it passes `limit` bytes. */
  readBody: (limit: number) => Promise<BodyResult>;
};

export type ContactResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /**
   * For the request log: the request was stored, or was a repeat of one stored (answered with
   * that one's reference). Never the id: the visitor's reference is its first eight characters.
   */
  lead?: 'stored' | 'repeat';
  /** The body was not read to the end: the connection must not be reused. */
  closeConnection?: boolean;
};

export type ContactDependencies = {
  store: {
    add: (request: LeadInput, source: LeadSource, fingerprint?: string) => Promise<Added>;
  };
  /** In memory (one instance) or in the shared database (several). */
  rateLimiter: ContactRateLimiter;
  /** Configured public origin (SITE_URL), also allowed to post. */
  siteOrigin: string | undefined;
  /**
   * The pages a visitor without JavaScript gets back (server/contact/form-page.ts). Without them
   * (a build with no renderer) a form post is answered in plain text.
   */
  answers?: ContactAnswers | undefined;
};

const json = (
  status: number,
  value: unknown,
  extra: Record<string, string> = {},
): ContactResponse => ({
  status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': NON_PAGE_CSP,
    ...extra,
  },
  body: JSON.stringify(value),
});

// The answer is this visitor's alone (what they typed, their reference): never stored by a cache.
const html = (
  status: number,
  page: AnswerPage,
  extra: Record<string, string> = {},
): ContactResponse => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...(page.csp && { 'content-security-policy': page.csp }),
    ...extra,
  },
  body: page.html,
});

const text = (
  status: number,
  body: string,
  extra: Record<string, string> = {},
): ContactResponse => ({
  status,
  headers: {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': NON_PAGE_CSP,
    ...extra,
  },
  body,
});

type BodyKind = 'json' | 'form';

function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return 'json';
  if (mediaType === 'application/x-www-form-urlencoded') return 'form';
  return undefined;
}

/**
 * Cross-site form posts are refused. A request without Origin is allowed: every current browser
 * sends Origin on a POST, so a missing one means a non-browser client (curl, a monitor), which
 * cannot ride on a visitor's session anyway; the site has no sessions or cookies to steal.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  secFetchSite: string | undefined,
  host: string | undefined,
  siteOrigin: string | undefined,
): boolean {
  if (secFetchSite && secFetchSite !== 'same-origin' && secFetchSite !== 'none') return false;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file://) and anything unparseable.
  }
  if (siteOrigin && parsed.origin === siteOrigin) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}

function formValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (!(name in values)) values[name] = value;
  }
  return values;
}

/** Handles POST /api/contact: checks, validates, stores, and says what happened. */
export async function handleContact(
  input: ContactRequestInput,
  deps: ContactDependencies,
): Promise<ContactResponse> {
  const kind = bodyKind(input.contentType);
  // Until the body says otherwise, the answer is in the language of the page that sent it.
  const locale = refererLocale(input.referer);
  const t = serverTranslator(locale);
  const { answers } = deps;
  // A no-JS visitor gets pages; a script gets JSON.
  const refuse = async (
    status: number,
    title: UIKey,
    message: UIKey,
    vars: Vars = {},
    extra: Record<string, string> = {},
  ): Promise<ContactResponse> => {
    if (kind !== 'form') {
      return { ...json(status, { error: t(message, vars) }, extra), closeConnection: true };
    }
    const answer = answers
      ? html(status, await answers.message(t(title), t(message, vars), locale), extra)
      : text(status, t(message, vars), extra);
    return { ...answer, closeConnection: true };
  };

  if (input.method !== 'POST') {
    return {
      ...json(405, { error: t('contact.server.usePost') }, { allow: 'POST' }),
      closeConnection: true,
    };
  }
  const rate = await deps.rateLimiter.hit(input.clientIp);
  if (!rate.allowed) {
    return refuse(
      429,
      'contact.server.tooManyTitle',
      'contact.server.tooMany',
      { seconds: rate.retryAfterSeconds },
      { 'retry-after': String(rate.retryAfterSeconds) },
    );
  }
  if (!isAllowedOrigin(input.origin, input.secFetchSite, input.host, deps.siteOrigin)) {
    return refuse(403, 'contact.server.refusedTitle', 'contact.server.refused');
  }
  if (!kind) {
    return refuse(415, 'contact.server.unsupportedTitle', 'contact.server.unsupported', {
      json: 'application/json',
      form: 'application/x-www-form-urlencoded',
    });
  }
  const body = await input.readBody(MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(413, 'contact.server.tooLargeTitle', 'contact.server.tooLarge', {
      size: MAX_BODY_BYTES / 1024,
    });
  }

  let values: Record<string, unknown>;
  if (kind === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return json(400, { errors: { body: t('contact.server.badJson') } });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return json(400, { errors: { body: t('contact.server.notObject') } });
    }
    values = parsed as Record<string, unknown>;
  } else {
    values = formValues(body.text);
  }

  // The language the form was in: recorded with the request, and the language of the answer.
  const posted = postedLocale(values[LOCALE_FIELD]);
  const language = isLocale(values[LOCALE_FIELD]) ? posted : locale;
  const tl = serverTranslator(language);
  /*
   * A no-JS visitor's accepted post is answered with the thank-you page itself, holding the
   * request's reference (200, not a redirect to a page that shows it): the reference then
   * travels in no address, so no one can read or guess it from a URL, a history entry or an
   * access log; the page stays noindex. Reloading that page sends the form again, which is why an
   * identical request within REPEAT_WINDOW_MS is stored once (server/leads/fingerprint.ts) and
   * answered with the first one's reference. A JSON repeat (a double press, a retry after a lost
   * answer) gets 200 with the first id, a new request 201.
   */
  const accepted = async (id: string, repeat = false): Promise<ContactResponse> => {
    if (kind === 'json') return json(repeat ? 200 : 201, { id });
    const reference = requestReference(id);
    return answers
      ? html(200, await answers.thanks(reference, language))
      : text(
          200,
          `${tl('contact.thanks.message')} ${tl('contact.thanks.reference', { reference })}`,
        );
  };

  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
    // A bot filled the field people never see: answer exactly as if accepted, keep nothing.
    return accepted(randomUUID());
  }

  const result = validateContactRequest(values, tl);
  if (!result.ok) {
    if (kind === 'json') return json(400, { errors: result.errors });
    const typed = values as Record<string, string>;
    return answers
      ? html(400, await answers.retry(typed, result.errors, language))
      : text(400, Object.values(result.errors).join('\n'));
  }
  const lead = { ...result.data, locale: posted };
  const { id, repeat } = await deps.store.add(lead, kind, requestFingerprint(lead, input.clientIp));
  return { ...(await accepted(id, repeat)), lead: repeat ? 'repeat' : 'stored' };
}
