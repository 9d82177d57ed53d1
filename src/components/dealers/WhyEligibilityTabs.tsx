import type { BrandSection, Dealership } from '../../data/dealers/schema';
import { Tabs } from '../ui/Tabs';
import { EligibilityDetails } from './EligibilityDetails';
import { WhyList } from './WhyPoints';

type WhyEligibilityTabsProps = {
  section: Extract<BrandSection, { kind: 'why-eligibility-tabs' }>;
  brand: Pick<
    Dealership,
    'slug' | 'name' | 'why' | 'eligibility' | 'land' | 'portal' | 'selectionPortal'
  >;
};

/**
 * "Why" and "Eligibility" as real tabs. It hydrates as an island; the page passes only the fields
 * it shows, so the serialised props stay small.
 */
export default function WhyEligibilityTabs({ section, brand }: WhyEligibilityTabsProps) {
  return (
    <Tabs
      label={`${brand.name}: why and eligibility`}
      items={[
        {
          id: `${brand.slug}-why`,
          label: section.whyLabel,
          panel: brand.why ? <WhyList why={brand.why} /> : <p>Not stated.</p>,
        },
        {
          id: `${brand.slug}-eligibility`,
          label: section.eligibilityLabel,
          panel: <EligibilityDetails brand={brand} />,
        },
      ]}
    />
  );
}
