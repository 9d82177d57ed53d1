import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { cn } from '../../lib/cn.ts';

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
        <span className="whitespace-nowrap">{icon}</span>
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
 * readers, since a new tab is otherwise a silent change of context. It stays inline, so a long
 * label wraps like text; its vertical padding makes the target taller than the 24 px minimum
 * without changing the line height.
 */
export function ExternalLink({ className, children, ...rest }: ComponentProps<'a'>) {
  const { t } = useI18n();
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('py-1 font-semibold underline underline-offset-4', className)}
      {...rest}
    >
      {withIcon(children)}
      <span className="sr-only"> {t('link.newTab')}</span>
    </a>
  );
}
