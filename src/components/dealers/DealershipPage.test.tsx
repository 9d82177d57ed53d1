import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dealerships } from '../../data/dealers/index.ts';
import type { BrandSection } from '../../data/dealers/schema.ts';
import { I18nProvider } from '../../i18n/I18n.tsx';
import { locales } from '../../i18n/locales.ts';
import { dictionaries, islandStrings } from '../../i18n/ui.ts';
import { freshUntil } from '../../lib/staleness.ts';
import { DealershipPage } from './DealershipPage.tsx';
import { StaleFigures } from './DealershipHero.tsx';
import WhyEligibilityTabs, { whyTabsDataKeys } from './WhyEligibilityTabs.tsx';

const tabs: Extract<BrandSection, { kind: 'why-eligibility-tabs' }> = {
  kind: 'why-eligibility-tabs',
  whyLabel: 'Why',
  eligibilityLabel: 'Eligibility',
};

/** The day after a brand's figures stop counting as current, and the last day they count. */
const staleDay = (asOf: string) => {
  const [year, month, day] = freshUntil(asOf).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
};

describe('DealershipPage', () => {
  it('renders every brand in every language', () => {
    for (const brand of dealerships) {
      for (const locale of locales) {
        const html = renderToStaticMarkup(
          <DealershipPage
            locale={locale}
            brand={brand}
            brands={dealerships}
            today="2025-10-20"
            guidanceFee="Fee."
          />,
        );
        expect(html).toContain(brand.title);
        expect(html).toContain('Fee.');
      }
    }
  });

  it('says plainly that figures more than a year old may have changed, with the portal', () => {
    for (const brand of dealerships) {
      const page = (today: string) =>
        renderToStaticMarkup(
          <DealershipPage
            locale="en"
            brand={brand}
            brands={dealerships}
            today={today}
            guidanceFee="Fee."
          />,
        );
      expect(page(freshUntil(brand.asOf))).not.toContain('data-stale-figures');
      const stale = page(staleDay(brand.asOf));
      expect(stale).toContain('data-stale-figures');
      // The day after, a date with a day is surely a year old; a month or a year alone may not be.
      expect(stale).toContain(
        brand.asOf.length === 10
          ? 'more than a year before this page was built'
          : 'may be a year old or more',
      );
      expect(stale).toContain(`href="${(brand.selectionPortal ?? brand.portal).url}"`);
    }
  });

  it('links the call to action to the contact form in the page’s language', () => {
    const [brand] = dealerships;
    const html = renderToStaticMarkup(
      <DealershipPage
        locale="te"
        brand={brand!}
        brands={dealerships}
        today="2025-10-20"
        guidanceFee="Fee."
      />,
    );
    expect(html).toContain(`href="/te/contact?brand=${brand!.slug}"`);
    expect(html).not.toContain('href="/contact');
  });
});

describe('StaleFigures', () => {
  /** The note for figures as of October 2025, on the build day `today`. */
  const octoberNote = (today: string) =>
    renderToStaticMarkup(
      <I18nProvider locale="en" strings={dictionaries.en}>
        <StaleFigures
          brand={{ asOf: '2025-10', portal: { label: 'Portal', url: 'https://example.com' } }}
          today={today}
        />
      </I18nProvider>,
    );

  it('gives the date the figures are from, in the language', () => {
    const html = octoberNote('2026-10-20');
    expect(html).toContain('role="note"');
    expect(html).toContain(
      'These figures are from October 2025 and may be a year old or more. They may have changed: check them on the official portal before you decide.',
    );
  });

  it('says "more than a year" once no day of the figures’ month is within a year', () => {
    const html = octoberNote('2026-11-28');
    expect(html).toContain(
      'These figures are from October 2025, more than a year before this page was built.',
    );
    expect(html).not.toContain('may be a year old');
  });
});

describe('WhyEligibilityTabs', () => {
  it('needs no string beyond the ones the page picks for it, whatever the brand states', () => {
    for (const brand of dealerships) {
      for (const locale of locales) {
        const render = () =>
          renderToStaticMarkup(
            // No outer dictionary: the island has only its own strings in the browser.
            <I18nProvider locale={locale} strings={{}}>
              <WhyEligibilityTabs
                locale={locale}
                strings={islandStrings(locale, WhyEligibilityTabs, whyTabsDataKeys(brand))}
                section={tabs}
                brand={brand}
              />
            </I18nProvider>,
          );
        expect(render).not.toThrow();
      }
    }
  });

  it('is given no string its brand does not need', () => {
    const [brand] = dealerships.filter((item) => item.eligibility);
    const keys = whyTabsDataKeys({ ...brand!, eligibility: undefined });
    expect(keys).toContain('dealers.eligibility.unstated');
    expect(keys).not.toContain('dealers.eligibility.age');
    expect(whyTabsDataKeys(brand!)).not.toContain('dealers.eligibility.unstated');
  });
});
