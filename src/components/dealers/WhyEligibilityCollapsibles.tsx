import type { BrandSection, Dealership } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import type { SelectionPortal } from '../../lib/selection-portals.ts';
import { Disclosure } from '../ui/Disclosure.tsx';
import { EligibilityDetails } from './EligibilityDetails.tsx';
import { WhyList } from './WhyPoints.tsx';

type WhyEligibilityCollapsiblesProps = {
  section: Extract<BrandSection, { kind: 'why-eligibility-collapsibles' }>;
  brand: Dealership;
  /** The selection portal the brand shares with others, if it does (EligibilityDetails). */
  sharedPortal?: SelectionPortal | undefined;
};

const card = {
  summaryClassName: 'px-6 text-lg font-bold',
  bodyClassName: 'border-t border-slate-200 px-6 py-4',
};

/**
 * "Why" and eligibility as two cards that open and close independently, both closed at first.
 * They are disclosures, so they work without any script.
 */
export function WhyEligibilityCollapsibles({
  section,
  brand,
  sharedPortal,
}: WhyEligibilityCollapsiblesProps) {
  const { t } = useI18n();
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <Disclosure summary={section.whyLabel} {...card}>
        {brand.why ? <WhyList why={brand.why} /> : <p>{t('dealers.notStated')}</p>}
      </Disclosure>
      <Disclosure summary={section.eligibilityLabel} {...card}>
        <EligibilityDetails brand={brand} sharedPortal={sharedPortal} />
      </Disclosure>
    </div>
  );
}
