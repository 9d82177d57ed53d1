import { ShieldCheck } from 'lucide-react';
import type { Dealership } from '../../data/dealers/schema';
import { contactHref } from '../../lib/contact/prefill';
import { formatDate } from '../../lib/format';
import { ExternalLink } from '../ui/ExternalLink';
import { GuidanceFee } from '../ui/GuidanceFee';
import { LinkButton } from '../ui/LinkButton';
import { Section } from '../ui/Section';

type DealershipCtaProps = {
  brand: Pick<Dealership, 'slug' | 'name' | 'cta' | 'asOf' | 'portal' | 'selectionPortal'>;
};

/** The closing call to action, with the official portals and the date the figures are from. */
export function DealershipCta({ brand }: DealershipCtaProps) {
  const portals = brand.selectionPortal ? [brand.portal, brand.selectionPortal] : [brand.portal];
  return (
    <Section
      id="apply"
      title={`Ready to start your ${brand.name} dealership?`}
      intro="Tell us about your land and plans, and we will guide you through the application."
      tone="dark"
    >
      {/* The contact form opens with this brand chosen, so the request says what it is about. */}
      <LinkButton href={contactHref({ brand: brand.slug })} variant="inverse">
        {brand.cta}
      </LinkButton>
      <GuidanceFee className="mt-4 max-w-3xl text-slate-200" />
      <div className="mt-10 max-w-3xl rounded-xl border border-white/20 p-6">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
          Figures as of {formatDate(brand.asOf)}
        </p>
        <p className="mt-2 text-slate-200">
          Fees, openings and criteria change. Confirm the current figures on the official portal and
          apply there; never pay an application fee through any other site.
        </p>
        <ul aria-label="Official portals" className="mt-4 flex flex-wrap gap-x-6">
          {portals.map((portal) => (
            <li key={portal.url}>
              <ExternalLink href={portal.url} className="text-white">
                {portal.label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
