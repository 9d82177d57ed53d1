import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type PrivacyNoticeProps = ComponentProps<'section'> & {
  /** The inbox that answers deletion requests. */
  email: string;
  businessName: string;
  /**
   * LEADS_RETENTION_DAYS at build time (src/config/retention.ts): how long requests are kept
   * before the server deletes them. Undefined: kept until the visitor or the owner deletes them.
   */
  retentionDays?: number | undefined;
};

/** What happens to what the visitor sends, in plain words (India's DPDP Act 2023 notice). */
export function PrivacyNotice({
  email,
  businessName,
  retentionDays,
  className,
  ...rest
}: PrivacyNoticeProps) {
  return (
    <section
      aria-labelledby="privacy-notice-title"
      className={cn('rounded-xl bg-slate-50 p-5 text-sm text-slate-700', className)}
      {...rest}
    >
      <h3 id="privacy-notice-title" className="text-base font-semibold text-ink">
        How we use your details
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          We collect only what you type into this form: your name, number, address, the fuel and
          inquiry type, your contract status and the date you would like us to contact you.
        </li>
        <li>We use them only to answer your request. We do not sell or share them.</li>
        <li>
          {retentionDays === undefined
            ? `${businessName} stores them on its own systems for as long as it takes to answer you and follow up on your request.`
            : `${businessName} stores them on its own systems for ${retentionDays} ${retentionDays === 1 ? 'day' : 'days'}, then deletes them automatically.`}
        </li>
        <li>
          You can ask us to see, correct or delete them at any time by writing to{' '}
          <a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
            {email}
          </a>
          , as India&apos;s Digital Personal Data Protection Act, 2023 (DPDP Act) provides.
        </li>
      </ul>
    </section>
  );
}
