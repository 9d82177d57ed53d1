import { ExternalLink } from 'lucide-react';
import type { InfoLink, InfoPage } from '../../data/info-pages.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { Section } from '../ui/Section.tsx';

function InfoPageLink({ link }: { link: InfoLink }) {
  const { locale, t } = useI18n();
  const className =
    'inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';
  if (!link.external) {
    return (
      <a href={localizedPath(link.href, locale)} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {link.label}
      <span className="sr-only">{` ${t('info.external')}`}</span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

/** The body of a footer info page: a hero with its heading and lead, then its sections. */
export const InfoPageContent = localized(InfoPageBody);

function InfoPageBody({ page }: { page: InfoPage }) {
  return (
    <>
      <PageHero title={page.title} lead={page.lead} />
      {page.sections.map((section, index) => (
        <Section
          key={section.heading}
          id={`section-${index + 1}`}
          title={section.heading}
          tone={index % 2 === 0 ? 'plain' : 'muted'}
        >
          <div className="max-w-3xl space-y-4 text-lg text-slate-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {section.links ? (
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
              {section.links.map((link) => (
                <li key={link.href}>
                  <InfoPageLink link={link} />
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ))}
    </>
  );
}
