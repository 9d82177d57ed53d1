import { randomUUID } from 'node:crypto';
import { HONEYPOT_FIELD } from '../../src/lib/contact/options.ts';
import { validateContactRequest } from '../../src/lib/contact/schema.ts';
import { NON_PAGE_CSP } from '../http/security-headers.ts';
import type { LeadInput, LeadSource } from '../leads/store.ts';
import { FORM_PAGE_CSP, renderInvalidFormPage, renderMessagePage } from './form-page.ts';
import type { ContactRateLimiter } from './rate-limiter.ts';

/** Largest body we read; a contact request is well under 2 KB. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Where a no-JS visitor lands after a stored request (a page the contact page ships). */
export const THANKS_PATH = '/contact/thanks';

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' };

/** What the handler needs to know about one request, whatever server delivered it. */
export type ContactRequestInput = {
  method: string;
  contentType: string | undefined;
  origin: string | undefined;
  secFetchSite: string | undefined;
  /** The Host header the client used. */
  host: string | undefined;
  clientIp: string;
  /** Reads the body, giving up as soon as it passes `limit` bytes. */
  readBody: (limit: number) => Promise<BodyResult>;
};

export type ContactResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Id of the stored lead, for the request log (never any personal data). */
  leadId?: string;
  /** The body was not read to the end: the connection must not be reused. */
  closeConnection?: boolean;
};

export type ContactDependencies = {
  store: { add: (request: LeadInput, source: LeadSource) => Promise<string> };
  /** In memory (one instance) or in the shared database (several). */
  rateLimiter: ContactRateLimiter;
  /** Configured public origin (SITE_URL), also allowed to post. */
  siteOrigin: string | undefined;
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

const html = (
  status: number,
  body: string,
  extra: Record<string, string> = {},
): ContactResponse => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': FORM_PAGE_CSP,
    ...extra,
  },
  body,
});

const seeOther = (location: string): ContactResponse => ({
  status: 303,
  headers: { location, 'cache-control': 'no-store', 'content-security-policy': NON_PAGE_CSP },
  body: '',
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
  // A no-JS visitor gets pages; a script gets JSON.
  const refuse = (
    status: number,
    title: string,
    message: string,
    extra: Record<string, string> = {},
  ) =>
    kind === 'form'
      ? { ...html(status, renderMessagePage(title, message), extra), closeConnection: true }
      : { ...json(status, { error: message }, extra), closeConnection: true };

  if (input.method !== 'POST') {
    return { ...json(405, { error: 'Use POST.' }, { allow: 'POST' }), closeConnection: true };
  }
  const rate = await deps.rateLimiter.hit(input.clientIp);
  if (!rate.allowed) {
    return refuse(
      429,
      'Too many requests',
      `Too many requests from your connection. Please try again in ${rate.retryAfterSeconds} seconds.`,
      { 'retry-after': String(rate.retryAfterSeconds) },
    );
  }
  if (!isAllowedOrigin(input.origin, input.secFetchSite, input.host, deps.siteOrigin)) {
    return refuse(
      403,
      'Request refused',
      'Requests must come from this website’s own contact form.',
    );
  }
  if (!kind) {
    return refuse(
      415,
      'Unsupported request',
      'Send the request as application/json or application/x-www-form-urlencoded.',
    );
  }
  const body = await input.readBody(MAX_BODY_BYTES);
  if (!body.ok) {
    return refuse(413, 'Request too large', 'The request is larger than 16 KB. Please shorten it.');
  }

  let values: Record<string, unknown>;
  if (kind === 'json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return json(400, { errors: { body: 'The request body is not valid JSON.' } });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return json(400, { errors: { body: 'Send the fields as one JSON object.' } });
    }
    values = parsed as Record<string, unknown>;
  } else {
    values = formValues(body.text);
  }

  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
    // A bot filled the field people never see: answer exactly as if accepted, keep nothing.
    return kind === 'json' ? json(201, { id: randomUUID() }) : seeOther(THANKS_PATH);
  }

  const result = validateContactRequest(values);
  if (!result.ok) {
    return kind === 'json'
      ? json(400, { errors: result.errors })
      : html(400, renderInvalidFormPage(values as Record<string, string>, result.errors));
  }
  const id = await deps.store.add(result.data, kind);
  return kind === 'json'
    ? { ...json(201, { id }), leadId: id }
    : { ...seeOther(THANKS_PATH), leadId: id };
}
