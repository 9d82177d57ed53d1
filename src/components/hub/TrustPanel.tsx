import type { ComponentProps } from 'react';
import { publishedHost, site } from '../../config/site.ts';
import type { Dealership } from '../../data/dealers/index.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { cn } from '../../lib/cn.ts';
import { formatList } from '../../lib/format.ts';
import { selectionPortals, type SelectionPortal } from '../../lib/selection-portals.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { GuidanceFee } from '../ui/GuidanceFee.tsx';
import { richText } from '../../i18n/rich-text.tsx';

/** The brands whose portals the panel lists: their content in the page's language. */
type PortalBrands = ReadonlyArray<Pick<Dealership, 'name' | 'portal' | 'selectionPortal'>>;

type TrustPanelProps = ComponentProps<'section'> & {
  /** 2 on the hub; 2 or 3 on a brand page, depending on where it sits. */
  headingLevel?: 2 | 3;
  /**
   * The five brands in the page's language, whose portal names the panel lists; the English data
   * when not given.
   */
  brands: PortalBrands;
  /**
   * The owner's sentence on what our guidance costs, in the page's language (`guidanceFee` of
   * `localizedContent('pages/site', locale)`); the English one when not given.
   */
  guidanceFee: string;
};

type Portal = SelectionPortal;

/**
 * The official portals, each once: the shared dealer-selection portal first (with the brands
 * that select through it), then each brand's own site. Labels and addresses come from the brand
 * data, whose addresses come from `site.portals`.
 */
function officialPortals(brands: PortalBrands): Portal[] {
  const portals = new Map<string, Portal>(
    selectionPortals(brands).map((portal) => [portal.url, portal]),
  );
  for (const brand of brands) {
    if (!portals.has(brand.portal.url))
      portals.set(brand.portal.url, { ...brand.portal, usedBy: [] });
  }
  return [...portals.values()];
}

/**
 * Who we are and how selection really works, in plain words, with the official portals and the
 * places to report fraud. Fake "dealership approval" sites that take fees are a known fraud, so
 * this sits on the hub and on every brand page. It is static: no JavaScript.
 */
export function TrustPanel({
  headingLevel = 2,
  brands,
  guidanceFee,
  className,
  id = 'apply-safely',
  ...rest
}: TrustPanelProps) {
  const { locale, t } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-title`;
  const { helpline, portal: reportingPortal } = site.fraudReporting;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('rounded-lg border-2 border-brand-700 bg-brand-50 p-5 sm:p-8', className)}
      {...rest}
    >
      <Heading id={headingId} className="text-2xl font-bold tracking-tight">
        {t('hub.trust.title')}
      </Heading>
      <div className="mt-4 max-w-3xl space-y-4 text-slate-800">
        <p>{t('hub.trust.independent', { site: site.name })}</p>
        <GuidanceFee fee={guidanceFee} />
        <p>
          {publishedHost
            ? t('hub.trust.ownAddress', { host: publishedHost })
            : t('hub.trust.ownAddressUnset')}
        </p>
        <p>{t('hub.trust.portals')}</p>
        <ul className="list-disc space-y-2 pl-6">
          {officialPortals(brands).map((portal) => (
            <li key={portal.url}>
              <ExternalLink href={portal.url} className="text-brand-700">
                {portal.label}
              </ExternalLink>
              {portal.usedBy.length > 0
                ? ` ${t('hub.trust.usedBy', { brands: formatList(portal.usedBy, locale) })}`
                : null}
            </li>
          ))}
        </ul>
        <p>
          <strong>{t('hub.trust.neverPay')}</strong> {t('hub.trust.lookAlike')}
        </p>
        <p>
          {richText(t, 'hub.trust.report', {
            helpline: (
              <a
                href={`tel:${helpline}`}
                // A phone number in a sentence is still something to tap: a 44 px target, whose
                // negative margin keeps the line as tall as the others.
                className="-my-2.5 inline-block min-w-11 py-2.5 text-center font-semibold text-brand-700 underline underline-offset-2"
              >
                {helpline}
              </a>
            ),
            portal: (
              <ExternalLink href={reportingPortal} className="text-brand-700">
                {new URL(reportingPortal).hostname}
              </ExternalLink>
            ),
          })}
        </p>
      </div>
    </section>
  );
}

type TrustPanelSectionProps = ComponentProps<'div'> & {
  /** The five brands in the page's language (see `TrustPanel`). */
  brands: PortalBrands;
  /** What our guidance costs, in the page's language (see `TrustPanel`). */
  guidanceFee: string;
};

/**
 * The panel in a page-width band of its own, as it sits between the sections of each brand page
 * (inside the page's language).
 */
export function TrustPanelBand({
  brands,
  guidanceFee,
  className,
  ...rest
}: TrustPanelSectionProps) {
  return (
    <div className={cn('px-4 py-14 sm:py-20', className)} {...rest}>
      <TrustPanel className="mx-auto max-w-6xl" brands={brands} guidanceFee={guidanceFee} />
    </div>
  );
}

/** The same band rendered by an Astro page as a root of its own (the hub, the self-check). */
export const TrustPanelSection = localized(TrustPanelBand);
