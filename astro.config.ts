import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { site } from './src/config/site';

// Every page is prerendered; only routes that opt out (`prerender = false`, the /api/* endpoints)
// run on demand through the Node adapter, which the server in ./server wraps.
export default defineConfig({
  site: site.url,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), sitemap({ filter: (page) => !/\/(404|contact\/thanks)$/.test(page) })],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
