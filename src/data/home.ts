import { z } from 'astro/zod';
import { placeholder } from '../config/placeholder.ts';
import { identifier, keyedList, listItemId, text } from '../i18n/words.ts';
import { inquiryOptions, productOptions } from '../lib/contact/options.ts';
import { englishEntry } from './entries.ts';
import { figures } from './figures.ts';

/** Icons the home content may name; components map each to a lucide icon. */
export const homeIconNames = ['fuel', 'leaf', 'truck', 'tractor', 'hard-hat', 'factory'] as const;

const internalPath = z
  .string()
  .regex(/^\/[^/]/u, 'an internal path such as /contact')
  .describe('A path on this site, so the link never leaves it');

const serviceCard = z.object({
  icon: z.enum(homeIconNames).describe('Icon shown above the title; names the card'),
  title: text().describe('Card heading, also the name of its select button'),
  desc: text().describe('One sentence on what the service is'),
  quote: z
    .object({
      product: z.enum(productOptions).optional(),
      inquiry: z.enum(inquiryOptions).optional(),
    })
    .describe('What the card’s “Get a quote” link chooses on the contact form'),
});

const processStep = z.object({
  number: z
    .string()
    .regex(/^\d{2}$/u)
    .describe('Two-digit step number as printed, e.g. "01"'),
  title: text(),
  desc: text(),
});

const industry = z.object({
  icon: z.enum(homeIconNames).describe('Names the item'),
  name: text().describe('Industry name as listed'),
});

const testimonial = z
  .object({
    id: listItemId,
    quote: text().describe('What the client said, without quotation marks'),
    author: text().describe('Who said it (a role is enough)'),
    company: text().describe('Where they work, or the kind of client'),
    placeholder: z
      .boolean()
      .optional()
      .describe(
        'True while the quote stands in for a real one: the page labels it a sample, and npm run launch-check lists it',
      ),
  })
  .transform(({ placeholder: standIn, ...item }) =>
    standIn
      ? {
          ...item,
          quote: placeholder(item.quote),
          author: placeholder(item.author),
          company: placeholder(item.company),
          // Shown on the slide, in the reader's language, so nobody takes it for a customer's words.
          sample: true,
        }
      : { ...item, sample: false },
  );

/** The figure each stat counts up to, from ./figures.ts where every figure is stated once. */
const statFigures = {
  liters: figures.litersDelivered,
  clients: figures.satisfiedClients,
  stations: figures.fuelStations,
} as const;

const stat = z
  .object({
    key: z.enum(['liters', 'clients', 'stations']).describe('Which figure of figures.ts it shows'),
    label: text(),
    suffix: identifier(z.string()).default('').describe('Printed after the number, e.g. "+"'),
  })
  .transform(({ key, label, suffix }) => ({
    key,
    label,
    value: statFigures[key] as number,
    suffix,
  }));

export const homeSchema = z.object({
  hero: z.object({
    title: text(),
    lead: text(),
    processLinkLabel: text().describe('Label of the button that scrolls to the process section'),
    quote: z.object({ label: text(), href: internalPath }),
  }),
  services: z.object({
    id: z.literal('services'),
    title: text(),
    intro: text(),
    cards: keyedList(serviceCard, 'icon', {
      min: 1,
      check: (cards) =>
        new Set(cards.map((card) => card.title)).size === cards.length
          ? undefined
          : 'service titles must be unique',
    }),
  }),
  process: z.object({
    id: z.literal('process'),
    title: text(),
    intro: text(),
    steps: keyedList(processStep, 'number', {
      min: 1,
      check: (steps) =>
        steps.every((step, index) => Number(step.number) === index + 1)
          ? undefined
          : 'steps must be numbered 01, 02, 03… in order',
    }),
  }),
  industries: z.object({
    title: text(),
    intro: text(),
    items: keyedList(industry, 'icon', { min: 1 }),
  }),
  testimonials: z.object({
    title: text().describe('The heading once every quote is a real one'),
    intro: text(),
    sampleTitle: text().describe(
      'The heading while any quote is a sample: it must not claim a trust the samples do not show',
    ),
    sampleIntro: text(),
    /** A carousel of one needs no dots or autoplay; the spec asks for a carousel. */
    items: keyedList(testimonial, 'id', {
      min: 2,
      check: (items) =>
        new Set(items.map((item) => item.quote)).size === items.length
          ? undefined
          : 'each quote appears once',
    }),
  }),
  stats: z.object({
    label: text().describe(
      'Names the stats band for assistive technology; it has no visible heading',
    ),
    items: keyedList(stat, 'key', { min: 1 }),
  }),
  dealerships: z
    .object({
      id: z.literal('dealerships'),
      title: text(),
      lead: text(),
      hubLabel: text().describe('The link to the hub that compares the five brands'),
    })
    .describe('Not in the specification: the way from Home to the dealership guides'),
  closing: z.object({
    id: z.literal('contact'),
    title: text(),
    lead: text(),
    action: z.object({ label: text(), href: internalPath }),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;

/**
 * The testimonials' heading and intro: the entry's own while every quote is real, the sample
 * ones while any quote is still a stand-in (review M-21: a heading such as "Trusted by Industry
 * Leaders" over sample quotes claims a trust the page does not show).
 */
export function testimonialsHeading(section: HomeContent['testimonials']): {
  title: string;
  intro: string;
} {
  return section.items.some((item) => item.sample)
    ? { title: section.sampleTitle, intro: section.sampleIntro }
    : { title: section.title, intro: section.intro };
}
export type HomeIconName = (typeof homeIconNames)[number];
export type ServiceCard = z.infer<typeof serviceCard>;
export type ProcessStep = z.infer<typeof processStep>;
export type Industry = z.infer<typeof industry>;
export type Testimonial = z.infer<typeof testimonial>;
export type HomeStat = z.infer<typeof stat>;

/** The home page's English content (src/content/en/pages/home.yaml), checked on load. */
export const home: HomeContent = englishEntry(homeSchema, 'pages/home');
