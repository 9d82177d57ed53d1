import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type Figure = { label: ReactNode; value: ReactNode; detail?: ReactNode };

type FigureListProps = ComponentProps<'dl'> & {
  figures: readonly Figure[];
  /** `split` puts short values at the right edge; `columns` suits long, multi-line values. */
  layout?: 'split' | 'columns';
};

const layouts = {
  split: { row: 'flex flex-wrap items-baseline justify-between gap-x-4', value: 'text-right' },
  columns: { row: 'grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4', value: '' },
} as const;

/** Label and value pairs, such as "Deposit ₹15–30 lakh", as a description list. */
export function FigureList({ figures, layout = 'split', className, ...rest }: FigureListProps) {
  const style = layouts[layout];
  return (
    <dl className={cn('divide-y divide-slate-200', className)} {...rest}>
      {figures.map((figure, index) => (
        <div key={index} className={cn('py-3', style.row)}>
          <dt className="text-slate-700">{figure.label}</dt>
          <dd className={cn('font-semibold', style.value)}>
            {figure.value}
            {figure.detail ? (
              <span className="block text-sm font-normal text-slate-700">{figure.detail}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
