import type { HomeContent } from '../../data/home.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Section } from '../ui/Section.tsx';

type ClosingCtaProps = { closing: HomeContent['closing'] };

/** The last word on the home page: one clear way to reach the team. */
export const ClosingCta = localized(ClosingCtaBody);

function ClosingCtaBody({ closing }: ClosingCtaProps) {
  const { locale } = useI18n();
  return (
    <Section id={closing.id} tone="muted" title={closing.title} intro={closing.lead}>
      <LinkButton href={localizedPath(closing.action.href, locale)}>
        {closing.action.label}
      </LinkButton>
    </Section>
  );
}
