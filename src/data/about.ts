import { z } from 'astro/zod';
import { placeholder } from '../config/placeholder.ts';
import { identifier, keyedList, listItemId, text } from '../i18n/words.ts';
import { englishEntry } from './entries.ts';

const teamMember = z
  .object({
    id: listItemId,
    name: identifier(z.string().trim().min(1)).describe(
      'Full name as shown, in every language. A placeholder name must still be two words so the initials read well',
    ),
    position: text().describe('Job title under the name'),
    image: z
      .string()
      .regex(/^\/[^/].*\.(avif|webp|jpe?g|png)$/u, 'a photo under public/, e.g. /team/ceo.webp')
      .optional()
      .describe('Photo path; leave it out to show the initials circle instead'),
    placeholder: z
      .boolean()
      .optional()
      .describe('True while the name stands in for a real one: npm run launch-check lists it'),
  })
  .transform(({ placeholder: standIn, ...member }) =>
    standIn
      ? { ...member, name: placeholder(member.name), sample: true }
      : { ...member, sample: false },
  );

/**
 * A figure at a glance. A claim in figures the owner has not confirmed ("24/7", "100%") is not
 * shown: a label beside a big number is read after the number, and a wary reader took the
 * spec's sample claims for ours.
 */
const stat = z
  .object({
    id: listItemId,
    number: identifier(z.string().trim().min(1)).describe(
      'The figure as printed, e.g. "24/7", or a slot of figures.ts, e.g. "{clients}"',
    ),
    label: text(),
    placeholder: z
      .boolean()
      .optional()
      .describe(
        'True while the figure is the specification’s sample, not yet confirmed: the page leaves it out, and npm run launch-check lists it',
      ),
  })
  .transform(({ placeholder: standIn, ...item }) =>
    standIn
      ? { ...item, number: placeholder(item.number), sample: true }
      : { ...item, sample: false },
  );

/**
 * A reason to pick us. A claim the owner has not confirmed (ISO) is not shown: under "Why Choose
 * Us", even labelled a sample, it read as a reason to trust us that nothing backs.
 */
const reason = z
  .object({
    id: listItemId,
    text: text(),
    placeholder: z
      .boolean()
      .optional()
      .describe(
        'True while the claim is the specification’s sample, not yet confirmed: the page leaves it out, and npm run launch-check lists it',
      ),
  })
  .transform(({ placeholder: standIn, ...item }) =>
    standIn ? { ...item, text: placeholder(item.text), sample: true } : { ...item, sample: false },
  );

export const aboutSchema = z.object({
  hero: z.object({ title: text(), tagline: text() }),
  mission: z.object({ title: text(), text: text() }),
  vision: z.object({ title: text(), text: text() }),
  whyChooseUs: z.object({
    title: text(),
    points: keyedList(reason, 'id', { min: 5, max: 5 }).describe(
      'The five reasons the spec lists, in order',
    ),
  }),
  impact: z.object({ title: text(), stats: keyedList(stat, 'id', { min: 4, max: 4 }) }),
  team: z.object({
    title: text(),
    intro: text(),
    members: keyedList(teamMember, 'id', {
      min: 1,
      check: (members) =>
        new Set(members.map((member) => member.position)).size === members.length
          ? undefined
          : 'each position is held once',
    }),
  }),
  closing: z.object({
    title: text(),
    lead: text(),
    action: z.object({ label: text(), href: z.string().regex(/^\/[^/]/u) }),
    footnote: text().describe('The closing line with the founding year and client count'),
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;
export type TeamMember = z.infer<typeof teamMember>;
export type AboutStat = z.infer<typeof stat>;

/**
 * Up to two capital letters for a name's circle: the first letters of its first and last words.
 * Punctuation such as the brackets of a "[Founder Name]" placeholder is ignored.
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{M}\p{N}\s'-]/gu, ' ')
    .split(/\s+/u)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first[0] ?? ''}${last?.[0] ?? ''}`.toLocaleUpperCase('en-IN');
}

/** The About page's English content (src/content/en/pages/about.yaml), checked on load. */
export const about: AboutContent = englishEntry(aboutSchema, 'pages/about');
