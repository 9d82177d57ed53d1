import type { Locale } from '../../i18n/locales.ts';
import type { Translate, UIKey } from '../../i18n/ui.ts';
import { HONEYPOT_FIELD, LOCALE_FIELD, contactFields } from './options.ts';
import type { ContactRequest, FieldErrors } from './schema.ts';

declare global {
  interface ImportMetaEnv {
    /** Where contact requests are posted; set at build time to deliver them elsewhere. */
    readonly PUBLIC_CONTACT_ENDPOINT?: string;
  }
}

/** The URL the form posts to, with and without JavaScript. */
export const contactEndpoint: string = import.meta.env.PUBLIC_CONTACT_ENDPOINT || '/api/contact';

/** How long to wait before telling the visitor the request did not get through. */
const REQUEST_TIMEOUT_MS = 20_000;
/** What to suggest when a 429 does not say how long to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

export type SubmitResult =
  | { status: 'accepted'; id: string }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'rate-limited'; retryAfterSeconds: number }
  | { status: 'failed'; reason: FailureReason };

export type SubmitOptions = {
  /** What a bot typed into the hidden field; people leave it empty. */
  honeypot?: string;
  /** The page's language: the server records it and answers in it. */
  locale?: Locale;
  endpoint?: string;
  fetch?: typeof fetch;
};

const fieldNames: ReadonlySet<string> = new Set(contactFields.map((field) => field.name));

/** Why a request did not get through, each with what the visitor is told. */
export const failureKeys = {
  network: 'contact.failure.network',
  server: 'contact.failure.server',
  tooLarge: 'contact.failure.tooLarge',
  refused: 'contact.failure.refused',
  unreadable: 'contact.failure.unreadable',
} as const satisfies Record<string, UIKey>;

export type FailureReason = keyof typeof failureKeys;

/** What to tell the visitor about a failure, in the language of `t`. */
export function failureMessage(reason: FailureReason, t: Translate): string {
  return t(failureKeys[reason]);
}

/** Seconds from a Retry-After header: either a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number {
  if (!header) return DEFAULT_RETRY_AFTER_SECONDS;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only messages for fields the form has, so a message is always shown next to its field. */
function fieldErrorsFrom(body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!isRecord(body) || !isRecord(body['errors'])) return errors;
  for (const [field, message] of Object.entries(body['errors'])) {
    if (fieldNames.has(field) && typeof message === 'string' && message.trim()) {
      errors[field as keyof FieldErrors] = message;
    }
  }
  return errors;
}

/**
 * Delivers a validated contact request to the server: the one way the site sends one.
 * It never throws; every outcome comes back as a result the form can show.
 */
export async function submitContactRequest(
  data: ContactRequest,
  { honeypot = '', locale, endpoint = contactEndpoint, fetch: fetcher = fetch }: SubmitOptions = {},
): Promise<SubmitResult> {
  // A plain timer rather than AbortSignal.timeout, so test clocks can drive it.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...data, [LOCALE_FIELD]: locale, [HONEYPOT_FIELD]: honeypot }),
      signal: controller.signal,
    });
  } catch {
    return { status: 'failed', reason: 'network' };
  } finally {
    clearTimeout(timer);
  }

  if (response.ok) {
    const body = await readJson(response);
    const id = isRecord(body) && typeof body['id'] === 'string' ? body['id'] : '';
    return { status: 'accepted', id };
  }

  switch (response.status) {
    case 400: {
      const errors = fieldErrorsFrom(await readJson(response));
      return Object.keys(errors).length > 0
        ? { status: 'invalid', errors }
        : { status: 'failed', reason: 'unreadable' };
    }
    case 429:
      return {
        status: 'rate-limited',
        retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      };
    case 413:
      return { status: 'failed', reason: 'tooLarge' };
    case 415:
      return { status: 'failed', reason: 'unreadable' };
    case 403:
      return { status: 'failed', reason: 'refused' };
    default:
      return { status: 'failed', reason: 'server' };
  }
}

/** What to tell a visitor who has sent too many requests: how long to wait, in plain words. */
export function rateLimitMessage(retryAfterSeconds: number, t: Translate): string {
  const wait =
    retryAfterSeconds < 90
      ? t(retryAfterSeconds === 1 ? 'contact.wait.second' : 'contact.wait.seconds', {
          count: retryAfterSeconds,
        })
      : t('contact.wait.minutes', { count: Math.ceil(retryAfterSeconds / 60) });
  return t('contact.failure.rateLimited', { wait });
}
