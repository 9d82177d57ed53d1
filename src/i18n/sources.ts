import { site } from '../config/site.ts';
import { about } from '../data/about.ts';
import { contactChannels, contactFaq } from '../data/contact.ts';
import { dealerships, type Dealership } from '../data/dealers/index.ts';
import { home } from '../data/home.ts';
import { infoPages, type InfoPage, type InfoPageSlug } from '../data/info-pages.ts';

/*
 * The English source of every translated content entry, by entry id. A locale translates entry
 * `dealers/jio` in src/content/<locale>/dealers/jio.yaml, holding the words of `jio` in its shape
 * (see ./words.ts). The site's owner-set sentences (tagline, guidance fee, call-back time) are
 * one entry too, so changing one in config shows up as a translation to redo.
 */
export const wordSources = Object.assign(
  {
    'pages/site': {
      tagline: site.tagline,
      guidanceFee: site.guidanceFee,
      callbackTime: site.callbackTime,
      contactAddress: { text: site.contactAddress.text },
    },
    'pages/home': home,
    'pages/about': about,
    'pages/contact': { faq: contactFaq, channels: contactChannels },
    ...entriesBy<'pages', InfoPageSlug, InfoPage>('pages', infoPages),
  },
  // Assigned, not spread: a spread would drop the `dealers/${string}` key type.
  entriesBy<'dealers', string, Dealership>('dealers', dealerships),
);

/** Items keyed `<kind>/<slug>`, typed by their slugs. */
function entriesBy<Kind extends string, Slug extends string, Item extends { slug: string }>(
  kind: Kind,
  items: readonly Item[],
): Record<`${Kind}/${Slug}`, Item> {
  return Object.fromEntries(items.map((item) => [`${kind}/${item.slug}`, item])) as Record<
    `${Kind}/${Slug}`,
    Item
  >;
}

export type WordEntryId = keyof typeof wordSources;
