import type { BrandSection, Dealership } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { island } from '../../i18n/island.tsx';
import type { UIKey } from '../../i18n/ui.ts';
import type { SelectionPortal } from '../../lib/selection-portals.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { EligibilityDetails, eligibilityStringsFor } from './EligibilityDetails.tsx';
import { WhyList } from './WhyPoints.tsx';

type WhyTabsBrand = Pick<
  Dealership,
  'slug' | 'name' | 'why' | 'eligibility' | 'land' | 'portal' | 'selectionPortal'
>;

/** The dictionary part this island always receives: the name of its tab list. */
const parts = ['dealers.whyTabs.'] as const;

/**
 * The other words this brand's tabs read, found from its data, for the page to add
 * (`islandStrings(locale, WhyEligibilityTabs, whyTabsDataKeys(brand))`). They are not a part
 * because they depend on what the brand states: its eligibility panel labels only the figures
 * it gives (out of a dozen labels and the land and reservation words), and "not stated" stands
 * in for missing reasons. A part holding all of them would write every label into each brand
 * page, for figures it does not have; so this is the one island whose strings are partly
 * computed, by asking the panel itself which keys it reads (`eligibilityStringsFor`).
 */
export function whyTabsDataKeys(brand: WhyTabsBrand, sharedPortal?: SelectionPortal): UIKey[] {
  return [
    ...(brand.why ? [] : (['dealers.notStated'] as const)),
    ...eligibilityStringsFor(brand, sharedPortal),
  ];
}

type WhyEligibilityTabsProps = {
  section: Extract<BrandSection, { kind: 'why-eligibility-tabs' }>;
  brand: WhyTabsBrand;
  /** The selection portal the brand shares with others, if it does (EligibilityDetails). */
  sharedPortal?: SelectionPortal | undefined;
};

/**
 * "Why" and "Eligibility" as real tabs. It hydrates as an island; the page passes only the fields
 * it shows, and the strings it reads, so the serialised props stay small.
 */
const WhyEligibilityTabs = island(parts, WhyEligibilityTabsBody);
export default WhyEligibilityTabs;

function WhyEligibilityTabsBody({ section, brand, sharedPortal }: WhyEligibilityTabsProps) {
  const { t } = useI18n();
  return (
    <Tabs
      label={t('dealers.whyTabs.label', { brand: brand.name })}
      items={[
        {
          id: `${brand.slug}-why`,
          label: section.whyLabel,
          panel: brand.why ? <WhyList why={brand.why} /> : <p>{t('dealers.notStated')}</p>,
        },
        {
          id: `${brand.slug}-eligibility`,
          label: section.eligibilityLabel,
          panel: <EligibilityDetails brand={brand} sharedPortal={sharedPortal} />,
        },
      ]}
    />
  );
}
