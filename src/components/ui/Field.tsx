import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a field's control needs to be tied to its label, its hint and its message. */
export type FieldControlProps = {
  id: string;
  required: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
};

type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The control's id; the label, the hint and the message hang off it. */
  controlId: string;
  label: ReactNode;
  /** A line under the label that helps to fill the field in ("Only if the land is leased"). */
  hint?: ReactNode;
  required?: boolean;
  /** The message shown under the control while its value is refused. */
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
};

export const controlClassName =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink shadow-xs focus-visible:border-brand-700 aria-[invalid=true]:border-red-700';

/**
 * One form field, the site's only one (the contact form and the self-check): a visible label
 * (with an asterisk for required fields), an optional hint, its control and, while the value is
 * refused, a message. The hint and the message are tied to the control by `aria-describedby`.
 */
export function Field({
  controlId,
  label,
  hint,
  required = false,
  error,
  children,
  className,
  ...rest
}: FieldProps) {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
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
      {hint ? (
        <p id={hintId} className="-mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
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
