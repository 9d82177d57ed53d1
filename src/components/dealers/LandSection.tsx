import { MapPin } from 'lucide-react';
import { siteTypeNameKeys } from '../../data/dealers/labels.ts';
import type { Land, Range } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/ui.ts';
import { formatAreaEquivalent, formatRange } from '../../lib/format.ts';
import { Section } from '../ui/Section.tsx';
import { FigureList, type Figure } from './FigureList.tsx';

type LandSectionProps = { land: Land; tone: 'plain' | 'muted' };

/**
 * A plot size as the brand states it, in sqm, with the same size in cents or acres beside it:
 * the units landowners know their land in.
 */
export function plotArea(area: Range, t: Translate, locale: Locale): Figure {
  return {
    label: t('dealers.land.plotArea'),
    value: <span>{formatRange(area, locale)}</span>,
    detail: formatAreaEquivalent(area, locale),
  };
}

/** "Your own land, or land on a lease of 15+ years" or "Lease of 30 years". */
export function describeTenure(
  tenure: NonNullable<Land['tenure']>,
  t: Translate,
  locale: Locale,
): string {
  const years = formatRange(tenure.years, locale);
  return tenure.basis === 'owned-or-leased'
    ? t('dealers.land.ownedOrLeased', { years })
    : t('dealers.land.lease', { years });
}

/** The plot each site type needs, how long it must be held and the clearances it needs. */
export function LandSection({ land, tone }: LandSectionProps) {
  const { locale, t } = useI18n();
  return (
    <Section id="land" title={t('dealers.land.title')} tone={tone}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {land.sites.map((site) => {
          const figures: Figure[] = [];
          if (site.area) figures.push(plotArea(site.area, t, locale));
          if (site.frontage)
            figures.push({
              label: t('dealers.land.frontage'),
              value: formatRange(site.frontage, locale),
            });
          return (
            <li key={site.type} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="flex items-center gap-2 text-lg font-bold">
                <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                {site.label ?? t(siteTypeNameKeys[site.type])}
              </h3>
              {figures.length ? <FigureList figures={figures} className="mt-2" /> : null}
              {site.note ? <p className="mt-3 text-slate-700">{site.note}</p> : null}
            </li>
          );
        })}
      </ul>
      {land.tenure || land.clearances?.length ? (
        <div className="mt-6 space-y-2 text-slate-800">
          {land.tenure ? (
            <p>
              <span className="font-semibold">{t('dealers.land.tenure')}</span>{' '}
              {describeTenure(land.tenure, t, locale)}
            </p>
          ) : null}
          {land.clearances?.length ? (
            <p>
              <span className="font-semibold">{t('dealers.land.clearances')}</span>{' '}
              {land.clearances.join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
