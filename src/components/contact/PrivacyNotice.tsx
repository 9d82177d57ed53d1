import type { ComponentProps } from 'react';
import { daysInBackupCopies } from '../../config/retention.ts';
import { site } from '../../config/site.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { localized } from '../../i18n/Localized.tsx';
import { cn } from '../../lib/cn.ts';
import { richText } from '../../i18n/rich-text.tsx';
import { Panel } from '../ui/Panel.tsx';

type PrivacyNoticeProps = ComponentProps<'section'> & {
  locale: Locale;
  /**
   * The inbox that answers deletion requests (`publicContact.email`): undefined while it is a
   * sample, and the visitor is then sent to the form on the same page, which reaches us.
   */
  email: string | undefined;
  /** The business's name; the site's own by default. */
  businessName?: string;
  /**
   * LEADS_RETENTION_DAYS at build time (src/config/retention.ts): how long requests are kept
   * before the server deletes them. Undefined: kept until the visitor or the owner deletes them.
   */
  retentionDays?: number | undefined;
};

const linkClass = 'font-medium text-brand-700 underline';

/** The year of India's Digital Personal Data Protection Act, named in the notice. */
const DPDP_ACT_YEAR = 2023;

/** What happens to what the visitor sends, in plain words (India's DPDP Act 2023 notice). */
export const PrivacyNotice = localized(PrivacyNoticeBody);

function PrivacyNoticeBody({
  email,
  businessName = site.name,
  retentionDays,
  className,
  ...rest
}: Omit<PrivacyNoticeProps, 'locale'>) {
  const { t } = useI18n();
  return (
    <Panel
      title={t('contact.privacy.title')}
      level={3}
      headingClassName="text-base font-semibold text-ink"
      className={cn('rounded-xl bg-slate-50 p-5 text-sm text-slate-700', className)}
      {...rest}
    >
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('contact.privacy.collect')}</li>
        <li>{t('contact.privacy.use')}</li>
        <li>
          {retentionDays === undefined
            ? t('contact.privacy.keptWhileNeeded', { business: businessName })
            : t(retentionDays === 1 ? 'contact.privacy.keptOneDay' : 'contact.privacy.keptDays', {
                business: businessName,
                days: retentionDays,
              })}
        </li>
        {retentionDays !== undefined && (
          <li>{t('contact.privacy.backupDays', { days: daysInBackupCopies(retentionDays) })}</li>
        )}
        <li>
          {email
            ? richText(
                t,
                'contact.privacy.rights',
                {
                  email: (
                    <a href={`mailto:${email}`} className={linkClass}>
                      {email}
                    </a>
                  ),
                },
                { year: DPDP_ACT_YEAR },
              )
            : richText(
                t,
                'contact.privacy.rightsByForm',
                // The form is on the same page, above the notice (/contact and /contact/check).
                {
                  form: (
                    <a href="#contact-form-title" className={linkClass}>
                      {t('contact.privacy.form')}
                    </a>
                  ),
                },
                { year: DPDP_ACT_YEAR },
              )}
        </li>
      </ul>
    </Panel>
  );
}
