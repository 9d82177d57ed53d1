import { describeReservation, siteTypeLabels } from '../../data/dealers/labels';
import type { Dealership, Opening } from '../../data/dealers/schema';
import { cn } from '../../lib/cn';
import { capitalise, formatCount, formatDate, formatRange } from '../../lib/format';
import { lastDayToApply, openingStatus, type OpeningStatus } from '../../lib/openings';
import { Section } from '../ui/Section';
import { FigureList, type Figure } from './FigureList';
import { plotArea } from './LandSection';
import { OpeningStatusBadge } from './OpeningStatusBadge';

type OpeningsSectionProps = {
  brand: Pick<Dealership, 'name' | 'asOf' | 'openings'>;
  /** The day the page is built, YYYY-MM-DD: deadlines before it read as passed. */
  today: string;
  tone: 'plain' | 'muted';
};

function statusText(opening: Opening, today: string, asOf: string) {
  const status = openingStatus(opening.deadline, today);
  const deadline =
    opening.deadline && opening.deadline !== 'ongoing'
      ? formatDate(lastDayToApply(opening.deadline))
      : undefined;
  const lines: Record<OpeningStatus, string> = {
    closed: `Deadline passed: ${deadline}`,
    open: `Apply by ${deadline}`,
    ongoing: `Ongoing as of ${formatDate(asOf)}; no deadline given`,
    unconfirmed: 'Check the official portal for dates',
  };
  return { status, line: lines[status] };
}

function describeSites(opening: Opening): string | undefined {
  if (!opening.sites?.length) return undefined;
  const kinds = opening.sites.map((type) => siteTypeLabels[type].toLowerCase()).join(' and ');
  return opening.siteCount ? `${formatCount(opening.siteCount)} ${kinds} sites` : `${kinds} sites`;
}

/** Openings the brand listed, each marked open, closed or undated as of the build day. */
export function OpeningsSection({ brand, today, tone }: OpeningsSectionProps) {
  if (!brand.openings) return null;
  return (
    <Section
      id="openings"
      title={brand.openings.title}
      intro={`Listed as of ${formatDate(brand.asOf)}. Deadlines are checked against ${formatDate(today)}, the day this page was built; confirm any opening on the official portal before you apply.`}
      tone={tone}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {brand.openings.items.map((opening) => {
          const { status, line } = statusText(opening, today, brand.asOf);
          const sites = describeSites(opening);
          const figures: Figure[] = [];
          if (opening.when) figures.push({ label: 'When', value: formatDate(opening.when) });
          if (sites) figures.push({ label: 'Sites', value: capitalise(sites) });
          if (opening.area) figures.push(plotArea(opening.area));
          if (opening.fee)
            figures.push({ label: 'Application fee', value: formatRange(opening.fee) });
          if (opening.reservations?.length)
            figures.push({
              label: 'Quotas and preferences',
              value: opening.reservations.map(describeReservation).join(', '),
            });
          if (opening.notes?.length)
            figures.push({ label: 'Note', value: opening.notes.join('; ') });
          return (
            <li
              key={opening.region + (opening.when ?? '')}
              data-status={status}
              className={cn(
                'rounded-xl border bg-white p-6',
                status === 'closed' ? 'border-slate-300' : 'border-slate-200',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-lg font-bold">{opening.region}</h3>
                <OpeningStatusBadge status={status} />
              </div>
              <p className="mt-1 text-slate-700">{line}</p>
              {figures.length ? <FigureList figures={figures} className="mt-3" /> : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
