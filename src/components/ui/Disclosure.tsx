import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type DisclosureProps = Omit<ComponentProps<'details'>, 'title'> & {
  /** What the closed card says: a question, or the name of what opens. */
  summary: ReactNode;
  /** Classes for the summary row (its text size and padding). */
  summaryClassName?: string;
  /** Classes for the part that opens. */
  bodyClassName?: string;
};

/**
 * A card that opens and closes: native `<details>`, so it works by keyboard and without any
 * script, tells assistive technology whether it is open, and keeps its contents in the HTML for
 * search engines. Nothing hydrates, nothing shifts.
 */
export function Disclosure({
  summary,
  summaryClassName,
  bodyClassName,
  className,
  children,
  ...rest
}: DisclosureProps) {
  return (
    <details
      className={cn('group rounded-xl border border-slate-200 bg-white', className)}
      {...rest}
    >
      <summary
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        <span>{summary}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className={bodyClassName}>{children}</div>
    </details>
  );
}
