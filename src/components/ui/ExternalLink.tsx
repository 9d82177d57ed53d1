import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A link to another site. It opens in a new tab without giving that site a handle on this one
 * (`noopener`) or telling it where the visitor came from (`noreferrer`), and says so to screen
 * readers, since a new tab is otherwise a silent change of context.
 */
export function ExternalLink({ className, children, ...rest }: ComponentProps<'a'>) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 font-semibold underline underline-offset-4',
        className,
      )}
      {...rest}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
