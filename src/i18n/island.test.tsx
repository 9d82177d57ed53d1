// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '../components/contact/ContactForm.tsx';
import WhyEligibilityTabs, { whyTabsDataKeys } from '../components/dealers/WhyEligibilityTabs.tsx';
import ServiceCards from '../components/home/ServiceCards.tsx';
import TestimonialsCarousel from '../components/home/TestimonialsCarousel.tsx';
import { CompareSort, type SortableRow } from '../components/hub/CompareSort.tsx';
import { EligibilityCheck } from '../components/hub/EligibilityCheck.tsx';
import Header from '../components/layout/Header.tsx';
import { dealerships } from '../data/dealers/index.ts';
import { home } from '../data/home.ts';
import { compareRow } from '../lib/compare-rows.ts';
import { toEligibilityBrand } from '../lib/eligibility/applicant.ts';
import { useI18n } from './I18n.tsx';
import { island, type Island } from './island.tsx';
import { locales } from './locales.ts';
import { dictionaries, fill, islandStrings, type UIKey, type UIStrings } from './ui.ts';

/*
 * Each island is declared once with the dictionary parts it receives (`island()`), and its page
 * gives it `islandStrings(locale, Island)`. These tests hold both ends: the strings are exactly
 * the keys under its parts, and the island renders in every language from those strings alone,
 * with no dictionary around it, as it does in the browser. A key its Body reads outside its
 * parts throws in `translator`, so the render fails.
 */

// Island<P, Props> is invariant in Props; the table only needs to render each with its props.
type AnyIsland = Island<string, Record<string, unknown>>;

const [brand] = dealerships;
const tabs = { kind: 'why-eligibility-tabs', whyLabel: 'Why', eligibilityLabel: 'Eligibility' };

/** Each island with props as its page passes them, and a string a visitor sees in it. */
const islands: Record<
  string,
  {
    island: AnyIsland;
    props: Record<string, unknown>;
    extra?: readonly UIKey[];
    /** None for an island with no words until it is used (see the test of CompareSort). */
    shows?: (t: UIStrings) => string;
  }
> = {
  Header: {
    island: Header as unknown as AnyIsland,
    props: {
      currentPath: '/',
      whatsApp: { href: 'https://wa.me/919876543210', label: 'WA' },
      call: { display: '+91 98765 43210', href: 'tel:+919876543210' },
    },
    shows: (t) => t['nav.call'],
  },
  ServiceCards: {
    island: ServiceCards as unknown as AnyIsland,
    props: { cards: home.services.cards, whatsAppHrefs: home.services.cards.map(() => '#chat') },
    shows: (t) => fill(t['home.services.whatsapp'], { fuel: home.services.cards[0]!.title }),
  },
  TestimonialsCarousel: {
    island: TestimonialsCarousel as unknown as AnyIsland,
    props: { testimonials: home.testimonials.items },
    shows: (t) => t['home.testimonials.label'],
  },
  CompareSort: {
    island: CompareSort as unknown as AnyIsland,
    props: {
      rows: dealerships.map((item) => compareRow(item, () => '', 'en')),
      children: <table />,
    },
  },
  EligibilityCheck: {
    island: EligibilityCheck as unknown as AnyIsland,
    props: {
      brands: dealerships.map((item) => toEligibilityBrand(item, '2026-11-27')),
      guidanceFee: 'Fee.',
    },
    shows: (t) => t['eligibility.form.legend'],
  },
  WhyEligibilityTabs: {
    island: WhyEligibilityTabs as unknown as AnyIsland,
    props: { section: tabs, brand: brand! },
    extra: whyTabsDataKeys(brand!),
    shows: (t) => fill(t['dealers.whyTabs.label'], { brand: brand!.name }),
  },
  ContactForm: {
    island: ContactForm as unknown as AnyIsland,
    props: { phone: { display: '+91 98765 43210', href: 'tel:+919876543210' }, callback: 'Soon.' },
    shows: (t) => t['contact.form.title'],
  },
};

afterEach(cleanup);

const englishKeys = Object.keys(dictionaries.en) as UIKey[];

describe.each(Object.entries(islands))('the %s island', (_name, { island: Island, ...rest }) => {
  const { props, extra = [], shows } = rest;

  it('is given exactly the keys under its parts, in every language', () => {
    const under = englishKeys.filter(
      (key) => Island.parts.some((part) => key.startsWith(part)) || extra.includes(key),
    );
    for (const locale of locales) {
      expect(Object.keys(islandStrings(locale, Island, extra)).sort()).toEqual(under.sort());
    }
    // A part that names no key is a typo, not an empty part.
    for (const part of Island.parts) {
      expect(
        englishKeys.some((key) => key.startsWith(part)),
        part,
      ).toBe(true);
    }
  });

  it('renders in every language from those strings alone', () => {
    for (const locale of locales) {
      const strings = islandStrings(locale, Island, extra);
      const html = renderToStaticMarkup(<Island locale={locale} strings={strings} {...props} />);
      // The visible words are the language's, escaped as React writes them.
      if (!shows) continue;
      const words = shows(dictionaries[locale]);
      expect(words).not.toBe('');
      expect(html).toContain(renderToStaticMarkup(<>{words}</>));
    }
  });
});

describe('islands', () => {
  it('give the contact form its thank-you panel but not the thank-you page or the no-script answers', () => {
    const keys = Object.keys(islandStrings('en', islands['ContactForm']!.island));
    expect(keys).toContain('contact.thanks.reference');
    expect(keys).not.toContain('contact.thanksPage.title');
    expect(keys).not.toContain('contact.noscript.title');
  });

  it('fail to render when the Body reads a key outside its parts', () => {
    function Body() {
      const { t } = useI18n();
      return <p>{t('nav.home')}</p>;
    }
    const Wrong = island(['hub.sort.'], Body as ComponentType<object>);
    expect(() =>
      renderToStaticMarkup(<Wrong locale="en" strings={islandStrings('en', Wrong)} />),
    ).toThrow('UI string "nav.home" was not given to this part');
  });

  it('let CompareSort announce a sort from its own strings alone', async () => {
    const te = dictionaries.te;
    const rows: SortableRow[] = [
      { slug: 'a', name: 'Alpha', sortBounds: { investment: [30, 30] } },
      { slug: 'b', name: 'Beta', sortBounds: { investment: [10, 10] } },
    ];
    render(
      <CompareSort locale="te" strings={islandStrings('te', CompareSort)} rows={rows}>
        <table>
          <thead>
            <tr>
              <th data-sort-key="investment">
                <button type="button" data-sort-key="investment">
                  Sort
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr data-slug="a" />
            <tr data-slug="b" />
          </tbody>
        </table>
      </CompareSort>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    });
    expect(screen.getByRole('status').textContent).toBe(
      fill(te['hub.sort.ascending'], { column: te['hub.sort.investment'], brands: 'Beta, Alpha' }),
    );
  });
});
