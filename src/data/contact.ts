import { z } from 'astro/zod';
import { identifier, keyedList, listItemId, text } from '../i18n/words.ts';

/** One question and its answer, as the contact page shows them and FAQPage JSON-LD states them. */
const faqItem = z.object({ id: listItemId, question: text(), answer: text() });

const channelIcons = ['phone', 'email', 'address'] as const;

/**
 * A way to reach the business: SPEC §3 "Contact channel: icon, title, details, link". Its details
 * and link are the site's facts, named by slot (`{phone}`, `mailto:{email}`, `{mapsUrl}`: a link
 * only, nothing loads from the map site until it is followed), so they are stated once.
 */
const channel = z.object({
  icon: z.enum(channelIcons).describe('Which card it is; the component maps it to its drawing'),
  title: text(),
  details: identifier(z.string().trim().min(1)).describe(
    'What the card shows (the number, the address): a slot of the site facts',
  ),
  href: identifier(z.string().trim().min(1)).describe('Where the card leads'),
  action: text().describe('What the link does, for people who hear it rather than see the card'),
});

/** The contact page's FAQ (the three fixed entries of SPEC §2 Contact) and its three cards. */
export const contactSchema = z.object({
  faq: keyedList(faqItem, 'id', { min: 1 }),
  channels: keyedList(channel, 'icon', { min: 1 }),
});

export type ContactContent = z.output<typeof contactSchema>;
export type FaqItem = ContactContent['faq'][number];
export type ContactChannel = ContactContent['channels'][number];
export type ContactChannelIcon = (typeof channelIcons)[number];
