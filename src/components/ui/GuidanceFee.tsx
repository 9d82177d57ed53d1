import type { ComponentProps } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';

type GuidanceFeeProps = ComponentProps<'p'> & {
  /**
   * The owner's sentence on what our guidance costs (`site.guidanceFee`), in the page's
   * language: the `guidanceFee` of `localizedContent('pages/site', locale)`.
   */
  fee: string;
};

/**
 * What our own dealership guidance costs, in the owner's words from `site.guidanceFee`. It sits
 * beside "Apply safely" and every dealership call to action, so nobody meets our offer of help
 * without its price, in a field where fees for "approval" are a known fraud.
 */
export function GuidanceFee({ fee, ...props }: GuidanceFeeProps) {
  const { t } = useI18n();
  return (
    <p {...props}>
      <strong>{t('dealers.guidanceFee')}</strong> {fee}
    </p>
  );
}
