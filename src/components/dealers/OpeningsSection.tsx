import { describeOpeningReservation, siteTypeKeys } from '../../data/dealers/labels.ts';
import type { Dealership, Opening } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { languageTags, type Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { capitalise, formatCount, formatDate, formatRange } from '../../lib/format.ts';
import { openingStatus } from '../../lib/openings.ts';
import { Section } from '../ui/Section.tsx';
import { FigureList, type Figure } from './FigureList.tsx';
import { plotArea } from './LandSection.tsx';
import { OpeningStatusBadge } from './OpeningStatusBadge.tsx';

type OpeningsSectionProps = {
  brand: Pick<Dealership, 'name' | 'asOf' | 'openings' | 'eligibility'>;
  /** The day the page is built, YYYY-MM-DD: deadlines before it read as passed. */
  today: string;
  tone: 'plain' | 'muted';
  /** Whether it chooses dealers through a portal other brands share (`describeOpeningReservation`). */
  sharedPortal?: boolean;
};

function statusText(opening: Opening, today: string, asOf: string, t: Translate, locale: Locale) {
  const { deadline } = opening;
  const status = openingStatus(deadline, today);
  if (deadline === undefined) return { status, line: t('dealers.openings.unconfirmed') };
  if (deadline === 'ongoing') {
    return { status, line: t('dealers.openings.ongoing', { date: formatDate(asOf, locale) }) };
  }
  // The deadline as the brand listed it: a month stays a month, not a day it did not give.
  const date = formatDate(deadline, locale);
  const line = status === 'closed' ? 'dealers.openings.closed' : 'dealers.openings.open';
  return { status, line: t(line, { date }) };
}

/** "Rural and urban sites", "120 highway sites": the kinds in the language's list style. */
function describeSites(opening: Opening, t: Translate, locale: Locale): string | undefined {
  if (!opening.sites?.length) return undefined;
  const tag = languageTags[locale];
  const kinds = new Intl.ListFormat(tag, { type: 'conjunction' }).format(
    opening.sites.map((type) => t(siteTypeKeys[type]).toLocaleLowerCase(tag)),
  );
  const sites = opening.siteCount
    ? t('dealers.openings.siteCount', { count: formatCount(opening.siteCount, locale), kinds })
    : t('dealers.openings.siteKinds', { kinds });
  return capitalise(sites);
}

/** Openings the brand listed, each marked open, closed or undated as of the build day. */
export function OpeningsSection({ brand, today, tone, sharedPortal }: OpeningsSectionProps) {
  const { locale, t } = useI18n();
  if (!brand.openings) return null;
  return (
    <Section
      id="openings"
      title={brand.openings.title}
      intro={t('dealers.openings.intro', {
        asOf: formatDate(brand.asOf, locale),
        today: formatDate(today, locale),
      })}
      tone={tone}
    >
      <ul className="grid gap-4 md:grid-cols-2">
        {brand.openings.items.map((opening) => {
          const { status, line } = statusText(opening, today, brand.asOf, t, locale);
          const sites = describeSites(opening, t, locale);
          const figures: Figure[] = [];
          if (opening.when)
            figures.push({
              label: t('dealers.openings.when'),
              value: formatDate(opening.when, locale),
            });
          if (sites) figures.push({ label: t('dealers.openings.sites'), value: sites });
          if (opening.area) figures.push(plotArea(opening.area, t, locale));
          if (opening.fee)
            figures.push({
              label: t('dealers.openings.fee'),
              value: formatRange(opening.fee, locale),
            });
          if (opening.reservations?.length)
            figures.push({
              label: t('dealers.reservations'),
              value: opening.reservations
                .map((item) =>
                  describeOpeningReservation(
                    item,
                    brand.eligibility?.reservations,
                    brand.name,
                    t,
                    sharedPortal,
                  ),
                )
                // Semicolons: an item may carry its own comma ("quota in this opening, but …").
                .join('; '),
            });
          if (opening.notes?.length)
            figures.push({ label: t('dealers.openings.note'), value: opening.notes.join('; ') });
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
