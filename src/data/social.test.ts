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

  it('never link a network’s home page while no profile is set, nor the sample phone or e-mail', () => {
    for (const network of socialNetworks) {
      expect(network.profile).toBe(NOT_SET);
      expect(profileUrl(network)).toBeUndefined();
      const page = socialPage(network, t);
      expect(page.forwardTo).toBeUndefined();
      const hrefs = page.sections.flatMap((section) => section.links?.map((link) => link.href));
      // site.yaml lists the phone and the e-mail as placeholders: only the form is offered.
      expect(hrefs).toEqual(['/contact']);
      expect(page.sections[0]?.paragraphs).toEqual([t('social.none.formOnly')]);
    }
  });

  it('offer the phone line and the e-mail once the owner has set them', () => {
    const [network] = socialNetworks;
    const phone = { display: '+91 40 1234 5678', href: 'tel:+914012345678' };
    const page = socialPage(network!, t, {
      phone,
      email: 'help@fuel.test',
      streetAddress: undefined,
    });
    expect(page.sections[0]?.paragraphs).toEqual([t('social.none.paragraph')]);
    expect(page.sections[0]?.links).toEqual([
      { label: 'Contact our team', href: '/contact' },
      { label: 'Call +91 40 1234 5678', href: 'tel:+914012345678' },
      { label: 'E-mail help@fuel.test', href: 'mailto:help@fuel.test' },
    ]);
    // One set, one not: only the one set is linked, and the words promise only the form.
    const phoneOnly = socialPage(network!, t, {
      phone,
      email: undefined,
      streetAddress: undefined,
    });
    expect(phoneOnly.sections[0]?.links?.map((link) => link.href)).toEqual([
      '/contact',
      'tel:+914012345678',
    ]);
    expect(phoneOnly.sections[0]?.paragraphs).toEqual([t('social.none.formOnly')]);
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
