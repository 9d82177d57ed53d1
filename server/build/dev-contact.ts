import type { AstroIntegration } from 'astro';
import { parseConfig } from '../config.ts';
import { RateLimiter, SharedRateLimiter } from '../contact/rate-limiter.ts';
import { type Render, contactAnswers } from '../contact/form-page.ts';
import { serveContact } from '../http/contact-route.ts';
import { openLeadStore } from '../leads/open-store.ts';

/**
 * `astro dev` answers POST /api/contact with the production server's own route, on the same
 * settings (DATABASE_URL or LEADS_DB, rate limit, SITE_URL). The built site has no on-demand routes at all:
 * in production server/index.ts serves the same route beside the static pages.
 * Nothing is forwarded from dev: a webhook or e-mail would reach the owner with test requests.
 */
export function devContactEndpoint(): AstroIntegration {
  return {
    name: 'dev-contact-endpoint',
    hooks: {
      'astro:server:setup': ({ server }) => {
        let options: Parameters<typeof serveContact>[2] | undefined;
        server.middlewares.use('/api/contact', (req, res) => {
          if (!options) {
            const config = parseConfig(process.env);
            // The store the settings select (DATABASE_URL or LEADS_DB), queuing no deliveries.
            const store = openLeadStore(config);
            options = {
              contact: {
                store,
                rateLimiter: store.rateCounter
                  ? new SharedRateLimiter(
                      store.rateCounter,
                      config.rateLimitMax,
                      config.rateLimitWindowMs,
                    )
                  : new RateLimiter(config.rateLimitMax, config.rateLimitWindowMs),
                siteOrigin: config.siteOrigin,
                // The no-JS answers as in production: the renderer through Vite, and the pages
                // they fill in as this dev server renders them.
                answers: contactAnswers(
                  async (route) => {
                    const origin = server.resolvedUrls?.local[0] ?? `http://${req.headers.host}`;
                    const response = await fetch(new URL(route, origin));
                    return response.ok ? { html: await response.text(), csp: '' } : undefined;
                  },
                  async () =>
                    (await server.ssrLoadModule(
                      '/src/components/contact/render-answers.tsx',
                    )) as Render,
                ),
              },
              trustProxy: config.trustProxy,
            };
          }
          serveContact(req, res, options).catch((error: unknown) => {
            server.config.logger.error(`/api/contact: ${(error as Error).message}`);
            if (!res.headersSent) res.writeHead(500).end();
          });
        });
      },
    },
  };
}
