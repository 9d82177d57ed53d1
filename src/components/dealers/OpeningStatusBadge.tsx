import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { OpeningStatus } from '../../lib/openings';

/** How each status reads and looks, wherever an opening is listed (brand pages and the hub). */
const badges: Record<OpeningStatus, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-green-100 text-green-900' },
  closed: { label: 'Closed', className: 'bg-slate-200 text-slate-900' },
  ongoing: { label: 'Listed as ongoing', className: 'bg-amber-100 text-amber-950' },
  unconfirmed: { label: 'Deadline not stated', className: 'bg-slate-100 text-slate-800' },
};

type OpeningStatusBadgeProps = ComponentProps<'span'> & { status: OpeningStatus };

/** An opening's status as of the build day, in words (colour only repeats them). */
export function OpeningStatusBadge({ status, className, ...rest }: OpeningStatusBadgeProps) {
  return (
    <span
      className={cn(
        'rounded px-2 py-0.5 text-sm font-semibold',
        badges[status].className,
        className,
      )}
      {...rest}
    >
      {badges[status].label}
    </span>
  );
}
