import type { ComponentProps } from 'react';
import type { Industry } from '../../data/home.ts';
import { cn } from '../../lib/cn.ts';
import { HomeIcon } from './HomeIcon.tsx';

type IndustryListProps = ComponentProps<'ul'> & { industries: Industry[] };

/** The sectors we supply, each with its icon. */
export function IndustryList({ industries, className, ...rest }: IndustryListProps) {
  return (
    <ul className={cn('grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4', className)} {...rest}>
      {industries.map((industry) => (
        <li
          key={industry.name}
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 text-center sm:p-6"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-50">
            <HomeIcon name={industry.icon} className="size-8 text-brand-700" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{industry.name}</h3>
        </li>
      ))}
    </ul>
  );
}
