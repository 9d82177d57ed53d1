import type { Dealership } from '../../data/dealers/schema';
import { describeReservation } from '../../data/dealers/labels';
import { formatRange } from '../../lib/format';
import { ExternalLink } from '../ui/ExternalLink';
import { FigureList, type Figure } from './FigureList';
import { describeTenure } from './LandSection';

type EligibilityDetailsProps = {
  brand: Pick<Dealership, 'name' | 'eligibility' | 'land' | 'portal' | 'selectionPortal'>;
};

/** Who may apply, as the brand states it; where it states nothing, says so and where to look. */
export function EligibilityDetails({ brand }: EligibilityDetailsProps) {
  const { eligibility } = brand;
  const figures: Figure[] = [];
  if (eligibility?.age) figures.push({ label: 'Age', value: formatRange(eligibility.age) });
  if (eligibility?.citizenship)
    figures.push({ label: 'Citizenship', value: eligibility.citizenship });
  if (eligibility?.record) figures.push({ label: 'Record', value: eligibility.record });
  if (eligibility?.education?.length)
    figures.push({
      label: 'Education',
      value: <Lines items={eligibility.education.map((rule) => rule.text)} />,
    });
  if (eligibility?.financialProof?.length)
    figures.push({ label: 'Financial proof', value: <Lines items={eligibility.financialProof} /> });
  if (eligibility?.reservations?.length)
    figures.push({
      label: 'Quotas and preferences',
      value: <Lines items={eligibility.reservations.map(describeReservation)} />,
    });
  if (eligibility?.priorDealershipRequired !== undefined)
    figures.push({
      label: 'Earlier dealership',
      value: eligibility.priorDealershipRequired ? 'Required' : 'Not needed',
    });
  // The land conditions are part of who can apply when the brand states nothing personal.
  if (!eligibility && brand.land?.tenure)
    figures.push({ label: 'Land', value: describeTenure(brand.land.tenure) });
  if (!eligibility && brand.land?.clearances?.length)
    figures.push({ label: 'Clearances', value: <Lines items={brand.land.clearances} /> });

  const portal = brand.selectionPortal ?? brand.portal;
  return (
    <div>
      {figures.length ? <FigureList figures={figures} layout="columns" /> : null}
      {eligibility ? null : (
        <p className="mt-4 text-slate-700">
          Personal criteria such as age, education and finances are not stated in our source. Each
          advertisement on{' '}
          <ExternalLink href={portal.url} className="text-brand-800">
            {portal.label}
          </ExternalLink>{' '}
          lists them.
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
