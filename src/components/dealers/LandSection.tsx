import { MapPin } from 'lucide-react';
import { siteTypeLabels } from '../../data/dealers/labels';
import type { Land, Range } from '../../data/dealers/schema';
import { formatAreaEquivalent, formatRange } from '../../lib/format';
import { Section } from '../ui/Section';
import { FigureList, type Figure } from './FigureList';

type LandSectionProps = { land: Land; tone: 'plain' | 'muted' };

/**
 * A plot size as the brand states it, in sqm, with the same size in cents or acres beside it:
 * the units landowners know their land in.
 */
export function plotArea(area: Range): Figure {
  return {
    label: 'Plot area',
    value: <span>{formatRange(area)}</span>,
    detail: formatAreaEquivalent(area),
  };
}

/** "Owned or leased for 15+ years" or "Lease of 30 years". */
export function describeTenure(tenure: NonNullable<Land['tenure']>): string {
  return tenure.basis === 'owned-or-leased'
    ? `Owned or leased for ${formatRange(tenure.years)}`
    : `Lease of ${formatRange(tenure.years)}`;
}

/** The plot each site type needs, how long it must be held and the clearances it needs. */
export function LandSection({ land, tone }: LandSectionProps) {
  return (
    <Section id="land" title="Land requirements" tone={tone}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {land.sites.map((site) => {
          const figures: Figure[] = [];
          if (site.area) figures.push(plotArea(site.area));
          if (site.frontage) figures.push({ label: 'Frontage', value: formatRange(site.frontage) });
          return (
            <li key={site.type} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="flex items-center gap-2 text-lg font-bold">
                <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                {site.label ?? siteTypeLabels[site.type]}
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
              <span className="font-semibold">Tenure:</span> {describeTenure(land.tenure)}
            </p>
          ) : null}
          {land.clearances?.length ? (
            <p>
              <span className="font-semibold">Clearances:</span> {land.clearances.join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
