import { NOT_SET } from '../config/placeholder.ts';
import { publicContact, type PublicContact } from '../config/public-contact.ts';
import { site, type SocialProfile } from '../config/site.ts';
import type { InfoPage } from './info-pages.ts';
import type { Translate } from '../i18n/ui.ts';

/**
 * The social networks the footer links, at the specification's paths (`/facebook`, `/twitter`,
 * `/instagram`). Each path is a page of this site: it forwards to the profile set in
 * `site.social`, or, while none is set, says so and gives the other ways to reach us. So a
 * footer link never points at a network's home page, and setting a profile needs no other edit.
 */
export type SocialNetwork = {
  /** The path segment: the page lives at `/${slug}`. */
  readonly slug: 'facebook' | 'twitter' | 'instagram';
  /** The network as visitors know it. */
  readonly name: string;
  readonly profile: SocialProfile;
};

export const socialNetworks: readonly SocialNetwork[] = [
  { slug: 'facebook', name: 'Facebook', profile: site.social.facebook },
  { slug: 'twitter', name: 'X (Twitter)', profile: site.social.twitter },
  { slug: 'instagram', name: 'Instagram', profile: site.social.instagram },
];

/** The profile's address, or undefined while the owner has not set one. */
export function profileUrl(network: Pick<SocialNetwork, 'profile'>): string | undefined {
  return network.profile === NOT_SET ? undefined : network.profile;
}

/** The footer paths of the networks; they stay out of search results (they only forward). */
export const socialPaths: readonly string[] = socialNetworks.map((network) => `/${network.slug}`);

/**
 * The page at a network's footer path, in the language `t` speaks. With a profile set it
 * forwards there (the route adds a `<meta http-equiv="refresh">`) and shows the link for anyone
 * whose browser does not follow it; without one it says so plainly and gives the other ways to
 * reach us: the contact form, and the phone line and e-mail once they are set (`contact`).
 */
export function socialPage(
  network: SocialNetwork,
  t: Translate,
  contact: PublicContact = publicContact,
): InfoPage & { forwardTo?: string } {
  const url = profileUrl(network);
  const names = { site: site.name, network: network.name };
  const title = t('footer.onNetwork', names);
  if (url) {
    return {
      slug: network.slug,
      title,
      description: t('social.profile.description', names),
      lead: t('social.profile.lead', names),
      forwardTo: url,
      sections: [
        {
          heading: t('social.profile.heading'),
          paragraphs: [t('social.profile.paragraph', names)],
          links: [{ label: title, href: url, external: true }],
        },
      ],
    };
  }
  const { phone, email } = contact;
  return {
    slug: network.slug,
    title,
    description: t('social.none.description', names),
    lead: t('social.none.lead', names),
    sections: [
      {
        heading: t('social.none.heading'),
        // "Call or write to us directly" only while there is a number and an address to use.
        paragraphs: [t(phone && email ? 'social.none.paragraph' : 'social.none.formOnly')],
        links: [
          { label: t('social.contactTeam'), href: '/contact' },
          ...(phone
            ? [{ label: t('social.call', { phone: phone.display }), href: phone.href }]
            : []),
          ...(email ? [{ label: t('social.email', { email }), href: `mailto:${email}` }] : []),
        ],
      },
    ],
  };
}
