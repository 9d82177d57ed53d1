import { useId } from 'react';
import { site } from '../../config/site.ts';
import type { Dealership } from '../../data/dealers/index.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { contactHref } from '../../lib/contact/prefill.ts';
import { GuidanceFee } from '../ui/GuidanceFee.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';
import { WhatsAppLink } from '../ui/WhatsAppLink.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { canonicalUrl } from '../../lib/seo.ts';

type ApplyLinkProps = {
  brand: Pick<Dealership, 'slug' | 'name'>;
  /** The button's words, which say whose help it offers (ours), never the brand's. */
  label: string;
  /** What our guidance costs, in the page's language. */
  guidanceFee: string;
  feeClassName?: string;
};

/**
 * A dealership call to action: the contact form, in the page's language, with the brand chosen.
 * The button's own words say it offers our help (the spec's "Apply with Indian Oil" read as the
 * oil company's own application, which is how fake dealership sites lure people); the line under
 * it says that it opens our form and that the brand takes applications only on its official
 * portal, and is
 * attached to the button (aria-describedby) so a screen reader says it too. What our help costs
 * follows, so nobody meets the offer without its price.
 */
export function ApplyLink({ brand, label, guidanceFee, feeClassName }: ApplyLinkProps) {
  const { locale, t } = useI18n();
  const noteId = useId();
  const page = canonicalUrl(site.url, localizedPath(`/services/${brand.slug}`, locale));
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <LinkButton
          href={contactHref({ brand: brand.slug }, locale)}
          variant="inverse"
          aria-describedby={noteId}
        >
          {label}
        </LinkButton>
        {/* The same request by chat, the brand named in the message (nothing while unset). */}
        <WhatsAppLink
          message={t('trust.message.brand', { site: site.name, brand: brand.name, url: page })}
          className="inline-flex min-h-11 items-center rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
        >
          {t('trust.whatsapp.brand', { brand: brand.name })}
        </WhatsAppLink>
      </div>
      <p id={noteId} className={feeClassName}>
        {t('dealers.cta.note', { site: site.name, brand: brand.name })}
      </p>
      <GuidanceFee fee={guidanceFee} className={feeClassName} />
    </>
  );
}
