import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { interactionDirective } from './src/client-directives/integration.ts';
import { devContactEndpoint } from './server/build/dev-contact.ts';
import { serverAssets } from './server/build/integration.ts';
import { ownerFacts } from './server/build/owner-facts.ts';
import { siteFacts } from './server/build/site-facts.ts';
import { contactAnswers } from './server/build/contact-answers.ts';
import { site } from './src/config/site.ts';
import { defaultLocale, languageTags, locales } from './src/i18n/locales.ts';
import { isUnindexed } from './src/lib/seo.ts';

// Every page is prerendered and there is no adapter: the build is static files only. The one
// dynamic route, POST /api/contact, belongs to the server in ./server, which serves the build
// beside it in production and lends the same route to `astro dev` (devContactEndpoint).
export default defineConfig({
  site: site.url,
  output: 'static',
  // The production server, the budgets and the benches read the pages from here (STATIC_ROOT).
  outDir: './dist/client',
  trailingSlash: 'never',
  // English at today's URLs, the other languages under their code (/te/about). Pages choose
  // their language from the path; nothing redirects by the browser's language.
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    interactionDirective(),
    sitemap({
      filter: (page) => !isUnindexed(new URL(page).pathname),
      // Each page lists its versions in the other languages as alternates.
      i18n: { defaultLocale, locales: languageTags },
    }),
    // Precompresses assets and turns each page's CSP into response headers (server + `_headers`).
    serverAssets(),
    // Bundles the renderer of the server's no-JavaScript answers (the same React form) for Node.
    contactAnswers(),
    devContactEndpoint(),
  ],
  // Astro hashes every script and style it emits into a per-page CSP; the directives below are
  // added to it. `frame-ancestors` only works as a header, so the server adds it (see server/http).
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
      ],
      // Components set a few layout values as style attributes (a progress width, a carousel
      // gap). Attributes cannot run script or hold selectors, and url() loads stay bound by
      // img-src, so they are allowed; <style> elements still need their build-time hash.
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  // The owner's YAML facts as data (server/build/owner-facts.ts). SITE_FACTS: the tests' second
  // build, with owner facts set (see server/build/site-facts.ts).
  vite: { plugins: [tailwindcss(), ownerFacts(), siteFacts(process.env['SITE_FACTS'])] },
  devToolbar: { enabled: false },
});
