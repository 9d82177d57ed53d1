import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interaction` (see ./interaction.ts). */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrates on the first pointer, touch, focus or key on the island; the press is kept.
     * `"address"` also hydrates at once when the page address carries state: a fragment of
     * `key=value` pairs, or (an old shared link) a query string.
     */
    'client:interaction'?: boolean | 'address';
  }
}
