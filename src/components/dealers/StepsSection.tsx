import type { BrandSection, Dealership, Step } from '../../data/dealers/schema.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatNumber, formatRange } from '../../lib/format.ts';
import type { SelectionPortal } from '../../lib/selection-portals.ts';
import { Section } from '../ui/Section.tsx';
import { SharedPortalNote } from './SharedPortalNote.tsx';

type ProgressPath = Extract<BrandSection, { kind: 'progress-path' }>;

type StepsSectionProps = {
  brand: Pick<
    Dealership,
    'name' | 'asOf' | 'steps' | 'applicationFee' | 'selectionTime' | 'setupTime'
  >;
  /** Draws the steps as a path: the steps after the brand's selection greyed. */
  path?: ProgressPath | undefined;
  tone: 'plain' | 'muted';
  /**
   * The portal the brand shares with others: the fee and the selection its steps show differ
   * from theirs here, and the portal's advertisement decides, so the note follows the steps.
   */
  sharedPortal?: SelectionPortal | undefined;
};

function stepFact(
  brand: StepsSectionProps['brand'],
  step: Step,
  t: Translate,
  locale: Locale,
): string | undefined {
  if (step.shows === 'applicationFee' && brand.applicationFee)
    return t('dealers.steps.fee', {
      fee: formatRange(brand.applicationFee, locale),
      date: formatDate(brand.asOf, locale),
    });
  const time =
    step.shows === 'selectionTime'
      ? brand.selectionTime
      : step.shows === 'setupTime'
        ? brand.setupTime
        : undefined;
  return time
    ? t('dealers.steps.time', { time: formatRange(time, locale), brand: brand.name })
    : undefined;
}

// Written out whole so Tailwind finds the classes; one row of steps on wide screens.
const columns: Record<number, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-3 xl:grid-cols-5',
};

/**
 * The numbered steps from application to a running outlet, with fees and durations. Drawn as a
 * path, the steps after the brand's selection are greyed and say why: they happen only for an
 * applicant the brand selects. Nothing marks a step as done (no tick, no progress bar): the page
 * cannot know what a visitor has done, and showing eligibility, application and selection as
 * behind someone who has done none of them would tell them selection is certain.
 */
export function StepsSection({ brand, path, tone, sharedPortal }: StepsSectionProps) {
  const { locale, t } = useI18n();
  const count = formatNumber(brand.steps.length, locale);
  return (
    <Section
      id="steps"
      title={t('dealers.steps.title', { count, brand: brand.name })}
      tone={tone}
      // A phone's Tamil steps grow past the deferred section's height estimate (with the
      // shared-portal note, and since 29 Nov 2026 Hindustan Petroleum's without it), and axe, run
      // as the page loads, measured their words against the footer (global.css,
      // `.laid-out-at-once`): laid out with the page instead, on every brand's page.
      className="laid-out-at-once"
    >
      <ol
        aria-label={t('dealers.steps.list')}
        className={cn('grid gap-4 md:grid-cols-2', columns[brand.steps.length])}
      >
        {brand.steps.map((step, index) => {
          const greyed = path !== undefined && index >= path.selectionStep;
          // Setting up the outlet comes only after the brand's selection, on every brand's page
          // (the step's `afterSelection`); on a path the greyed steps say so already.
          const afterSelection = greyed || step.afterSelection === true;
          const fact = stepFact(brand, step, t, locale);
          const number = formatNumber(index + 1, locale);
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
              {/* The number in the circle is drawn from an attribute, not written as text: "Step
                  4" says it in words, and a bare "4" in the page's text would read as a stray
                  figure after the previous step. */}
              <span
                aria-hidden="true"
                data-step={number}
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full font-bold before:content-[attr(data-step)]',
                  greyed ? 'border-2 border-slate-400 text-slate-600' : 'bg-brand-700 text-white',
                )}
              />
              <div>
                <p className="text-sm font-semibold text-slate-700">
                  {t('dealers.steps.step', { number })}
                  {afterSelection ? (
                    <span> {t('dealers.steps.afterSelection', { brand: brand.name })}</span>
                  ) : null}
                </p>
                <h3 className="font-bold">{step.title}</h3>
                {fact ? <p className="mt-1 text-slate-700">{fact}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
      {sharedPortal ? <SharedPortalNote portal={sharedPortal} className="mt-6" /> : null}
    </Section>
  );
}
