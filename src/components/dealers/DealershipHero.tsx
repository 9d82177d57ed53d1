import { CalendarClock, Rocket } from 'lucide-react';
import type { Dealership } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { capitalise, formatCount, formatDate } from '../../lib/format.ts';
import { openingStatus } from '../../lib/openings.ts';
import { lastListedDeadline, listedOpeningsClosed } from '../../lib/dealer-cta.ts';
import { staleness } from '../../lib/staleness.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { PageHero } from '../ui/PageHero.tsx';

type DealershipHeroProps = {
  brand: Dealership;
  today: string;
};

/** The page top: the brand's outlet count, the date its figures are from, and its badge if any. */
export function DealershipHero({ brand, today }: DealershipHeroProps) {
  const { locale, t } = useI18n();
  const outletLabel = brand.outlets.qualifier
    ? t('dealers.hero.qualifiedOutlets', { qualifier: capitalise(brand.outlets.qualifier) })
    : t('dealers.hero.outlets');
  return (
    <PageHero title={brand.title} lead={brand.lead}>
      {brand.outletTarget ? (
        <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 font-semibold text-brand-800">
          <Rocket aria-hidden="true" className="size-4" />
          {t('dealers.hero.target', {
            brand: brand.name,
            count: formatCount(brand.outletTarget, locale),
            date: formatDate(brand.asOf, locale),
          })}
        </p>
      ) : null}
      {/* The one headline figure is the outlet count. We found the return (ROI) figures in no
          document of the brands, so none is shown; the investment section says why. */}
      <dl className="mt-8 max-w-xs [overflow-wrap:anywhere]">
        <div className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-slate-100">{outletLabel}</dt>
          <dd className="text-2xl font-bold sm:text-3xl">{formatCount(brand.outlets, locale)}</dd>
        </div>
      </dl>
      {brand.applicationsOpenUntil ? (
        <ApplicationWindow brand={brand} deadline={brand.applicationsOpenUntil} today={today} />
      ) : null}
      <p className="mt-6 flex items-center gap-2 text-slate-100">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
        {t('dealers.figuresAsOf', { date: formatDate(brand.asOf, locale) })}
      </p>
      {staleness(brand.asOf, today) === 'fresh' ? null : (
        <StaleFigures brand={brand} today={today} />
      )}
    </PageHero>
  );
}

function ApplicationWindow({
  brand,
  deadline,
  today,
}: {
  brand: Pick<Dealership, 'applicationsOpenUntil' | 'openings'>;
  deadline: string;
  today: string;
}) {
  const { locale, t } = useI18n();
  if (deadline === 'ongoing') return <p className="mt-6">{t('dealers.hero.ongoing')}</p>;
  const status = openingStatus(deadline, today);
  const date = formatDate(deadline, locale);
  // With every listed opening closed, the sentence names the last of all their deadlines.
  const allClosed = listedOpeningsClosed(brand, today);
  const lastDay = allClosed ? lastListedDeadline(brand) : undefined;
  return status === 'closed' ? (
    <p className="mt-6" data-status="closed">
      <span className="rounded bg-white px-2 py-0.5 font-bold text-ink">
        {t('dealers.status.closed')}
      </span>
      {/* Read as one line ("Closed: Applications were…"): the badge must not run into the
          sentence, and a colon hidden from the eye was read as a stray line by a text reader. */}
      :{' '}
      {lastDay === undefined
        ? t('dealers.hero.closed', { date })
        : t('dealers.hero.allClosed', { date: formatDate(lastDay, locale) })}
    </p>
  ) : (
    <p className="mt-6" data-status="open">
      {t('dealers.hero.open', { date })}
    </p>
  );
}

/**
 * Said plainly once the brand's figures are more than a year old on the build day (see
 * lib/staleness): an applicant deciding on money and land checks them at the source first.
 */
export function StaleFigures({
  brand,
  today,
}: {
  brand: Pick<Dealership, 'asOf' | 'portal' | 'selectionPortal'>;
  /** The build day (YYYY-MM-DD): whether the figures are surely more than a year old by then. */
  today: string;
}) {
  const { locale, t } = useI18n();
  const portal = brand.selectionPortal ?? brand.portal;
  return (
    <p
      role="note"
      data-stale-figures=""
      className="mt-4 max-w-3xl rounded-lg bg-amber-100 px-4 py-3 text-amber-950"
    >
      {t(staleness(brand.asOf, today) === 'old' ? 'dealers.staleOld' : 'dealers.stale', {
        date: formatDate(brand.asOf, locale),
      })}{' '}
      <ExternalLink href={portal.url}>{portal.label}</ExternalLink>
    </p>
  );
}
