import { ApplyLink } from './ApplyLink.tsx';
import { ShieldCheck } from 'lucide-react';
import type { Dealership } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { ctaLabel } from '../../lib/dealer-cta.ts';
import { formatDate } from '../../lib/format.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Section } from '../ui/Section.tsx';

type DealershipCtaProps = {
  brand: Pick<
    Dealership,
    | 'slug'
    | 'name'
    | 'cta'
    | 'ctaWhileOpen'
    | 'applicationsOpenUntil'
    | 'openings'
    | 'asOf'
    | 'portal'
    | 'selectionPortal'
  >;
  /** The build day, YYYY-MM-DD in Indian time: the label is urgent only while an opening is. */
  today: string;
  /** What our guidance costs, in the page's language (`site.guidanceFee` translated). */
  guidanceFee: string;
};

/** The closing call to action, with the official portals and the date the figures are from. */
export function DealershipCta({ brand, today, guidanceFee }: DealershipCtaProps) {
  const { locale, t } = useI18n();
  // A brand that selects dealers on a shared portal has two addresses: that portal, where one
  // applies and pays, and its own website. Each is named for what it is, the portal first.
  const shared = brand.selectionPortal;
  const portals = shared ? [shared, brand.portal] : [brand.portal];
  return (
    <Section
      id="apply"
      title={t('dealers.cta.title', { brand: brand.name })}
      intro={t('dealers.cta.intro')}
      tone="dark"
    >
      {/* The contact form opens with this brand chosen, so the request says what it is about. */}
      <ApplyLink
        brand={brand}
        label={ctaLabel(brand, today)}
        guidanceFee={guidanceFee}
        feeClassName="mt-4 max-w-3xl text-slate-200"
      />
      <div className="mt-10 max-w-3xl rounded-xl border border-white/20 p-6">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
          {t('dealers.figuresAsOf', { date: formatDate(brand.asOf, locale) })}
        </p>
        <p className="mt-2 text-slate-200">
          {shared
            ? t('dealers.cta.confirmPortal', { brand: brand.name, portal: shared.label })
            : t('dealers.cta.confirm')}
        </p>
        <ul
          aria-label={t(shared ? 'dealers.cta.portalAndWebsite' : 'dealers.cta.portals')}
          className="mt-4 flex flex-wrap gap-x-6"
        >
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
