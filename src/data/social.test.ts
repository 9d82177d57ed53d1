import { describe, expect, it } from 'vitest';
import { NOT_SET } from '../config/placeholder.ts';
import { site } from '../config/site.ts';
import { dictionaries, translator } from '../i18n/ui.ts';
import { profileUrl, socialNetworks, socialPage } from './social.ts';

const t = translator(dictionaries.en);

describe('social paths', () => {
  it('keep the specification’s paths, one per network', () => {
    expect(socialNetworks.map((network) => network.slug)).toEqual([
      'facebook',
      'twitter',
      'instagram',
    ]);
  });

  it('never link a network’s home page while no profile is set', () => {
    for (const network of socialNetworks) {
      expect(network.profile).toBe(NOT_SET);
      expect(profileUrl(network)).toBeUndefined();
      const page = socialPage(network, t);
      expect(page.forwardTo).toBeUndefined();
      const hrefs = page.sections.flatMap((section) => section.links?.map((link) => link.href));
      expect(hrefs).toEqual(['/contact', site.phone.href, `mailto:${site.email}`]);
    }
  });

  it('forward to the profile once one is set, with a visible link to it', () => {
    const page = socialPage(
      {
        slug: 'instagram',
        name: 'Instagram',
        profile: 'https://www.instagram.com/examplefuels',
      },
      t,
    );
    expect(page.forwardTo).toBe('https://www.instagram.com/examplefuels');
    expect(page.sections[0]?.links).toEqual([
      {
        label: `${site.name} on Instagram`,
        href: 'https://www.instagram.com/examplefuels',
        external: true,
      },
    ]);
  });
});
