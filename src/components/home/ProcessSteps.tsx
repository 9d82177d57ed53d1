import type { ComponentProps } from 'react';
import type { ProcessStep } from '../../data/home.ts';
import { cn } from '../../lib/cn.ts';

type ProcessStepsProps = ComponentProps<'ol'> & { steps: ProcessStep[] };

/** The numbered steps from first call to steady supply. */
export function ProcessSteps({ steps, className, ...rest }: ProcessStepsProps) {
  return (
    <ol className={cn('space-y-8', className)} {...rest}>
      {steps.map((step) => (
        <li key={step.number} className="flex gap-5">
          <span className="text-4xl leading-none font-bold text-brand-700 tabular-nums">
            {step.number}
          </span>
          <div>
            <h3 className="text-xl font-semibold">{step.title}</h3>
            <p className="mt-1 text-slate-700">{step.desc}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
