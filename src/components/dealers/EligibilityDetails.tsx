import { describeReservation } from '../../data/dealers/labels.ts';
import type { Dealership } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate, UIKey } from '../../i18n/ui.ts';
import { formatRange } from '../../lib/format.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { FigureList, type Figure } from './FigureList.tsx';
import { describeTenure } from './LandSection.tsx';
import { richText } from '../../i18n/rich-text.tsx';
import type { SelectionPortal } from '../../lib/selection-portals.ts';
import { SharedPortalNote } from './SharedPortalNote.tsx';

type EligibilityBrand = Pick<
  Dealership,
  'name' | 'eligibility' | 'land' | 'portal' | 'selectionPortal'
>;

/**
 * The figures the brand states about who may apply, labelled in the language. A brand choosing
 * dealers through a portal other brands share gets no quotas of its own: that portal's
 * advertisement marks each location as open to all or kept for a group.
 */
function eligibilityFigures(
  brand: EligibilityBrand,
  t: Translate,
  locale: Locale,
  sharedPortal?: SelectionPortal,
): Figure[] {
  const { eligibility } = brand;
  const figures: Figure[] = [];
  if (eligibility?.age)
    figures.push({
      label: t('dealers.eligibility.age'),
      value: formatRange(eligibility.age, locale),
    });
  if (eligibility?.citizenship)
    figures.push({ label: t('dealers.eligibility.citizenship'), value: eligibility.citizenship });
  if (eligibility?.record)
    figures.push({ label: t('dealers.eligibility.record'), value: eligibility.record });
  if (eligibility?.education?.length)
    figures.push({
      label: t('dealers.eligibility.education'),
      value: <Lines items={eligibility.education.map((rule) => rule.text)} />,
    });
  if (eligibility?.financialProof?.length)
    figures.push({
      label: t('dealers.eligibility.financialProof'),
      value: <Lines items={eligibility.financialProof} />,
    });
  if (eligibility && sharedPortal)
    figures.push({
      label: t('dealers.reservations'),
      value: t('dealers.reservation.byAdvertisement', { portal: sharedPortal.label }),
    });
  else if (eligibility?.reservations?.length)
    figures.push({
      label: t('dealers.reservations'),
      value: <Lines items={eligibility.reservations.map((item) => describeReservation(item, t))} />,
    });
  if (eligibility?.priorDealershipRequired !== undefined)
    figures.push({
      label: t('dealers.eligibility.priorDealership'),
      value: t(
        eligibility.priorDealershipRequired
          ? 'dealers.eligibility.required'
          : 'dealers.eligibility.notNeeded',
      ),
    });
  // The land conditions are part of who can apply when the brand states nothing personal.
  if (!eligibility && brand.land?.tenure)
    figures.push({
      label: t('dealers.eligibility.land'),
      value: describeTenure(brand.land.tenure, t, locale),
    });
  if (!eligibility && brand.land?.clearances?.length)
    figures.push({
      label: t('dealers.eligibility.clearances'),
      value: <Lines items={brand.land.clearances} />,
    });
  return figures;
}

/**
 * The UI strings EligibilityDetails reads for this brand, and no others, for an island that
 * shows it (its strings are written into the page): found by labelling the brand's figures with
 * a translator that notes each key it is asked for.
 */
export function eligibilityStringsFor(
  brand: EligibilityBrand,
  sharedPortal?: SelectionPortal,
): UIKey[] {
  const used = new Set<UIKey>();
  const note: Translate = (key) => {
    used.add(key);
    return key;
  };
  eligibilityFigures(brand, note, 'en', sharedPortal);
  if (!brand.eligibility) used.add('dealers.eligibility.unstated').add('link.newTab');
  if (brand.eligibility && sharedPortal) {
    used.add('dealers.eligibility.sharedPortal').add('link.newTab');
  }
  return [...used];
}

type EligibilityDetailsProps = {
  brand: EligibilityBrand;
  /**
   * The selection portal the brand shares with other brands, if it does: its rules are then
   * followed by which rule decides where theirs, as given here, differ.
   */
  sharedPortal?: SelectionPortal | undefined;
};

/** Who may apply, as the brand states it; where it states nothing, says so and where to look. */
export function EligibilityDetails({ brand, sharedPortal }: EligibilityDetailsProps) {
  const { locale, t } = useI18n();
  const figures = eligibilityFigures(brand, t, locale, sharedPortal);
  const portal = brand.selectionPortal ?? brand.portal;
  return (
    <div>
      {figures.length ? <FigureList figures={figures} layout="columns" /> : null}
      {brand.eligibility && sharedPortal ? (
        <SharedPortalNote portal={sharedPortal} className="mt-4" />
      ) : null}
      {brand.eligibility ? null : (
        <p className="mt-4 text-slate-700">
          {richText(
            t,
            'dealers.eligibility.unstated',
            {
              portal: (
                <ExternalLink href={portal.url} className="text-brand-800">
                  {portal.label}
                </ExternalLink>
              ),
            },
            { brand: brand.name },
          )}
        </p>
      )}
    </div>
  );
}

function Lines({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
