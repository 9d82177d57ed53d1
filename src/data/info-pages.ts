import { z } from 'astro/zod';
import { identifier, keyedList, keyedTexts, listItemId, text } from '../i18n/words.ts';
import { englishEntry } from './entries.ts';

/*
 * The footer's quick-link pages, src/content/en/pages/<slug>.yaml. They say honestly what the
 * business does and does not offer: it supplies fuel to businesses and guides dealership
 * applicants; it issues no fuel cards, publishes no promotions and has no app. Find a Station
 * points to the brands' own station lists and says nothing about stations of ours: Home counts
 * "Fuel Stations" without the specification saying what they are, so that page neither denies
 * nor explains them. Links to the brands name their official sites by slot ({portals.jio}), as
 * src/config/site.ts states them: the brands' home pages, not guessed deep links.
 */
export const infoPageSlugs = ['find-station', 'fuel-cards', 'promotions', 'mobile-app'] as const;
export type InfoPageSlug = (typeof infoPageSlugs)[number];

/** A link inside an info page; `external` ones go to another site and open in a new tab. */
const infoLink = z.object({
  id: listItemId,
  label: text(),
  href: identifier(z.string().trim().min(1)).describe('A path, tel:, mailto: or https address'),
  external: z.boolean().optional(),
});

const infoSection = z.object({
  id: listItemId,
  heading: text(),
  paragraphs: keyedTexts({ min: 1 }),
  links: keyedList(infoLink, 'id').optional(),
});

/** One of the small pages the footer's quick links lead to. */
export const infoPageSchema = z.object({
  slug: z.enum(infoPageSlugs).describe('The URL path segment: the page lives at /<slug>'),
  title: text().describe("The footer link's text and the page's heading"),
  description: text().describe('The meta description'),
  lead: text(),
  sections: keyedList(infoSection, 'id', { min: 1 }),
});

/** A link as the page renders it: the entry's links, or ones a page builds (the social pages). */
export type InfoLink = {
  readonly label: string;
  readonly href: string;
  readonly external?: boolean | undefined;
};
export type InfoSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly links?: readonly InfoLink[] | undefined;
};
export type InfoPage = {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly lead: string;
  readonly sections: readonly InfoSection[];
};

/** The quick-link pages in the footer's order, in English. */
export const infoPages: readonly z.output<typeof infoPageSchema>[] = infoPageSlugs.map((slug) =>
  englishEntry(infoPageSchema, `pages/${slug}`),
);
