import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type PageHeroProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  /** The line under the title. */
  lead?: ReactNode;
  /** Calls to action under the lead. */
  actions?: ReactNode;
};

/** The top band of a page: its one `<h1>`, a lead line and optional actions. */
export function PageHero({ title, lead, actions, className, children, ...rest }: PageHeroProps) {
  return (
    <div
      className={cn(
        'bg-gradient-to-br from-brand-800 to-ink px-4 py-16 text-white sm:py-24',
        className,
      )}
      {...rest}
    >
      <div className="mx-auto max-w-6xl">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-slate-100 sm:text-xl">{lead}</p> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        {children}
      </div>
    </div>
  );
}
