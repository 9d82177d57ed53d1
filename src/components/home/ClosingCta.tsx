import type { HomeContent } from '../../data/home.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { Localized } from '../../i18n/Localized.tsx';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Section } from '../ui/Section.tsx';

type ClosingCtaProps = { closing: HomeContent['closing'] };

/** The last word on the home page: one clear way to reach the team. */
export function ClosingCta({ locale, ...props }: ClosingCtaProps & { locale: Locale }) {
  return (
    <Localized locale={locale}>
      <ClosingCtaBody {...props} />
    </Localized>
  );
}

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
