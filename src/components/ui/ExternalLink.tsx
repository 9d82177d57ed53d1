import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The icon travels with the last word: when a long label wraps on a phone, the icon stays right
 * after the text instead of floating at the far edge of the line (as it would in a flex box).
 */
function withIcon(children: ReactNode): ReactNode {
  const icon = (
    <ExternalLinkIcon aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
  );
  if (typeof children !== 'string') {
    return (
      <>
        {children}
        <span className="whitespace-nowrap">&#8288;{icon}</span>
      </>
    );
  }
  const split = children.lastIndexOf(' ');
  return (
    <>
      {children.slice(0, split + 1)}
      <span className="whitespace-nowrap">
        {children.slice(split + 1)}
        {icon}
      </span>
    </>
  );
}

/**
 * A link to another site. It opens in a new tab without giving that site a handle on this one
 * (`noopener`) or telling it where the visitor came from (`noreferrer`), and says so to screen
 * readers, since a new tab is otherwise a silent change of context. It is an inline block, 44 px
 * tall on one line, so it is a full-size target and its text wraps like text.
 */
export function ExternalLink({ className, children, ...rest }: ComponentProps<'a'>) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-block py-2.5 font-semibold underline underline-offset-4', className)}
      {...rest}
    >
      {withIcon(children)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
