import type { HomeContent } from '../../data/home.ts';
import { dealershipHub, dealershipNav, eligibilityCheck, navName } from '../../data/navigation.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { GuidanceFee } from '../ui/GuidanceFee.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Section } from '../ui/Section.tsx';

type DealershipGuidesProps = {
  content: HomeContent['dealerships'];
  /** What our guidance costs, in the page's language (`site.guidanceFee`, translated). */
  guidanceFee: string;
};

/**
 * The way from Home to the dealership guides, for a visitor who came about a petrol pump rather
 * than fuel: the hub, the self-check and each brand's guide. Static text and links, no images, so
 * it takes its height in the first paint and shifts nothing.
 */
export const DealershipGuides = localized(DealershipGuidesBody);

function DealershipGuidesBody({ content, guidanceFee }: DealershipGuidesProps) {
  const { locale, t } = useI18n();
  return (
    <Section id={content.id} title={content.title} intro={content.lead}>
      <div className="flex flex-wrap gap-3">
        <LinkButton href={localizedPath(dealershipHub.path, locale)}>{content.hubLabel}</LinkButton>
        <LinkButton href={localizedPath(eligibilityCheck.path, locale)} variant="secondary">
          {navName(eligibilityCheck, t)}
        </LinkButton>
      </div>
      <ul aria-label={t('home.dealerships.guides')} className="mt-6 flex flex-wrap gap-x-6">
        {dealershipNav.map((entry) => (
          <li key={entry.path}>
            <a
              href={localizedPath(entry.path, locale)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
            >
              {navName(entry, t)}
            </a>
          </li>
        ))}
      </ul>
      <GuidanceFee fee={guidanceFee} className="mt-4 max-w-3xl text-slate-700" />
    </Section>
  );
}
