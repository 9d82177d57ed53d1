import { readFileSync, readdirSync } from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, routes, test } from './fixtures.ts';
import { readLeads, startServer, tempDbPath, validLead } from './server-helpers.ts';

const client = join(import.meta.dirname, '..', 'dist', 'client');

/** The header blocks of the build's `_headers` file for static hosts, by path pattern. */
function headerBlocks(): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(join(client, '_headers'), 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      current = {};
      blocks.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A plain HTTP request: no automatic decompression, redirects or caching in the way. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const indexHtml = readFileSync(join(client, 'index.html'));
const anAsset = `/_astro/${readdirSync(join(client, '_astro')).find((name) => /\.(js|css)$/.test(name))}`;

test.describe('static delivery', () => {
  test('pages are served brotli, then gzip, then plain, all with the same content', async ({
    baseURL,
  }) => {
    const br = await raw(`${baseURL}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).equals(indexHtml)).toBe(true);

    const gzip = await raw(`${baseURL}/`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(indexHtml)).toBe(true);

    const identity = await raw(`${baseURL}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(indexHtml)).toBe(true);
    expect(Number(identity.headers['content-length'])).toBe(indexHtml.length);
  });

  test('the build ships precompressed siblings that the server sends as they are', async ({
    baseURL,
  }) => {
    const precompressed = readFileSync(join(client, 'index.html.br'));
    const br = await raw(`${baseURL}/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.body.equals(precompressed)).toBe(true);
  });

  test('hashed assets are cached for a year; pages are revalidated', async ({ baseURL }) => {
    const asset = await raw(`${baseURL}${anAsset}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await raw(`${baseURL}/`);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('a matching ETag or an unchanged date gets 304 with no body', async ({ baseURL }) => {
    const first = await raw(`${baseURL}/`, { headers: { 'accept-encoding': 'gzip' } });
    const etag = first.headers['etag'] ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const byTag = await raw(`${baseURL}/`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers['etag']).toBe(etag);

    const otherEncoding = await raw(`${baseURL}/`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(otherEncoding.status).toBe(200);

    const asset = await raw(`${baseURL}${anAsset}`);
    const byDate = await raw(`${baseURL}${anAsset}`, {
      headers: { 'if-modified-since': asset.headers['last-modified'] ?? '' },
    });
    expect(byDate.status).toBe(304);
    const olderCopy = await raw(`${baseURL}${anAsset}`, {
      headers: { 'if-modified-since': new Date(0).toUTCString() },
    });
    expect(olderCopy.status).toBe(200);
  });

  test('an unknown route gets the 404 page with status 404', async ({
    page,
    baseURL,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 404/);
    const direct = await raw(`${baseURL}/no-such-page`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(direct.status).toBe(404);
    expect(direct.headers['content-type']).toBe('text/html; charset=utf-8');
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await raw(`${baseURL}/api/nothing`)).status).toBe(404);
  });

  test('a trailing slash or .html is redirected (301) to the clean URL, never off-site', async ({
    baseURL,
  }) => {
    const slash = await raw(`${baseURL}/about/?ref=x`);
    expect(slash.status).toBe(301);
    expect(slash.headers['location']).toBe('/about?ref=x');
    const index = await raw(`${baseURL}/index.html`);
    expect(index.status).toBe(301);
    expect(index.headers['location']).toBe('/');
    const protocolRelative = await raw(`${baseURL}//evil.example/`);
    expect(protocolRelative.status).toBe(301);
    expect(protocolRelative.headers['location']).toBe('/evil.example');
  });

  test('only GET and HEAD are allowed on pages', async ({ baseURL }) => {
    const head = await raw(`${baseURL}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const del = await raw(`${baseURL}/`, { method: 'DELETE' });
    expect(del.status).toBe(405);
    expect(del.headers['allow']).toBe('GET, HEAD');
  });
});

test.describe('security headers', () => {
  const expectSecurityHeaders = (label: string, headers: IncomingHttpHeaders) => {
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], label).toContain('camera=()');
    expect(headers['permissions-policy'], label).toContain('geolocation=()');
    expect(headers['x-frame-options'], label).toBe('DENY');
    expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  };

  test('every kind of response carries them; HSTS stays off unless enabled', async ({
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const json = { 'content-type': 'application/json', origin };
    const page = await raw(`${baseURL}/`);
    const responses: [string, Promise<RawResponse>][] = [
      ['page', Promise.resolve(page)],
      ['asset', raw(`${baseURL}${anAsset}`)],
      ['304', raw(`${baseURL}/`, { headers: { 'if-none-match': page.headers['etag'] ?? '' } })],
      ['404', raw(`${baseURL}/no-such-page`)],
      ['301', raw(`${baseURL}/about/`)],
      ['405', raw(`${baseURL}/`, { method: 'POST' })],
      ['HEAD', raw(`${baseURL}/`, { method: 'HEAD' })],
      [
        'API 201',
        raw(`${baseURL}/api/contact`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(validLead()),
        }),
      ],
      ['API 400', raw(`${baseURL}/api/contact`, { method: 'POST', headers: json, body: '{}' })],
      [
        'API 403',
        raw(`${baseURL}/api/contact`, {
          method: 'POST',
          headers: { ...json, origin: 'https://evil.example' },
          body: '{}',
        }),
      ],
      [
        'API 415',
        raw(`${baseURL}/api/contact`, { method: 'POST', headers: { origin }, body: 'x' }),
      ],
      [
        'API form 200',
        raw(`${baseURL}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
          body: new URLSearchParams(validLead()).toString(),
        }),
      ],
    ];
    const expectedStatus: Record<string, number> = {
      page: 200,
      asset: 200,
      '304': 304,
      '404': 404,
      '301': 301,
      '405': 405,
      HEAD: 200,
      'API 201': 201,
      'API 400': 400,
      'API 403': 403,
      'API 415': 415,
      'API form 200': 200,
    };
    for (const [label, pending] of responses) {
      const response = await pending;
      expect(response.status, label).toBe(expectedStatus[label]);
      expectSecurityHeaders(label, response.headers);
      expect(response.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  test('HSTS is sent on every response when enabled', async () => {
    const server = await startServer({ LEADS_DB: tempDbPath(), HSTS: '1' });
    try {
      for (const path of ['/', '/no-such-page', '/about/']) {
        const response = await raw(`${server.origin}${path}`);
        expect(response.headers['strict-transport-security'], path).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  test('_headers for static hosts holds the same headers the server sends', async ({ baseURL }) => {
    const blocks = headerBlocks();
    const page = await raw(`${baseURL}/`);
    for (const [name, value] of Object.entries(blocks.get('/*') ?? {})) {
      expect(page.headers[name], name).toBe(value);
    }
    expect(Object.keys(blocks.get('/*') ?? {})).toEqual(
      expect.arrayContaining(['x-content-type-options', 'referrer-policy', 'permissions-policy']),
    );
    expect(blocks.get('/_astro/*')).toEqual({
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  for (const route of routes) {
    test(`_headers for static hosts gives ${route} the CSP the server sends`, async ({
      baseURL,
    }) => {
      const response = await raw(`${baseURL}${route}`);
      expect(headerBlocks().get(route)?.['content-security-policy']).toBe(
        response.headers['content-security-policy'],
      );
    });
  }

  for (const route of routes) {
    test(`${route} loads under its CSP header with no violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(route);
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      const scriptSrc = csp
        .split(';')
        .find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toMatch(/unsafe-(inline|eval)/);
      // The header hydrating proves Astro's hashed inline scripts, the interaction directive
      // among them, and the island's modules ran under the policy. It wakes on a pointer.
      await page.getByRole('banner').hover();
      await expect(page.locator('astro-island:has(header)')).not.toHaveAttribute('ssr');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      ).toEqual([]);
    });
  }
});

test.describe('CSP without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Styles that only apply without JavaScript (inside <noscript>) must be allowed too; the
  // browser reports any blocked one as a console error, which fails the test (see fixtures).
  for (const route of routes) {
    test(`${route} applies all its styles under the CSP without JavaScript`, async ({ page }) => {
      const response = await page.goto(route);
      expect((await response?.allHeaders())?.['content-security-policy']).toContain(
        "style-src 'self'",
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test.describe('graceful shutdown', () => {
  test('SIGTERM refuses new connections, finishes the request in flight (201), exits 0', async () => {
    const dbPath = tempDbPath();
    const server = await startServer({ LEADS_DB: dbPath });
    const lead = validLead();
    const body = JSON.stringify(lead);
    const half = Math.floor(body.length / 2);

    // A request whose body is still on its way: the server has accepted it (100 Continue).
    let resolveContinue: () => void = () => {};
    const continued = new Promise<void>((resolve) => (resolveContinue = resolve));
    const inFlight = httpRequest(`${server.origin}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        origin: server.origin,
        expect: '100-continue',
      },
    });
    inFlight.on('continue', resolveContinue);
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      inFlight.on('error', reject);
    });
    inFlight.flushHeaders();
    await continued;
    inFlight.write(body.slice(0, half));

    server.process.kill('SIGTERM');
    await server.waitForOutput(/"event":"shutdown"/);

    const refused = await new Promise<string>((resolve) => {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');

    inFlight.end(body.slice(half));
    const response = await answered;
    expect(response.status).toBe(201);
    const { id } = JSON.parse(response.body) as { id: string };
    expect(await server.exited).toBe(0);
    expect(readLeads(dbPath, 'id = ?', id)).toMatchObject([{ full_name: lead['fullName'] }]);
  });
});
