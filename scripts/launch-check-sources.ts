import type { PlaceholderSource } from './launch-check-lib.ts';

/**
 * The modules that hold owner-set values: business identity in config, the testimonials on Home
 * and the team on About. A new module with placeholders is added here, and the unit test of the
 * real list shows it.
 */
export async function placeholderSources(): Promise<PlaceholderSource[]> {
  const [{ site }, { home }, { about }] = await Promise.all([
    import('../src/config/site.ts'),
    import('../src/data/home.ts'),
    import('../src/data/about.ts'),
  ]);
  return [
    { file: 'src/config/site.ts', name: 'site', value: site },
    { file: 'src/data/home.ts', name: 'home', value: home },
    { file: 'src/data/about.ts', name: 'about', value: about },
  ];
}
