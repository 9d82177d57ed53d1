import { CalendarClock, Rocket } from 'lucide-react';
import type { Dealership } from '../../data/dealers/schema';
import { contactHref } from '../../lib/contact/prefill';
import { capitalise, formatCount, formatDate, formatRange } from '../../lib/format';
import { lastDayToApply, openingStatus } from '../../lib/openings';
import { GuidanceFee } from '../ui/GuidanceFee';
import { LinkButton } from '../ui/LinkButton';
import { PageHero } from '../ui/PageHero';

type DealershipHeroProps = { brand: Dealership; today: string };

/** The page top: the brand's headline figures, the date they are from, and its badge if any. */
export function DealershipHero({ brand, today }: DealershipHeroProps) {
  const roiLabel = brand.roi.average ? 'Average ROI' : 'ROI';
  const outletLabel = brand.outlets.qualifier
    ? `${capitalise(brand.outlets.qualifier)} stations`
    : 'Outlets';
  return (
    <PageHero
      title={brand.title}
      lead={brand.lead}
      actions={
        brand.heroCta ? (
          <>
            <LinkButton href={contactHref({ brand: brand.slug })} variant="inverse">
              {brand.heroCta}
            </LinkButton>
            <GuidanceFee className="w-full text-slate-100" />
          </>
        ) : undefined
      }
    >
      {brand.outletTarget ? (
        <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 font-semibold text-brand-800">
          <Rocket aria-hidden="true" className="size-4" />
          Expanding to {formatCount(brand.outletTarget)} Outlets
        </p>
      ) : null}
      <dl className="mt-8 grid max-w-xl grid-cols-2 gap-4">
        <div className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-slate-100">{outletLabel}</dt>
          <dd className="text-2xl font-bold sm:text-3xl">{formatCount(brand.outlets)}</dd>
        </div>
        <div className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-slate-100">{roiLabel}</dt>
          <dd className="text-2xl font-bold sm:text-3xl">
            {formatRange(brand.roi.range)}
            {brand.roi.over ? (
              <span className="block text-sm font-normal text-slate-100">
                over {formatRange(brand.roi.over)}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {brand.applicationsOpenUntil ? (
        <ApplicationWindow deadline={brand.applicationsOpenUntil} today={today} />
      ) : null}
      <p className="mt-6 flex items-center gap-2 text-slate-100">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
        Figures as of {formatDate(brand.asOf)}
      </p>
    </PageHero>
  );
}

function ApplicationWindow({ deadline, today }: { deadline: string; today: string }) {
  const status = openingStatus(deadline, today);
  if (deadline === 'ongoing') return <p className="mt-6">Applications: listed as ongoing.</p>;
  const until = formatDate(lastDayToApply(deadline));
  return status === 'closed' ? (
    <p className="mt-6" data-status="closed">
      <span className="mr-2 rounded bg-white px-2 py-0.5 font-bold text-ink">Closed</span>
      Applications were open till {until}; that deadline has passed.
    </p>
  ) : (
    <p className="mt-6" data-status="open">
      Applications open till {until}.
    </p>
  );
}
