import type { ComponentProps } from 'react';
import { dealershipPath } from '../../data/dealers/brands.ts';
import { describeOpeningReservation, siteTypeKeys } from '../../data/dealers/labels.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { localized } from '../../i18n/Localized.tsx';
import type { Translate } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { formatCount, formatDate, formatRange } from '../../lib/format.ts';
import type { OpeningAtAGlance } from '../../lib/openings-overview.ts';
import { OpeningStatusBadge } from '../dealers/OpeningStatusBadge.tsx';

type OpeningsAtAGlanceProps = ComponentProps<'div'> & {
  /** The openings, from the brands' content in the page's language (`openingsAtAGlance`). */
  openings: readonly OpeningAtAGlance[];
};

function deadlineText({ opening, brand }: OpeningAtAGlance, t: Translate, locale: Locale): string {
  if (opening.deadline === undefined) return t('hub.openings.noDeadline');
  return opening.deadline === 'ongoing'
    ? t('hub.openings.ongoingAsOf', { date: formatDate(brand.asOf, locale) })
    : formatDate(opening.deadline, locale);
}

/** The opening's other stated facts in one line: sites, plot, fee, quotas, notes. */
function details({ opening, brand }: OpeningAtAGlance, t: Translate, locale: Locale): string {
  const sites = opening.sites?.map((site) => t(siteTypeKeys[site])).join(', ');
  const sitesText =
    sites &&
    (opening.siteCount
      ? t('hub.openings.countedSites', { count: formatCount(opening.siteCount, locale), sites })
      : t('hub.openings.sites', { sites }));
  return [
    sitesText,
    opening.area && formatRange(opening.area, locale),
    opening.fee && t('hub.openings.fee', { fee: formatRange(opening.fee, locale) }),
    ...(opening.reservations ?? []).map((item) =>
      describeOpeningReservation(item, brand.reservations, brand.name, t, brand.sharedPortal),
    ),
    ...(opening.notes ?? []),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Every opening the brands list, open ones first and closed ones last, each marked. */
export const OpeningsAtAGlance = localized(OpeningsAtAGlanceBody);

function OpeningsAtAGlanceBody({ openings, className, ...rest }: OpeningsAtAGlanceProps) {
  const { locale, t } = useI18n();
  return (
    <div className={className} {...rest}>
      <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {openings.map((item, index) => {
          const more = details(item, t, locale);
          return (
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
                    href={localizedPath(dealershipPath(item.brand), locale)}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {item.brand.name}
                  </a>
                </span>
                <OpeningStatusBadge status={item.status} />
              </p>
              {/*
                A card may be no wider than a 360 px phone's column: the answer's column may
                shrink, and a word longer than it (Tamil குறிப்பிடப்படவில்லை) breaks rather than
                pushing the page sideways.
              */}
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-sm [&_dd]:break-words">
                <dt className="text-slate-700">{t('hub.openings.announced')}</dt>
                <dd>
                  {item.opening.when ? formatDate(item.opening.when, locale) : t('hub.notStated')}
                </dd>
                <dt className="text-slate-700">{t('hub.openings.deadline')}</dt>
                <dd>{deadlineText(item, t, locale)}</dd>
              </dl>
              {more ? <p className="mt-2 text-sm">{more}</p> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
