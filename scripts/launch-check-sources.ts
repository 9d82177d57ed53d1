import type { PlaceholderSource } from './launch-check-lib.ts';

/**
 * Where owner-set values are: the business's facts (src/config/site.yaml) and sentences (pages/site), the marketing figures' source, the
 * testimonials on Home and the team and unconfirmed claims on About (their entries mark a
 * stand-in `placeholder: true`). A new module with placeholders is added here, and the unit test of the
 * real list shows it.
 */
export async function placeholderSources(): Promise<PlaceholderSource[]> {
  const [{ ownerFacts }, { figures }, { home }, { about }] = await Promise.all([
    import('../src/config/owner-facts.ts'),
    import('../src/data/figures.ts'),
    import('../src/data/home.ts'),
    import('../src/data/about.ts'),
  ]);
  return [
    { file: 'src/config/site.yaml', name: 'site', value: { ...ownerFacts, words: undefined } },
    { file: 'src/content/en/pages/site.yaml', name: 'site', value: ownerFacts.words },
    { file: 'src/data/figures.ts', name: 'figures', value: figures },
    { file: 'src/content/en/pages/home.yaml', name: 'home', value: home },
    { file: 'src/content/en/pages/about.yaml', name: 'about', value: about },
  ];
}
