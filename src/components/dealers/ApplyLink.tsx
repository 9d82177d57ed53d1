import type { Dealership } from '../../data/dealers/index.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { contactHref } from '../../lib/contact/prefill.ts';
import { GuidanceFee } from '../ui/GuidanceFee.tsx';
import { LinkButton } from '../ui/LinkButton.tsx';

type ApplyLinkProps = {
  brand: Pick<Dealership, 'slug'>;
  /** The button's words: the brand's own call to action. */
  label: string;
  /** What our guidance costs, in the page's language. */
  guidanceFee: string;
  feeClassName?: string;
};

/**
 * A dealership call to action: the contact form, in the page's language, with the brand chosen,
 * and what our help costs right under it, so nobody meets the offer without its price.
 */
export function ApplyLink({ brand, label, guidanceFee, feeClassName }: ApplyLinkProps) {
  const { locale } = useI18n();
  return (
    <>
      <LinkButton href={contactHref({ brand: brand.slug }, locale)} variant="inverse">
        {label}
      </LinkButton>
      <GuidanceFee fee={guidanceFee} className={feeClassName} />
    </>
  );
}
