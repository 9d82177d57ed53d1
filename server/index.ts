// Minimal production server: serves the static build from dist/client, compressed.
// (Foundation version; the server work replaces it with the hardened one.)
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createBrotliCompress, createGzip } from 'node:zlib';

const root = join(import.meta.dirname, '..', 'dist', 'client');
const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? 'localhost';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

async function resolveFile(pathname: string): Promise<string | undefined> {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/')
    ? [join(root, clean, 'index.html')]
    : [join(root, clean), join(root, `${clean}.html`)];
  for (const file of candidates) {
    if (!file.startsWith(root)) continue;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = await resolveFile(url.pathname);
  let status = 200;
  if (!file) {
    file = join(root, '404.html');
    status = 404;
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  const accept = String(req.headers['accept-encoding'] ?? '');
  const headers: Record<string, string> = { 'content-type': type, vary: 'Accept-Encoding' };
  const compressible = /text|json|xml|svg|manifest/.test(type);
  const encoder = !compressible
    ? undefined
    : accept.includes('br')
      ? ((headers['content-encoding'] = 'br'), createBrotliCompress())
      : accept.includes('gzip')
        ? ((headers['content-encoding'] = 'gzip'), createGzip())
        : undefined;
  res.writeHead(status, headers);
  const body = createReadStream(file).on('error', () => res.end());
  if (encoder) body.pipe(encoder).pipe(res);
  else body.pipe(res);
}).listen(port, host, () => console.log(`Serving http://${host}:${port}`));
