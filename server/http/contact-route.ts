import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type BodyResult,
  type ContactDependencies,
  type ContactResponse,
  handleContact,
} from '../contact/handle-contact.ts';

/*
 * The one HTTP entry for POST /api/contact: the production server (app.ts) and `astro dev`
 * (server/build/dev-contact.ts) both hand it Node's request and response, so what a developer
 * tries locally is byte for byte what the site answers.
 */

/** Reads a request body, stopping as soon as it passes `limit` (declared or actual). */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        resolve({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      if (!req.complete) {
        cleanup();
        reject(new Error('client aborted the request'));
      }
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * The address the rate limit counts. Behind a trusted proxy it is the last `X-Forwarded-For`
 * entry, the one that proxy appended: the entries before it come from the client, which could
 * write a new one on every request and so never be limited.
 */
export function clientIp(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const joined = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
    const last = joined?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

export type ContactRouteOptions = {
  contact: ContactDependencies;
  trustProxy: boolean;
  /** True once the server drains for shutdown: the connection is then not kept. */
  isShuttingDown?: () => boolean;
};

/** Answers one request to /api/contact and says what it answered (for the request log). */
export async function serveContact(
  req: IncomingMessage,
  res: ServerResponse,
  options: ContactRouteOptions,
): Promise<ContactResponse> {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const result = await handleContact(
    {
      method: req.method ?? 'GET',
      contentType: header('content-type'),
      origin: header('origin'),
      secFetchSite: header('sec-fetch-site'),
      host: header('host'),
      referer: header('referer'),
      clientIp: clientIp(req, options.trustProxy),
      readBody: (limit) => readBody(req, limit),
    },
    options.contact,
  );
  // Shutdown may have begun while the body was arriving: then this connection ends here too.
  if (result.closeConnection || options.isShuttingDown?.()) res.setHeader('connection', 'close');
  res.writeHead(result.status, {
    ...result.headers,
    'content-length': Buffer.byteLength(result.body),
  });
  res.end(result.body);
  return result;
}
