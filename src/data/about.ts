import { z } from 'astro/zod';
import { placeholder } from '../config/placeholder.ts';
import { site } from '../config/site.ts';
import { figures } from './figures.ts';

const text = z.string().trim().min(1);

const teamMember = z.object({
  name: text.describe(
    'Full name as shown. PLACEHOLDER names must still be two words so the initials read well',
  ),
  position: text.describe('Job title under the name'),
  image: z
    .string()
    .regex(/^\/[^/].*\.(avif|webp|jpe?g|png)$/u, 'a photo under public/, e.g. /team/ceo.webp')
    .optional()
    .describe('Photo path; leave it out to show the initials circle instead'),
});

const stat = z.object({
  number: text.describe('The figure as printed, e.g. "1200+"'),
  label: text,
});

export const aboutSchema = z.object({
  hero: z.object({ title: text, tagline: text }),
  mission: z.object({ title: text, text }),
  vision: z.object({ title: text, text }),
  whyChooseUs: z.object({
    title: text,
    points: z.array(text).length(5).describe('The five reasons the spec lists, in order'),
  }),
  impact: z.object({ title: text, stats: z.array(stat).length(4) }),
  team: z.object({
    title: text,
    intro: text,
    members: z
      .array(teamMember)
      .min(1)
      .refine(
        (members) => new Set(members.map((member) => member.position)).size === members.length,
        'each position is held once',
      ),
  }),
  closing: z.object({
    title: text,
    lead: text,
    action: z.object({ label: text, href: z.string().regex(/^\/[^/]/u) }),
    footnote: text.describe('The closing line with the founding year and client count'),
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

const clients = `${figures.satisfiedClients}+`;

/** The About page's content. Parsing it here makes a content mistake fail the build. */
export const about: AboutContent = aboutSchema.parse({
  hero: {
    title: `About ${site.name}`,
    tagline:
      'Energy partners to the fleets, farms, builders and factories that keep South India moving.',
  },
  mission: {
    title: 'Our Mission',
    text: 'To give every business we serve reliable, high-quality fuel on time, with cleaner blends and honest, responsive service.',
  },
  vision: {
    title: 'Our Vision',
    text: 'To be the most trusted energy partner in South India, helping our clients move to cleaner fuels without missing a day of work.',
  },
  whyChooseUs: {
    title: 'Why Choose Us',
    points: [
      '24/7 bulk fuel delivery across South India',
      'Ultra-low sulphur and biofuel blends B20/B100',
      'ISO-certified quality and safety',
      'Dedicated account managers for enterprise clients',
      'Digital tracking and real-time inventory sync',
    ],
  },
  impact: {
    title: 'Our Impact',
    stats: [
      { number: clients, label: 'Satisfied Clients' },
      { number: `${figures.yearsOfExcellence}+`, label: 'Years of Excellence' },
      { number: '24/7', label: 'Fuel Delivery' },
      { number: '100%', label: 'Quality Assurance' },
    ],
  },
  team: {
    title: 'Our Leadership Team',
    intro: 'The people responsible for your supply.',
    // PLACEHOLDER: the spec gives no names. Replace each with the person's real name (and a photo
    // path under public/ if there is one).
    members: [
      { name: placeholder('Founder Name'), position: 'CEO and Founder' },
      { name: placeholder('Director Name'), position: 'Operations Director' },
      { name: placeholder('Tech Lead Name'), position: 'Technical Lead' },
      { name: placeholder('Relations Lead Name'), position: 'Customer Relations' },
    ],
  },
  closing: {
    title: 'Let’s Power Your Business',
    lead: 'Tell us what you run and where; we will plan your fuel supply with you.',
    action: { label: 'Get In Touch', href: '/contact' },
    footnote: `Founded in ${site.foundedYear}, ${site.name} serves ${clients} clients across South India.`,
  },
});
