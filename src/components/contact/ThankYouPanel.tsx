import { CircleCheck } from 'lucide-react';
import type { ComponentProps } from 'react';
import { thankYou } from '../../data/thank-you.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { cn } from '../../lib/cn.ts';
import { safetyText } from '../../lib/contact/callback.ts';
import { richText } from '../../i18n/rich-text.tsx';
import { publishedHost, site } from '../../config/site.ts';
import { hasWhatsApp, WhatsAppLink } from '../ui/WhatsAppLink.tsx';

type ThankYouPanelProps = ComponentProps<'div'> & {
  /** The request's short reference, to quote when calling. */
  reference?: string | null;
  /** How soon the team calls back, as a sentence in the page's language (`callbackSentence`). */
  callback?: string;
};

/**
 * The page the request was sent from. The panel shows once a request is accepted, in the
 * browser, so that is where the visitor is now; rendered elsewhere (a test), the site's address.
 */
function sentFrom(): string {
  const here = globalThis.location;
  return here ? `${here.origin}${here.pathname}` : site.url;
}

/** What the visitor sees once the server has accepted their request, and what happens next. */
export function ThankYouPanel({ reference, callback, className, ...rest }: ThankYouPanelProps) {
  const { t } = useI18n();
  return (
    <div
      role="region"
      aria-labelledby="contact-thanks-title"
      // Focus moves here so keyboard and screen-reader users land on the confirmation.
      tabIndex={-1}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-green-700 bg-green-50 px-6 py-12 text-center',
        className,
      )}
      {...rest}
    >
      <CircleCheck aria-hidden="true" className="size-12 text-green-700" />
      <h3 id="contact-thanks-title" className="text-2xl font-bold text-ink">
        {t(thankYou.title)}
      </h3>
      <p className="text-lg text-slate-800">{t(thankYou.message)}</p>
      {reference ? <RequestReference reference={reference} className="text-slate-800" /> : null}
      {callback ? <p className="text-slate-800">{callback}</p> : null}
      <p className="max-w-prose font-semibold text-slate-800">{safetyText(t, publishedHost)}</p>
      {reference && hasWhatsApp ? (
        <WhatsAppLink
          message={t('contact.thanks.whatsappMessage', {
            site: site.name,
            reference,
            url: sentFrom(),
          })}
          className="inline-flex min-h-11 items-center rounded-lg border border-green-700 px-5 font-semibold text-green-900 hover:bg-green-100"
        >
          {t('contact.thanks.whatsapp')}
        </WhatsAppLink>
      ) : null}
    </div>
  );
}

/**
 * The request's reference as the visitor is given it: on the panel, and on /contact/thanks, where
 * the server writes it for a visitor without JavaScript (server/contact/form-page.ts).
 */
export function RequestReference({
  reference,
  ...rest
}: ComponentProps<'p'> & { reference: string }) {
  const { t } = useI18n();
  return (
    <p {...rest}>
      {richText(t, 'contact.thanks.reference', {
        reference: <strong className="font-mono text-lg">{reference}</strong>,
      })}
    </p>
  );
}
