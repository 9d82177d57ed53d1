import type { ComponentProps } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { cn } from '../../lib/cn.ts';
import type { OpeningStatus } from '../../lib/openings.ts';

/** How each status reads and looks, wherever an opening is listed (brand pages and the hub). */
const badges = {
  open: { label: 'dealers.status.open', className: 'bg-green-100 text-green-900' },
  closed: { label: 'dealers.status.closed', className: 'bg-slate-200 text-slate-900' },
  // An opening once listed as ongoing has no deadline to check against the build day: on a later
  // day, "ongoing" in the badge read as open now, and the listing is a year old.
  ongoing: { label: 'dealers.status.unconfirmed', className: 'bg-slate-100 text-slate-800' },
  unconfirmed: { label: 'dealers.status.unconfirmed', className: 'bg-slate-100 text-slate-800' },
} as const satisfies Record<OpeningStatus, { label: string; className: string }>;

type OpeningStatusBadgeProps = ComponentProps<'span'> & { status: OpeningStatus };

/** An opening's status as of the build day, in words (colour only repeats them). */
export function OpeningStatusBadge({ status, className, ...rest }: OpeningStatusBadgeProps) {
  const { t } = useI18n();
  return (
    <span
      className={cn(
        'rounded px-2 py-0.5 text-sm font-semibold',
        badges[status].className,
        className,
      )}
      {...rest}
    >
      {t(badges[status].label)}
    </span>
  );
}
