import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a field's control needs to be tied to its label and its message. */
export type FieldControlProps = {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The control's id; the label and the message hang off it. */
  controlId: string;
  label: ReactNode;
  required?: boolean;
  /** The message shown under the control while its value is refused. */
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

export const controlClassName =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-xs focus-visible:border-brand-700 aria-[invalid=true]:border-red-700';

/**
 * One form field: a visible label (with an asterisk for required fields), its control and, while
 * the value is refused, a message tied to the control by `aria-describedby`.
 */
export function Field({
  controlId,
  label,
  required = false,
  error,
  children,
  className,
  ...rest
}: FieldProps) {
  const errorId = `${controlId}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)} {...rest}>
      <label htmlFor={controlId} className="font-medium text-ink">
        {label}
        {required ? (
          // The control's own `required` tells assistive technology; the star is for the eye.
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        className: controlClassName,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
