import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MANIFEST } from '../build-output.ts';
import { type AdminSite, loadAdminSite, sendAdminFile } from './admin-files.ts';
import { ADMIN_CSP, adminCsp } from './security-headers.ts';

describe('the admin files (/admin/)', () => {
  const bigScript = `console.log(${JSON.stringify('editor '.repeat(2000))});`;
  const dist = mkdtempSync(join(tmpdir(), 'admin-files-'));
  const root = join(dist, 'admin');
  let server: Server;
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'), { recursive: true });
    mkdirSync(join(dist, 'admin-server'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Editor</title>');
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(root, 'assets', 'big-1234.js'), bigScript);
    writeFileSync(join(root, 'assets', 'big-1234.js.br'), brotliCompressSync(bigScript));
    writeFileSync(join(dist, 'secret.txt'), 'not for the web');
    writeFileSync(
      join(dist, 'admin-server', ADMIN_MANIFEST),
      JSON.stringify({ backend: 'github', gitHosts: ['https://api.github.com'] }),
    );
    const admin = loadAdminSite(root) as AdminSite;
    server = createServer((req, res) =>
      sendAdminFile(req, res, admin, decodeURIComponent(req.url ?? '/')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the editor with its own CSP and noindex', async () => {
    const response = await fetch(`${base}/admin/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(ADMIN_CSP);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Editor</title>');
  });

  it('keeps hashed assets for a year and answers a missing file 404', async () => {
    const asset = await fetch(`${base}/admin/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${base}/admin/assets/none.js`)).status).toBe(404);
  });

  it('sends the Brotli copy to a browser that accepts it, and the plain file to one that does not', async () => {
    const url = `${base}/admin/assets/big-1234.js`;
    // Node's fetch decodes what it asked for; the raw bytes show which copy was sent.
    const packed = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('vary')).toBe('Accept-Encoding');
    expect(await packed.text()).toBe(bigScript);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(bigScript.length);
    expect(await plain.text()).toBe(bigScript);
    expect(Number(packed.headers.get('content-length'))).toBeLessThan(bigScript.length / 10);
  });

  it('never serves a file outside its folder', async () => {
    const response = await fetch(`${base}/admin/..%2fsecret.txt`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('not for the web');
  });

  it('allows inline styles and the Git host API only in the editor', () => {
    expect(ADMIN_CSP).toContain("style-src 'self' 'unsafe-inline'");
    expect(ADMIN_CSP).toContain("connect-src 'self' blob: data: https://api.github.com");
    expect(ADMIN_CSP).not.toContain('unsafe-eval');
    // The tests' build talks to a stand-in on our own origin: nothing more is allowed.
    expect(adminCsp()).toContain("connect-src 'self' blob: data:;");
  });

  it('is absent when the editor was not built', () => {
    expect(loadAdminSite(join(dist, 'nowhere'))).toBeUndefined();
  });
});
