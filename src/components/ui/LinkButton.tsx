import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type LinkButtonProps = ComponentProps<'a'> & {
  variant?: 'primary' | 'secondary' | 'inverse';
};

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50',
} as const;

/** A link that looks like a button: for calls to action that navigate. */
export function LinkButton({ variant = 'primary', className, children, ...rest }: LinkButtonProps) {
  return (
    <a
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors',
        variants[variant],
        className,
      )}
      {...rest}
    >
      {children}
    </a>
  );
}
