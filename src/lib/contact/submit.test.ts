import { describe, expect, it, vi } from 'vitest';
import { dictionaries, translator } from '../../i18n/ui.ts';
import type { ContactRequest } from './schema.ts';
import {
  failureMessage,
  parseRetryAfter,
  rateLimitMessage,
  submitContactRequest,
  type SubmitResult,
} from './submit.ts';

const t = translator(dictionaries.en);

/** What the form shows for a failed result, in English. */
const messageOf = (result: SubmitResult) =>
  result.status === 'failed' ? failureMessage(result.reason, t) : undefined;

const request: ContactRequest = {
  fullName: 'Asha Rao',
  contactNumber: '9876543210',
  productModel: 'B20 Biofuel',
  issueType: 'Bulk Order',
  fullAddressL: 'Plot 4, Industrial Area, Hyderabad',
  warrantyStatus: undefined,
  preferredServiceDate: '2026-12-01',
  brand: undefined,
};

/** A fetch that answers every call with the given response, and records what it was asked. */
function answering(response: Response | Error) {
  return vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('submitContactRequest', () => {
  it('posts the request as JSON, with the empty honeypot, to the endpoint', async () => {
    const fetch = answering(json(201, { id: 'req_1' }));
    await submitContactRequest(request, { fetch, endpoint: '/api/contact' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      fullName: 'Asha Rao',
      contactNumber: '9876543210',
      productModel: 'B20 Biofuel',
      issueType: 'Bulk Order',
      fullAddressL: 'Plot 4, Industrial Area, Hyderabad',
      preferredServiceDate: '2026-12-01',
      website: '',
    });
  });

  it('passes on what a bot typed into the honeypot, for the server to discard', async () => {
    const fetch = answering(json(201, { id: 'x' }));
    await submitContactRequest(request, { fetch, honeypot: 'https://spam.example' });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      website: 'https://spam.example',
    });
  });

  it('sends the page’s language with the request, for the server to record and answer in', async () => {
    const fetch = answering(json(201, { id: 'x' }));
    await submitContactRequest(request, { fetch, locale: 'te' });
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ locale: 'te' });
  });

  it('posts to /api/contact unless the build sets another endpoint', async () => {
    const fetch = answering(json(201, { id: 'x' }));
    await submitContactRequest(request, { fetch });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/contact');
  });

  it('reports an accepted request with the id the server gave it', async () => {
    const result = await submitContactRequest(request, {
      fetch: answering(json(201, { id: 'req_42' })),
    });
    expect(result).toEqual({ status: 'accepted', id: 'req_42' });
  });

  it('still reports acceptance when a 2xx answer has no readable body', async () => {
    const result = await submitContactRequest(request, {
      fetch: answering(new Response(null, { status: 204 })),
    });
    expect(result).toEqual({ status: 'accepted', id: '' });
  });

  it('returns the field messages of a 400, keeping only fields the form has', async () => {
    const result = await submitContactRequest(request, {
      fetch: answering(
        json(400, {
          errors: {
            contactNumber: 'Enter a 10-digit contact number.',
            fullName: 'Enter your full name.',
            admin: 'not a field',
            issueType: 42,
          },
        }),
      ),
    });
    expect(result).toEqual({
      status: 'invalid',
      errors: {
        contactNumber: 'Enter a 10-digit contact number.',
        fullName: 'Enter your full name.',
      },
    });
  });

  it('turns a 400 without field messages into a clear failure', async () => {
    const result = await submitContactRequest(request, {
      fetch: answering(new Response('Bad Request', { status: 400 })),
    });
    expect(result.status).toBe('failed');
    expect(messageOf(result)).toMatch(/could not read/);
  });

  it('reports a 429 with the seconds from Retry-After', async () => {
    const result = await submitContactRequest(request, {
      fetch: answering(json(429, { error: 'Too many requests' }, { 'retry-after': '120' })),
    });
    expect(result).toEqual({ status: 'rate-limited', retryAfterSeconds: 120 });
  });

  it.each([
    [413, /too long/],
    [415, /could not read/],
    [403, /refused/],
    [500, /went wrong on our side/],
    [502, /went wrong on our side/],
    [503, /went wrong on our side/],
    [404, /went wrong on our side/],
  ])('turns a %i into a failure that says what to do', async (status, message) => {
    const result = await submitContactRequest(request, {
      fetch: answering(new Response('nope', { status })),
    });
    expect(result.status).toBe('failed');
    expect(messageOf(result)).toMatch(message);
  });

  it('turns a network error into a failure, without throwing', async () => {
    const result = await submitContactRequest(request, {
      fetch: answering(new TypeError('Failed to fetch')),
    });
    expect(result.status).toBe('failed');
    expect(result).toEqual({ status: 'failed', reason: 'network' });
    expect(messageOf(result)).toBe(
      'We could not reach our server, so your request was not sent. Check your connection and try again.',
    );
  });

  it('gives up on a server that never answers, instead of leaving the form busy', async () => {
    vi.useFakeTimers();
    try {
      const hanging = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      );
      const pending = submitContactRequest(request, { fetch: hanging });
      await vi.advanceTimersByTimeAsync(20_000);
      const result = await pending;
      expect(result.status).toBe('failed');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds', () => {
    expect(parseRetryAfter('30')).toBe(30);
  });

  it('reads an HTTP date as the seconds until then', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:02:00 GMT', now)).toBe(120);
  });

  it('falls back to a minute when the header is missing or unreadable', () => {
    expect(parseRetryAfter(null)).toBe(60);
    expect(parseRetryAfter('soon')).toBe(60);
  });

  it('never asks to wait less than a second', () => {
    expect(parseRetryAfter('0')).toBe(1);
  });
});

describe('rateLimitMessage', () => {
  it('names the wait in seconds or minutes', () => {
    expect(rateLimitMessage(1, t)).toMatch(/wait 1 second and try again/);
    expect(rateLimitMessage(45, t)).toMatch(/wait 45 seconds/);
    expect(rateLimitMessage(600, t)).toBe(
      'We have received several requests from you in a short time, so this one was not sent yet. Please wait 10 minutes and try again.',
    );
  });

  it('speaks the language it is given', () => {
    const te = translator(dictionaries.te);
    expect(rateLimitMessage(45, te)).toBe(
      te('contact.failure.rateLimited', { wait: te('contact.wait.seconds', { count: 45 }) }),
    );
  });
});
