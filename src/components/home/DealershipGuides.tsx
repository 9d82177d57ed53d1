import type { HomeContent } from '../../data/home';
import { dealershipHub, dealershipNav, eligibilityCheck } from '../../data/navigation';
import { GuidanceFee } from '../ui/GuidanceFee';
import { LinkButton } from '../ui/LinkButton';
import { Section } from '../ui/Section';

type DealershipGuidesProps = { content: HomeContent['dealerships'] };

/**
 * The way from Home to the dealership guides, for a visitor who came about a petrol pump rather
 * than fuel: the hub, the self-check and each brand's guide. Static text and links, no images, so
 * it takes its height in the first paint and shifts nothing.
 */
export function DealershipGuides({ content }: DealershipGuidesProps) {
  return (
    <Section id={content.id} title={content.title} intro={content.lead}>
      <div className="flex flex-wrap gap-3">
        <LinkButton href={dealershipHub.path}>{content.hubLabel}</LinkButton>
        <LinkButton href={eligibilityCheck.path} variant="secondary">
          {eligibilityCheck.name}
        </LinkButton>
      </div>
      <ul aria-label="Dealership guides" className="mt-6 flex flex-wrap gap-x-6">
        {dealershipNav.map((entry) => (
          <li key={entry.path}>
            <a
              href={entry.path}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ul>
      <GuidanceFee className="mt-4 max-w-3xl text-slate-700" />
    </Section>
  );
}
