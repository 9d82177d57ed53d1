import type { BrandSection, Dealership } from '../../data/dealers/schema.ts';
import { I18nProvider, useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { UIKey, UIStrings } from '../../i18n/ui.ts';
import { Tabs } from '../ui/Tabs.tsx';
import { EligibilityDetails, eligibilityStringsFor } from './EligibilityDetails.tsx';
import { WhyList } from './WhyPoints.tsx';

type WhyTabsBrand = Pick<
  Dealership,
  'slug' | 'name' | 'why' | 'eligibility' | 'land' | 'portal' | 'selectionPortal'
>;

/**
 * The UI strings the island reads for this brand, and only those: the page picks them for its
 * props (`pickStrings(locale, whyTabsStringsFor(brand))`), which are written into the HTML.
 */
export function whyTabsStringsFor(brand: WhyTabsBrand): UIKey[] {
  return [
    'dealers.why.tabs',
    ...(brand.why ? [] : (['dealers.notStated'] as const)),
    ...eligibilityStringsFor(brand),
  ];
}

type WhyEligibilityTabsProps = {
  section: Extract<BrandSection, { kind: 'why-eligibility-tabs' }>;
  brand: WhyTabsBrand;
  locale: Locale;
  strings: Partial<UIStrings>;
};

/**
 * "Why" and "Eligibility" as real tabs. It hydrates as an island; the page passes only the fields
 * it shows, and the strings it reads, so the serialised props stay small.
 */
export default function WhyEligibilityTabs({ locale, strings, ...props }: WhyEligibilityTabsProps) {
  return (
    <I18nProvider locale={locale} strings={strings}>
      <WhyEligibilityTabsBody {...props} />
    </I18nProvider>
  );
}

function WhyEligibilityTabsBody({
  section,
  brand,
}: Omit<WhyEligibilityTabsProps, 'locale' | 'strings'>) {
  const { t } = useI18n();
  return (
    <Tabs
      label={t('dealers.why.tabs', { brand: brand.name })}
      items={[
        {
          id: `${brand.slug}-why`,
          label: section.whyLabel,
          panel: brand.why ? <WhyList why={brand.why} /> : <p>{t('dealers.notStated')}</p>,
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
