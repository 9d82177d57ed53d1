import type { APIRoute } from 'astro';
import { site } from '../config/site.ts';
import { absoluteUrl } from '../lib/seo.ts';

export const prerender = true;

// Everything public may be crawled; pages that must stay out of results say so with their own
// robots meta (blocking them here would stop crawlers from ever reading that noindex).
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      '',
      `Sitemap: ${absoluteUrl(site.url, '/sitemap-index.xml')}`,
      '',
    ].join('\n'),
    { headers: { 'content-type': 'text/plain; charset=utf-8' } },
  );
