import type { APIRoute } from 'astro';
import { site } from '../config/site.ts';
import { webAppManifest } from '../lib/manifest.ts';

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(JSON.stringify(webAppManifest(site), null, 2), {
    headers: { 'content-type': 'application/manifest+json' },
  });
