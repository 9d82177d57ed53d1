import { site } from '../config/site.ts';

/** One question and its answer, as the contact page shows them and FAQPage JSON-LD states them. */
export type FaqItem = {
  question: string;
  answer: string;
};

/** The contact page's FAQ: the three fixed entries of SPEC §2 Contact. */
export const contactFaq: readonly FaqItem[] = [
  {
    question: 'Which areas do you serve?',
    answer:
      'We serve South India, focusing on Telangana, Andhra Pradesh, Karnataka and Tamil Nadu.',
  },
  {
    question: 'Do you offer emergency fuel delivery?',
    answer: 'Yes. 24/7 emergency delivery is available for our contract clients.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'We accept bank transfer, UPI and credit/debit cards, and offer credit facilities for qualified business clients.',
  },
];

/** Which icon a channel card shows; the component maps each to its drawing. */
export type ContactChannelIcon = 'phone' | 'email' | 'address';

/** A way to reach the business: SPEC §3 "Contact channel: icon, title, details, link". */
export type ContactChannel = {
  icon: ContactChannelIcon;
  title: string;
  /** What the card shows: the number, the address, the place. */
  details: string;
  /** Where the card leads: a `tel:` or `mailto:` target, or a map search for the place (a link only: nothing loads from the map site until it is followed). */
  href: string;
  /** What the link does, for people who hear it rather than see the card. */
  action: string;
};

/** The three contact cards; every value comes from the site config. */
export const contactChannels: readonly ContactChannel[] = [
  {
    icon: 'phone',
    title: 'Phone',
    details: site.phone.display,
    href: site.phone.href,
    action: 'Call us',
  },
  {
    icon: 'email',
    title: 'E-mail',
    details: site.email,
    href: `mailto:${site.email}`,
    action: 'Write to us',
  },
  {
    icon: 'address',
    title: 'Address',
    details: site.contactAddress.text,
    href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.contactAddress.text)}`,
    action: 'Find us on a map',
  },
];
