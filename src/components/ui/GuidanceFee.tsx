import type { ComponentProps } from 'react';
import { site } from '../../config/site';

/**
 * What our own dealership guidance costs, in the owner's words from `site.guidanceFee`. It sits
 * beside "Apply safely" and every dealership call to action, so nobody meets our offer of help
 * without its price, in a field where fees for "approval" are a known fraud.
 */
export function GuidanceFee(props: ComponentProps<'p'>) {
  return (
    <p {...props}>
      <strong>What our help costs:</strong> {site.guidanceFee}
    </p>
  );
}
