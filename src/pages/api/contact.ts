import type { APIRoute } from 'astro';
import { parseConfig } from '../../../server/config.ts';
import {
  type BodyResult,
  type ContactDependencies,
  handleContact,
} from '../../../server/contact/handle-contact.ts';
import { RateLimiter, SharedRateLimiter } from '../../../server/contact/rate-limiter.ts';
import { openLeadStore } from '../../../server/leads/open-store.ts';

// The only on-demand route. In production server/index.ts answers /api/contact itself with the
// same handler (and adds the delivery outbox); this endpoint serves it under `astro dev` and to
// anyone running the adapter's handler directly.
export const prerender = false;

let dependencies: ContactDependencies | undefined;

function contactDependencies(): ContactDependencies {
  if (!dependencies) {
    const config = parseConfig(process.env);
    const store = openLeadStore(config);
    dependencies = {
      store,
      rateLimiter: store.rateCounter
        ? new SharedRateLimiter(store.rateCounter, config.rateLimitMax, config.rateLimitWindowMs)
        : new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs),
      siteOrigin: config.siteOrigin,
    };
  }
  return dependencies;
}

async function readBody(request: Request, limit: number): Promise<BodyResult> {
  if (Number(request.headers.get('content-length')) > limit)
    return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const result = await handleContact(
    {
      method: request.method,
      contentType: header('content-type'),
      origin: header('origin'),
      secFetchSite: header('sec-fetch-site'),
      host: header('host'),
      clientIp: clientAddress,
      readBody: (limit) => readBody(request, limit),
    },
    contactDependencies(),
  );
  return new Response(result.body === '' ? null : result.body, {
    status: result.status,
    headers: result.headers,
  });
};
