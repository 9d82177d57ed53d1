import type { AboutContent } from '../../data/about.ts';
import { figuresAreSamples } from '../../data/figures.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { LinkButton } from '../ui/LinkButton.tsx';
import { Section } from '../ui/Section.tsx';

type AboutClosingProps = { closing: AboutContent['closing'] };

/**
 * The invitation to get in touch, and the line on when we started and whom we serve, once its
 * figures are the owner's, not samples.
 */
export const AboutClosing = localized(AboutClosingBody);

function AboutClosingBody({ closing }: AboutClosingProps) {
  const { locale } = useI18n();
  return (
    <Section id="get-in-touch" tone="muted" title={closing.title} intro={closing.lead}>
      <LinkButton href={localizedPath(closing.action.href, locale)}>
        {closing.action.label}
      </LinkButton>
      {/* The client count is one of the figures the owner has not confirmed yet: "Founded in
          2020, … serves 1200+ clients" read as fact before the sample label that followed it. */}
      {figuresAreSamples ? null : (
        <p className="mt-10 border-t border-slate-200 pt-6 text-slate-700">{closing.footnote}</p>
      )}
    </Section>
  );
}
