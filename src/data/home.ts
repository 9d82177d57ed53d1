import { z } from 'astro/zod';
import { placeholder } from '../config/placeholder.ts';
import { figures } from './figures.ts';
import { inquiryOptions, productOptions } from '../lib/contact/options.ts';

/** Icons the home content may name; components map each to a lucide icon. */
export const homeIconNames = ['fuel', 'leaf', 'truck', 'tractor', 'hard-hat', 'factory'] as const;

const text = z.string().trim().min(1);
const internalPath = z
  .string()
  .regex(/^\/[^/]/u, 'an internal path such as /contact')
  .describe('A path on this site, so the link never leaves it');

const serviceCard = z.object({
  title: text.describe('Card heading, also the name of its select button'),
  desc: text.describe('One sentence on what the service is'),
  icon: z.enum(homeIconNames).describe('Icon shown above the title'),
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
  title: text,
  desc: text,
});

const industry = z.object({
  name: text.describe('Industry name as listed'),
  icon: z.enum(homeIconNames),
});

const testimonial = z.object({
  quote: text.describe('What the client said, without quotation marks'),
  author: text.describe('Who said it (a role is enough)'),
  company: text.describe('Where they work, or the kind of client'),
});

const stat = z.object({
  key: z.enum(['liters', 'clients', 'stations']).describe('Stable id of the figure'),
  label: text,
  value: z.number().int().nonnegative().describe('Target the count-up ends on'),
  suffix: z.string().default('').describe('Printed after the number, e.g. "+"'),
});

export const homeSchema = z.object({
  hero: z.object({
    title: text,
    lead: text,
    processLinkLabel: text.describe('Label of the button that scrolls to the process section'),
    quote: z.object({ label: text, href: internalPath }),
  }),
  services: z.object({
    id: z.literal('services'),
    title: text,
    intro: text,
    cards: z
      .array(serviceCard)
      .min(1)
      .refine(
        unique((card: ServiceCard) => card.title),
        'service titles must be unique',
      ),
  }),
  process: z.object({
    id: z.literal('process'),
    title: text,
    intro: text,
    steps: z
      .array(processStep)
      .min(1)
      .refine(
        (steps) => steps.every((step, index) => Number(step.number) === index + 1),
        'steps must be numbered 01, 02, 03… in order',
      ),
  }),
  industries: z.object({
    title: text,
    intro: text,
    items: z
      .array(industry)
      .min(1)
      .refine(
        unique((item: Industry) => item.name),
        'industry names must be unique',
      ),
  }),
  testimonials: z.object({
    title: text,
    intro: text,
    /** A carousel of one needs no dots or autoplay; the spec asks for a carousel. */
    items: z
      .array(testimonial)
      .min(2)
      .refine(
        unique((item: Testimonial) => item.quote),
        'each quote appears once',
      ),
  }),
  stats: z.object({
    label: text.describe(
      'Names the stats band for assistive technology; it has no visible heading',
    ),
    items: z
      .array(stat)
      .min(1)
      .refine(
        unique((item: HomeStat) => item.key),
        'each figure appears once',
      ),
  }),
  dealerships: z
    .object({
      id: z.literal('dealerships'),
      title: text,
      lead: text,
      hubLabel: text.describe('The link to the hub that compares the five brands'),
    })
    .describe('Not in the specification: the way from Home to the dealership guides'),
  closing: z.object({
    id: z.literal('contact'),
    title: text,
    lead: text,
    action: z.object({ label: text, href: internalPath }),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type HomeIconName = (typeof homeIconNames)[number];
export type ServiceCard = z.infer<typeof serviceCard>;
export type ProcessStep = z.infer<typeof processStep>;
export type Industry = z.infer<typeof industry>;
export type Testimonial = z.infer<typeof testimonial>;
export type HomeStat = z.infer<typeof stat>;

function unique<T>(keyOf: (item: T) => unknown) {
  return (items: T[]) => new Set(items.map(keyOf)).size === items.length;
}

/** The home page's content. Parsing it here makes a content mistake fail the build. */
export const home: HomeContent = homeSchema.parse({
  hero: {
    title: 'Your Strategic Energy Partner',
    lead: 'Premium diesel, biofuel blends and bulk fuel delivery for the businesses that keep South India moving.',
    processLinkLabel: 'How It Works',
    quote: { label: 'Get a Quote', href: '/contact' },
  },
  services: {
    id: 'services',
    title: 'Our Fuel Solutions',
    intro: 'Choose the fuel and the delivery that fit your operation.',
    cards: [
      {
        title: 'Premium Diesel',
        desc: 'Ultra-low-sulphur diesel that keeps fleets and machinery running cleanly and efficiently.',
        icon: 'fuel',
        quote: { product: 'Premium Diesel' },
      },
      {
        title: 'Biofuels & Blends',
        desc: 'B20 and B100 biodiesel blends that cut emissions without changing how you work.',
        icon: 'leaf',
        quote: { product: 'B20 Biofuel' },
      },
      {
        title: 'Bulk Fuel Delivery',
        desc: 'Scheduled and emergency bulk deliveries to your sites across South India.',
        icon: 'truck',
        quote: { inquiry: 'Bulk Order' },
      },
    ],
  },
  process: {
    id: 'process',
    title: 'How It Works',
    intro: 'From first call to steady supply in three steps.',
    steps: [
      {
        number: '01',
        title: 'Consult & Quote',
        desc: 'Tell us your fuel type, volumes and sites; we suggest a supply plan and send a clear quote.',
      },
      {
        number: '02',
        title: 'Schedule Delivery',
        desc: 'Agree regular delivery slots, or call on us when you need fuel urgently.',
      },
      {
        number: '03',
        title: 'Fuel & Support',
        desc: 'We deliver to your site and stay on hand for tracking, reorders and questions.',
      },
    ],
  },
  industries: {
    title: 'Industries We Serve',
    intro: 'Fuel for the sectors that cannot afford to stop.',
    items: [
      { name: 'Logistics & Transport', icon: 'truck' },
      { name: 'Agriculture', icon: 'tractor' },
      { name: 'Construction & Mining', icon: 'hard-hat' },
      { name: 'Manufacturing', icon: 'factory' },
    ],
  },
  testimonials: {
    title: 'Trusted by Industry Leaders',
    intro: 'What our clients say about working with us.',
    // PLACEHOLDER: the spec gives no quotes. Replace these with real, approved client quotes.
    items: [
      {
        quote: placeholder(
          'Placeholder quote: deliveries arrive when promised, so our fleet never waits for fuel.',
        ),
        author: placeholder('Fleet Operations Head'),
        company: placeholder('Logistics client, Hyderabad'),
      },
      {
        quote: placeholder(
          'Placeholder quote: the B20 blend fitted our machinery without changes, and support answers quickly.',
        ),
        author: placeholder('Farm Operations Manager'),
        company: placeholder('Agriculture client, Telangana'),
      },
      {
        quote: placeholder(
          'Placeholder quote: bulk deliveries to remote sites are planned with us, not around us.',
        ),
        author: placeholder('Site Procurement Lead'),
        company: placeholder('Construction client, Karnataka'),
      },
    ],
  },
  stats: {
    label: 'Our record in numbers',
    items: [
      { key: 'liters', label: 'Liters Delivered', value: figures.litersDelivered, suffix: '+' },
      { key: 'clients', label: 'Satisfied Clients', value: figures.satisfiedClients },
      { key: 'stations', label: 'Fuel Stations', value: figures.fuelStations },
    ],
  },
  dealerships: {
    id: 'dealerships',
    title: 'Own land by a road? Thinking of a petrol pump?',
    lead: 'We also guide people applying for a petrol pump dealership: what each brand asks for, side by side, and how to apply safely on the official portals.',
    hubLabel: 'Compare the five brands',
  },
  closing: {
    id: 'contact',
    title: 'Ready to Optimize Your Fuel Strategy?',
    lead: 'Talk to our team about your volumes, sites and schedule.',
    action: { label: 'Contact Our Team', href: '/contact' },
  },
});
