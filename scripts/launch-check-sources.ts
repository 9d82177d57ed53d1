import type { PlaceholderSource } from './launch-check-lib.ts';

/**
 * Where owner-set values are: business identity in config, the marketing figures' source, the
 * testimonials on Home and the team and unconfirmed claims on About (their entries mark a
 * stand-in `placeholder: true`). A new module with placeholders is added here, and the unit test of the
 * real list shows it.
 */
export async function placeholderSources(): Promise<PlaceholderSource[]> {
  const [{ site }, { figures }, { home }, { about }] = await Promise.all([
    import('../src/config/site.ts'),
    import('../src/data/figures.ts'),
    import('../src/data/home.ts'),
    import('../src/data/about.ts'),
  ]);
  return [
    { file: 'src/config/site.ts', name: 'site', value: site },
    { file: 'src/data/figures.ts', name: 'figures', value: figures },
    { file: 'src/content/en/pages/home.yaml', name: 'home', value: home },
    { file: 'src/content/en/pages/about.yaml', name: 'about', value: about },
  ];
}
