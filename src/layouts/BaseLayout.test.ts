import reactRenderer from '@astrojs/react/server.js';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n/ui.ts';
import BaseLayout from './BaseLayout.astro';

describe('BaseLayout', () => {
  async function render(translated: boolean) {
    // The layout's header hydrates with our own `client:interaction`; the container only knows
    // Astro's directives unless told (the directive's script itself is not under test here).
    const container = await AstroContainer.create({
      manifest: { clientDirectives: new Map([['interaction', '/* not under test */']]) },
    } as Parameters<typeof AstroContainer.create>[0]);
    container.addServerRenderer({ name: '@astrojs/react', renderer: reactRenderer });
    container.addClientRenderer({ name: '@astrojs/react', entrypoint: '@astrojs/react/client.js' });
    return container.renderToString(BaseLayout, {
      props: { title: 'T', description: 'D', translated },
      request: new Request('https://www.example.com/te/about'),
    });
  }

  it('says nothing of the kind on a translated page', async () => {
    const html = await render(true);
    expect(html).toContain('<html lang="te-IN"');
    expect(html).not.toContain(dictionaries.te['translation.missing']);
    expect(html).not.toMatch(/<main[^>]*lang=/u);
  });

  it('says, in the page’s language, when its words are shown in English', async () => {
    const html = await render(false);
    expect(html).toContain('<html lang="te-IN"');
    expect(html).toContain(dictionaries.te['translation.missing']);
    expect(html).toMatch(/<main[^>]*lang="en-IN"/u);
  });
});
