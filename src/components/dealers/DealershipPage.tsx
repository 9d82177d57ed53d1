import { Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Dealership } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { islandStrings } from '../../i18n/ui.ts';
import { formatDate, formatList } from '../../lib/format.ts';
import { sharedSelectionPortalOf } from '../../lib/selection-portals.ts';
import { Section } from '../ui/Section.tsx';
import { DealershipCta } from './DealershipCta.tsx';
import { DealershipHero } from './DealershipHero.tsx';
import { EligibilityDetails } from './EligibilityDetails.tsx';
import { FeatureTiles } from './FeatureTiles.tsx';
import { InvestmentSection } from './InvestmentSection.tsx';
import { LandSection } from './LandSection.tsx';
import { OpeningsSection } from './OpeningsSection.tsx';
import { StepsSection } from './StepsSection.tsx';
import { WhyEligibilityCollapsibles } from './WhyEligibilityCollapsibles.tsx';
import WhyEligibilityTabs, { whyTabsDataKeys } from './WhyEligibilityTabs.tsx';
import { WhyCards, WhyScrollCards } from './WhyPoints.tsx';
import { findSection } from './sections.ts';
import { TrustPanelBand } from '../hub/TrustPanel.tsx';

type DealershipPageProps = {
  brand: Dealership;
  /** The build day, YYYY-MM-DD in Indian time: openings whose deadline is before it read closed. */
  today: string;
  /**
   * The hydrated tabs island, passed in by the route (an island must be placed from Astro). When
   * absent, the same tabs render as static HTML.
   */
  whyTabs?: ReactNode;
  /**
   * What our guidance costs, in the page's language: `guidanceFee` of
   * `localizedContent('pages/site', locale)`.
   */
  guidanceFee: string;
  /** The five brands in the page's language, whose portals the trust panel lists. */
  brands: readonly Dealership[];
};

type Tone = 'plain' | 'muted';
type Part = { key: string; render: (tone: Tone) => ReactNode };

/**
 * One brand's dealership guide. Every part comes from the brand's data: the shared parts
 * (eligibility, land, investment, steps, openings, call to action) when the brand states them,
 * and the brand's own parts (tabs, collapsibles, cards, tiles, notes) when its `sections` list
 * them. No part looks at which brand it is.
 */
export const DealershipPage = localized(DealershipPageBody);

function DealershipPageBody({ brand, brands, today, whyTabs, guidanceFee }: DealershipPageProps) {
  const { locale, t } = useI18n();
  const tabs = findSection(brand, 'why-eligibility-tabs');
  const collapsibles = findSection(brand, 'why-eligibility-collapsibles');
  const cards = findSection(brand, 'why-cards');
  const scrollCards = findSection(brand, 'why-scroll-cards');
  const tiles = findSection(brand, 'feature-tiles');
  const jointVenture = findSection(brand, 'joint-venture');
  const path = findSection(brand, 'progress-path');
  const sharedPortal = sharedSelectionPortalOf(brand, brands);
  const eligibilityShownAbove = Boolean(tabs ?? collapsibles);
  const why = brand.why;

  // Applicants meet the fraud warning, and what our help costs, right after the brand's header:
  // before any figure or call to action.
  const parts: Part[] = [
    { key: 'trust', render: () => <TrustPanelBand brands={brands} guidanceFee={guidanceFee} /> },
  ];
  if (tabs) {
    parts.push({
      key: 'why-tabs',
      render: (tone) => (
        <Section id="why" title={t('dealers.why.title', { brand: brand.name })} tone={tone}>
          {whyTabs ?? (
            <WhyEligibilityTabs
              locale={locale}
              strings={islandStrings(locale, WhyEligibilityTabs, whyTabsDataKeys(brand))}
              section={tabs}
              brand={brand}
            />
          )}
        </Section>
      ),
    });
  }
  if (collapsibles) {
    parts.push({
      key: 'why-collapsibles',
      render: (tone) => (
        <Section id="why" title={t('dealers.why.title', { brand: brand.name })} tone={tone}>
          <WhyEligibilityCollapsibles
            section={collapsibles}
            brand={brand}
            sharedPortal={sharedPortal}
          />
        </Section>
      ),
    });
  }
  if (why && !tabs && !collapsibles) {
    parts.push({
      key: 'why',
      render: (tone) => (
        <Section id="why" title={why.title} tone={tone}>
          {scrollCards ? (
            <WhyScrollCards why={why} label={t('dealers.why.scrollRegion', { title: why.title })} />
          ) : (
            <WhyCards why={why} dots={cards?.decoration === 'dots'} />
          )}
        </Section>
      ),
    });
  }
  if (tiles) {
    parts.push({
      key: 'feature-tiles',
      render: (tone) => (
        <Section id="features" title={tiles.title} tone={tone}>
          <FeatureTiles tiles={tiles.tiles} />
        </Section>
      ),
    });
  }
  if (brand.eligibility && !eligibilityShownAbove) {
    parts.push({
      key: 'eligibility',
      render: (tone) => (
        <Section id="eligibility" title={t('dealers.eligibility.title')} tone={tone}>
          <div className="max-w-3xl">
            <EligibilityDetails brand={brand} sharedPortal={sharedPortal} />
          </div>
        </Section>
      ),
    });
  }
  const { land, investment } = brand;
  if (land) parts.push({ key: 'land', render: (tone) => <LandSection land={land} tone={tone} /> });
  if (investment) {
    parts.push({
      key: 'investment',
      render: (tone) => (
        <InvestmentSection investment={investment} brandName={brand.name} tone={tone} />
      ),
    });
  }
  // The shared-portal note follows the brand's rules where it lists some (EligibilityDetails),
  // else its steps: said twice on one page, a reader took the second for something new.
  parts.push({
    key: 'steps',
    render: (tone) => (
      <StepsSection
        brand={brand}
        path={path}
        tone={tone}
        sharedPortal={brand.eligibility ? undefined : sharedPortal}
      />
    ),
  });
  if (brand.openings) {
    parts.push({
      key: 'openings',
      render: (tone) => (
        <OpeningsSection brand={brand} today={today} tone={tone} sharedPortal={!!sharedPortal} />
      ),
    });
  }
  if (jointVenture) {
    parts.push({
      key: 'joint-venture',
      render: (tone) => (
        <Section id="joint-venture" title={t('dealers.jointVenture.title')} tone={tone}>
          <p className="flex max-w-3xl items-start gap-3 text-lg">
            <Handshake aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
            <span>
              {t('dealers.jointVenture.text', {
                brand: brand.name,
                split: jointVenture.split,
                owners: formatList(
                  jointVenture.owners.map((owner) => owner.name),
                  locale,
                ),
                date: formatDate(brand.asOf, locale),
              })}
            </span>
          </p>
        </Section>
      ),
    });
  }

  return (
    <>
      <DealershipHero brand={brand} today={today} />
      {parts.map((part, index) => (
        <div key={part.key}>{part.render(index % 2 === 0 ? 'plain' : 'muted')}</div>
      ))}
      <DealershipCta brand={brand} today={today} guidanceFee={guidanceFee} />
    </>
  );
}
