import { site } from '../config/site.ts';

/** A link inside an info page; `external` ones go to another site and open in a new tab. */
export type InfoLink = {
  readonly label: string;
  readonly href: string;
  readonly external?: boolean;
};

export type InfoSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly links?: readonly InfoLink[];
};

/** One of the small pages the footer's quick links lead to. */
export type InfoPage = {
  /** The URL path segment: the page lives at `/${slug}`. */
  readonly slug: string;
  /** The footer link's text and the page's heading. */
  readonly title: string;
  /** The meta description. */
  readonly description: string;
  readonly lead: string;
  readonly sections: readonly InfoSection[];
};

const contactLink: InfoLink = { label: 'Contact our team', href: '/contact' };

/**
 * The brands' official websites, where each brand publishes its own outlets. Only what the
 * config states as fact is linked: the brands' home pages, not guessed deep links.
 */
const officialBrandSites: readonly InfoLink[] = [
  { label: 'Indian Oil', href: site.portals.indianOil, external: true },
  { label: 'Bharat Petroleum', href: site.portals.bharat, external: true },
  { label: 'Hindustan Petroleum', href: site.portals.hindustan, external: true },
  { label: 'Nayara Energy', href: site.portals.nayara, external: true },
  { label: 'Jio-bp', href: site.portals.jio, external: true },
];

/**
 * The footer's quick-link pages. They say honestly what the business does and does not offer:
 * it supplies fuel to businesses and guides dealership applicants; it issues no fuel cards,
 * publishes no promotions and has no app. Find a Station points to the brands' own station lists
 * and says nothing about stations of ours: Home counts "Fuel Stations" without the specification
 * saying what they are, so this page neither denies nor explains them.
 */
export const infoPages = [
  {
    slug: 'find-station',
    title: 'Find a Station',
    description: `To find a fuel station near you, use the station locator on the official website of the brand you want. ${site.name} also delivers fuel to businesses.`,
    lead: 'Each fuel brand lists its own stations on its official website: the reliable place to find one near you.',
    sections: [
      {
        heading: 'Looking for a fuel station near you?',
        paragraphs: [
          'Each oil company keeps the list of its retail outlets, with their addresses, on its official website. Use the station locator of the brand you want.',
        ],
        links: officialBrandSites,
      },
      {
        heading: 'Need fuel at your own site?',
        paragraphs: [
          'We deliver bulk fuel to fleets, farms, construction and mining sites and factories across South India. Tell us what you need and we will get back to you.',
        ],
        links: [contactLink],
      },
    ],
  },
  {
    slug: 'fuel-cards',
    title: 'Fuel Cards',
    description: `${site.name} does not issue fuel cards. Businesses can ask about a supply contract and payment terms.`,
    lead: `${site.name} does not issue fuel cards of its own.`,
    sections: [
      {
        heading: 'Fuel for your fleet',
        paragraphs: [
          'If you run vehicles or machinery, we can supply fuel to you in bulk under a supply contract. We accept bank transfer, UPI and credit or debit cards, and offer credit facilities to qualified business clients.',
        ],
        links: [contactLink],
      },
      {
        heading: 'Retail fuel cards',
        paragraphs: [
          'Fuel cards for use at retail stations are issued by the oil companies themselves. Their official websites describe what they offer.',
        ],
        links: officialBrandSites,
      },
    ],
  },
  {
    slug: 'promotions',
    title: 'Promotions',
    description: `${site.name} has no public promotions at the moment. Ask us for a quote for your fuel needs.`,
    lead: 'We have no public promotions running at the moment.',
    sections: [
      {
        heading: 'Ask for a quote',
        paragraphs: [
          'Tell us the fuel, the volume and where it should be delivered, and our team will reply with a quote.',
        ],
        links: [contactLink],
      },
    ],
  },
  {
    slug: 'mobile-app',
    title: 'Mobile App',
    description: `${site.name} has no mobile app. This website works on any phone, and our team is a call or a message away.`,
    lead: `${site.name} does not have a mobile app.`,
    sections: [
      {
        heading: 'Reach us from your phone',
        paragraphs: [
          'This website works on any phone browser. You can send us a request through the contact form, or call or write to us directly.',
        ],
        links: [
          contactLink,
          { label: `Call ${site.phone.display}`, href: site.phone.href },
          { label: `E-mail ${site.email}`, href: `mailto:${site.email}` },
        ],
      },
    ],
  },
] as const satisfies readonly InfoPage[];

export type InfoPageSlug = (typeof infoPages)[number]['slug'];
