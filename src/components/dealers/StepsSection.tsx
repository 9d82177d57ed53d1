import { Check } from 'lucide-react';
import type { BrandSection, Dealership, Step } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber, formatRange } from '../../lib/format.ts';
import { Section } from '../ui/Section.tsx';

type ProgressPath = Extract<BrandSection, { kind: 'progress-path' }>;

type StepsSectionProps = {
  brand: Pick<Dealership, 'name' | 'steps' | 'applicationFee' | 'selectionTime' | 'setupTime'>;
  /** Draws the steps as a path: the first steps done, the rest greyed, and a progress bar. */
  path?: ProgressPath | undefined;
  tone: 'plain' | 'muted';
};

function stepFact(
  brand: StepsSectionProps['brand'],
  step: Step,
  t: Translate,
  locale: Locale,
): string | undefined {
  if (step.shows === 'applicationFee' && brand.applicationFee)
    return t('dealers.steps.fee', { fee: formatRange(brand.applicationFee, locale) });
  if (step.shows === 'selectionTime' && brand.selectionTime)
    return formatRange(brand.selectionTime, locale);
  if (step.shows === 'setupTime' && brand.setupTime) return formatRange(brand.setupTime, locale);
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
  const { locale, t } = useI18n();
  const count = formatNumber(brand.steps.length, locale);
  return (
    <Section id="steps" title={t('dealers.steps.title', { count, brand: brand.name })} tone={tone}>
      {path ? (
        <div className="mb-8 max-w-xl">
          <div
            role="progressbar"
            aria-label={t('dealers.steps.progress', { count })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={path.percent}
            aria-valuetext={t('dealers.steps.progressValue', {
              percent: formatNumber(path.percent, locale),
              first: formatNumber(1, locale),
              done: formatNumber(path.completedSteps, locale),
              count,
            })}
            className="h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-700"
              style={{ width: `${path.percent}%` }}
            />
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {t('dealers.steps.progressShort', { percent: formatNumber(path.percent, locale) })}
          </p>
        </div>
      ) : null}
      <ol
        aria-label={t('dealers.steps.list')}
        className={cn('grid gap-4 md:grid-cols-2', columns[brand.steps.length])}
      >
        {brand.steps.map((step, index) => {
          const greyed = path !== undefined && index >= path.completedSteps;
          const fact = stepFact(brand, step, t, locale);
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
                  {t('dealers.steps.step', { number: formatNumber(index + 1, locale) })}
                  {greyed ? <span> {t('dealers.steps.ahead')}</span> : null}
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
