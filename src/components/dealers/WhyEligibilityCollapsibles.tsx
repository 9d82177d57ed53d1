import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BrandSection, Dealership } from '../../data/dealers/schema';
import { EligibilityDetails } from './EligibilityDetails';
import { WhyList } from './WhyPoints';

type WhyEligibilityCollapsiblesProps = {
  section: Extract<BrandSection, { kind: 'why-eligibility-collapsibles' }>;
  brand: Dealership;
};

/**
 * "Why" and eligibility as two cards that open and close independently, both closed at first.
 * Native `<details>` gives the expanded state to assistive technology and works without any
 * script, so nothing hydrates and nothing shifts.
 */
export function WhyEligibilityCollapsibles({ section, brand }: WhyEligibilityCollapsiblesProps) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <CollapsibleCard summary={section.whyLabel}>
        {brand.why ? <WhyList why={brand.why} /> : <p>Not stated.</p>}
      </CollapsibleCard>
      <CollapsibleCard summary={section.eligibilityLabel}>
        <EligibilityDetails brand={brand} />
      </CollapsibleCard>
    </div>
  );
}

function CollapsibleCard({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-6 py-4 text-lg font-bold [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="border-t border-slate-200 px-6 py-4">{children}</div>
    </details>
  );
}
