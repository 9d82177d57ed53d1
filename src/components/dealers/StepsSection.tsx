import { Check } from 'lucide-react';
import type { BrandSection, Dealership, Step } from '../../data/dealers/schema';
import { cn } from '../../lib/cn';
import { formatRange } from '../../lib/format';
import { Section } from '../ui/Section';

type ProgressPath = Extract<BrandSection, { kind: 'progress-path' }>;

type StepsSectionProps = {
  brand: Pick<Dealership, 'name' | 'steps' | 'applicationFee' | 'selectionTime' | 'setupTime'>;
  /** Draws the steps as a path: the first steps done, the rest greyed, and a progress bar. */
  path?: ProgressPath | undefined;
  tone: 'plain' | 'muted';
};

function stepFact(brand: StepsSectionProps['brand'], step: Step): string | undefined {
  if (step.shows === 'applicationFee' && brand.applicationFee)
    return `Application fee ${formatRange(brand.applicationFee)}`;
  if (step.shows === 'selectionTime' && brand.selectionTime)
    return formatRange(brand.selectionTime);
  if (step.shows === 'setupTime' && brand.setupTime) return formatRange(brand.setupTime);
  return undefined;
}

// Written out whole so Tailwind finds the classes; one row of steps on wide screens.
const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-3 xl:grid-cols-5',
};

/** The numbered steps from application to a running outlet, with fees and durations. */
export function StepsSection({ brand, path, tone }: StepsSectionProps) {
  const count = brand.steps.length;
  return (
    <Section id="steps" title={`${count}-step path to your ${brand.name} outlet`} tone={tone}>
      {path ? (
        <div className="mb-8 max-w-xl">
          <div
            role="progressbar"
            aria-label={`Progress along the ${count}-step path`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={path.percent}
            aria-valuetext={`${path.percent}%: steps 1 to ${path.completedSteps} of ${count}`}
            className="h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700"
              style={{ width: `${path.percent}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-slate-700">{path.percent}% of the path</p>
        </div>
      ) : null}
      <ol aria-label="Steps" className={cn('grid gap-4 md:grid-cols-2', columns[count])}>
        {brand.steps.map((step, index) => {
          const greyed = path !== undefined && index >= path.completedSteps;
          const fact = stepFact(brand, step);
          return (
            <li
              key={step.title}
              data-greyed={greyed ? '' : undefined}
              className={cn(
                'flex gap-4 rounded-xl border p-5',
                greyed
                  ? 'border-dashed border-slate-300 bg-slate-100 text-slate-600'
                  : 'border-slate-200 bg-white',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full font-bold',
                  greyed ? 'border-2 border-slate-400 text-slate-600' : 'bg-brand-700 text-white',
                )}
              >
                {path && !greyed ? <Check className="size-5" /> : index + 1}
              </span>
              <div>
                <p className="text-sm font-semibold text-slate-700">
                  Step {index + 1}
                  {greyed ? <span> (still ahead)</span> : null}
                </p>
                <h3 className="font-bold">{step.title}</h3>
                {fact ? <p className="mt-1 text-slate-700">{fact}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
