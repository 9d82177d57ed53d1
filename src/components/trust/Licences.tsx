import type { ComponentProps } from 'react';
import { site } from '../../config/site.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localized } from '../../i18n/Localized.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { cn } from '../../lib/cn.ts';
import { licenceLines, licencesShown } from '../../lib/trust/facts.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Panel } from '../ui/Panel.tsx';

type LicencesProps = ComponentProps<'section'> & {
  locale: Locale;
  /** Heading level: 2 as a page section, 3 inside one. */
  level?: 2 | 3;
};

/**
 * Our licences and registration in full (Contact, About): each number with a link to the public
 * register that confirms it. Renders nothing until the owner has set at least one.
 */
export const Licences = localized(LicencesBody);

function LicencesBody({ level = 2, className, ...rest }: Omit<LicencesProps, 'locale'>) {
  const { locale, t } = useI18n();
  const lines = licenceLines(licencesShown(site.licences), locale, t);
  if (lines.length === 0) return null;
  return (
    <Panel
      title={t('trust.licences.title')}
      level={level}
      headingClassName="text-xl font-bold tracking-tight sm:text-2xl"
      className={cn('flex flex-col gap-3', className)}
      {...rest}
    >
      <p className="text-slate-700">{t('trust.licences.intro')}</p>
      <dl className="grid gap-3">
        {lines.map((line) => (
          <div
            key={`${line.label} ${line.number}`}
            className="rounded-xl border border-slate-200 p-4"
          >
            <dt className="font-semibold text-ink">{line.label}</dt>
            <dd className="font-mono break-words text-slate-800">{line.number}</dd>
            <dd>
              <ExternalLink href={line.register}>{line.check}</ExternalLink>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** The footer's compact line of the same numbers, without the links: Contact and About have them. */
export function FooterLicences({ className, ...rest }: ComponentProps<'dl'>) {
  const { locale, t } = useI18n();
  const lines = licenceLines(licencesShown(site.licences), locale, t);
  if (lines.length === 0) return null;
  return (
    <dl
      aria-label={t('trust.licences.title')}
      className={cn('space-y-1 text-sm', className)}
      {...rest}
    >
      {lines.map((line) => (
        <div key={`${line.label} ${line.number}`}>
          <dt className="inline">{line.label}: </dt>
          <dd className="inline font-mono break-words">{line.number}</dd>
        </div>
      ))}
    </dl>
  );
}
