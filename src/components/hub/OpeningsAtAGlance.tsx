import type { ComponentProps } from 'react';
import { dealershipPath } from '../../data/dealers/index';
import { describeReservation, siteTypeLabels } from '../../data/dealers/labels';
import type { Opening } from '../../data/dealers/schema';
import { cn } from '../../lib/cn';
import { formatCount, formatDate, formatRange } from '../../lib/format';
import { OpeningStatusBadge } from '../dealers/OpeningStatusBadge';
import type { OpeningAtAGlance } from '../../lib/openings-overview';

type OpeningsAtAGlanceProps = ComponentProps<'div'> & {
  openings: readonly OpeningAtAGlance[];
};

function deadlineText({ opening, brand }: OpeningAtAGlance): string {
  if (opening.deadline === undefined) return 'Not stated: check the official portal';
  return opening.deadline === 'ongoing'
    ? `Ongoing as of ${formatDate(brand.asOf)}`
    : formatDate(opening.deadline);
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
              <OpeningStatusBadge status={item.status} />
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-slate-700">Announced</dt>
              <dd>{item.opening.when ? formatDate(item.opening.when) : 'Not stated'}</dd>
              <dt className="text-slate-700">Deadline</dt>
              <dd>{deadlineText(item)}</dd>
            </dl>
            {details(item.opening) ? <p className="mt-2 text-sm">{details(item.opening)}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
