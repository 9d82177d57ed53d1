import type { ComponentProps } from 'react';
import { dealershipPath } from '../../data/dealers/index';
import { describeReservation, siteTypeLabels } from '../../data/dealers/labels';
import type { Opening } from '../../data/dealers/schema';
import { cn } from '../../lib/cn';
import { formatCount, formatDate, formatRange } from '../../lib/format';
import type { OpeningStatus } from '../../lib/openings';
import type { OpeningAtAGlance } from '../../lib/openings-overview';

type OpeningsAtAGlanceProps = ComponentProps<'div'> & {
  openings: readonly OpeningAtAGlance[];
};

function statusText(item: OpeningAtAGlance): string {
  const labels: Record<OpeningStatus, string> = {
    open: 'Open',
    closed: 'Closed',
    ongoing: `Listed as ongoing as of ${formatDate(item.brand.asOf)}`,
    unconfirmed: 'Deadline not stated: check the official portal',
  };
  return labels[item.status];
}

const statusStyles: Record<OpeningStatus, string> = {
  open: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
  ongoing: 'bg-amber-100 text-amber-950',
  unconfirmed: 'bg-amber-100 text-amber-950',
};

function deadlineText(deadline: Opening['deadline']): string {
  if (deadline === undefined) return 'Not stated';
  return deadline === 'ongoing' ? 'Ongoing' : formatDate(deadline);
}

/** The opening's other stated facts in one line: sites, plot, fee, quotas, notes. */
function details(opening: Opening): string {
  const sites = opening.sites?.map((site) => siteTypeLabels[site]).join(', ');
  return [
    sites && `${opening.siteCount ? `${formatCount(opening.siteCount)} ` : ''}${sites} sites`,
    opening.area && formatRange(opening.area),
    opening.fee && `Fee ${formatRange(opening.fee)}`,
    ...(opening.reservations ?? []).map(describeReservation),
    ...(opening.notes ?? []),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Every opening the brands list, open ones first and closed ones last, each marked. */
export function OpeningsAtAGlance({ openings, className, ...rest }: OpeningsAtAGlanceProps) {
  return (
    <div className={className} {...rest}>
      <ol className="grid gap-3 sm:grid-cols-2">
        {openings.map((item, index) => (
          <li
            key={`${item.brand.slug}-${item.opening.region}-${index}`}
            className={cn(
              'rounded-lg border border-slate-300 bg-white p-4',
              item.status === 'closed' && 'bg-slate-50',
            )}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                {item.opening.region},{' '}
                <a
                  href={dealershipPath(item.brand)}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {item.brand.name}
                </a>
              </span>
              <span
                className={cn(
                  'rounded px-2 py-0.5 text-sm font-semibold',
                  statusStyles[item.status],
                )}
              >
                {statusText(item)}
              </span>
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-slate-700">Announced</dt>
              <dd>{item.opening.when ? formatDate(item.opening.when) : 'Not stated'}</dd>
              <dt className="text-slate-700">Deadline</dt>
              <dd>{deadlineText(item.opening.deadline)}</dd>
            </dl>
            {details(item.opening) ? <p className="mt-2 text-sm">{details(item.opening)}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
