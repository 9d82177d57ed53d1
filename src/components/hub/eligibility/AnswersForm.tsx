import { useId, type ComponentProps, type ReactNode } from 'react';
import { reservationCategoryKeys, siteTypeNameKeys } from '#src/data/dealers/labels.ts';
import { useI18n } from '#src/i18n/I18n.tsx';
import type { Locale } from '#src/i18n/locales.ts';
import { numberWords } from '#src/i18n/number-words.ts';
import { cn } from '#src/lib/cn.ts';
import {
  applicantCategories,
  applicantEducationLevels,
  applicantSiteTypes,
  educationKeys,
  type AnswerKey,
} from '#src/lib/eligibility/index.ts';
import { formatArea, formatNumber, formatRange } from '#src/lib/format.ts';
import { areaUnits, type AreaUnit } from '#src/lib/land-units.ts';
import { Field } from '../../ui/Field.tsx';

const choice = 'inline-flex min-h-11 items-center gap-2 pr-3';
const box = 'size-5 accent-brand-700';
const button = 'min-h-11 rounded-lg px-5 py-2 font-semibold';

/** A group of radios or checkboxes under its legend, with an optional hint tied to the group. */
function Choices({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="font-medium">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-4">{children}</div>
    </fieldset>
  );
}

/** A land unit's name in the unit list: "square metres (sqm), not square feet", "acres". */
function areaUnitName(unit: AreaUnit, locale: Locale): string {
  const words = numberWords[locale];
  return unit === 'sqm' ? words.sqmName : words[unit].many;
}

type AnswersFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  /** The answers as the address holds them. */
  query: URLSearchParams;
  setAnswer: (key: AnswerKey, value: string) => void;
  clearAnswers: () => void;
  /** "Show my result": the result already follows the answers; this takes the visitor to it. */
  onShowResult: () => void;
};

/**
 * The self-check's questions. Each control is named by its address key, so before React loads
 * the form works natively: "Show my result" then sends the answers as the page's own address
 * (a GET to the same page), which is the state the check reads.
 */
export function AnswersForm({
  query,
  setAnswer,
  clearAnswers,
  onShowResult,
  className,
  ...rest
}: AnswersFormProps) {
  const { locale, t } = useI18n();
  const id = useId();
  const value = (key: AnswerKey) => query.get(key) ?? '';
  const text = (key: AnswerKey) => ({
    name: key,
    value: value(key),
    onChange: (event: { target: { value: string } }) => setAnswer(key, event.target.value),
  });
  const radio = (key: AnswerKey, option: string) => ({
    type: 'radio' as const,
    name: key,
    value: option,
    checked: value(key) === option,
    onChange: () => setAnswer(key, option),
    className: box,
  });
  const categories = new Set(value('cat').split(','));
  const toggleCategory = (category: (typeof applicantCategories)[number]) => {
    const next = new Set(categories);
    if (next.has(category)) next.delete(category);
    else next.add(category);
    setAnswer('cat', applicantCategories.filter((item) => next.has(item)).join(','));
  };
  /** A text or list field, its control tied to its label and hint. */
  const field = (key: AnswerKey, label: string, hint?: string) => ({
    controlId: `${id}-${key}`,
    label,
    hint,
  });

  return (
    <form
      aria-label={t('eligibility.form.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onShowResult();
      }}
      className={cn(
        'rounded-lg border border-slate-300 bg-white p-4 noscript:hidden sm:p-6',
        className,
      )}
      {...rest}
    >
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="sr-only">{t('eligibility.form.legend')}</legend>
        <Field {...field('age', t('eligibility.form.age'))}>
          {(control) => (
            <input inputMode="numeric" autoComplete="off" {...control} {...text('age')} />
          )}
        </Field>
        <Field
          {...field(
            'edu',
            t('eligibility.criterion.education'),
            t('eligibility.form.educationHint'),
          )}
        >
          {(control) => (
            <select {...control} {...text('edu')}>
              <option value="">{t('eligibility.form.choose')}</option>
              {applicantEducationLevels.map((level) => (
                <option key={level} value={level}>
                  {t(educationKeys[level])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Choices legend={t('eligibility.form.citizen')}>
          <label className={choice}>
            <input {...radio('citizen', 'yes')} /> {t('eligibility.form.yes')}
          </label>
          <label className={choice}>
            <input {...radio('citizen', 'no')} /> {t('eligibility.form.no')}
          </label>
        </Choices>
        <Choices legend={t('eligibility.form.site')} hint={t('eligibility.form.siteHint')}>
          {applicantSiteTypes.map((site) => (
            <label key={site} className={choice}>
              <input {...radio('site', site)} /> {t(siteTypeNameKeys[site])}
            </label>
          ))}
        </Choices>
        <div className="grid grid-cols-2 gap-3">
          <Field {...field('area', t('eligibility.form.area'), t('eligibility.form.areaHint'))}>
            {(control) => (
              <input inputMode="decimal" autoComplete="off" {...control} {...text('area')} />
            )}
          </Field>
          <Field
            {...field(
              'unit',
              t('eligibility.form.unit'),
              t('eligibility.form.unitHint', {
                acre: formatArea(1, 'acre', 1, locale),
                cents: formatArea(100, 'cent', 1, locale),
                guntas: formatArea(40, 'gunta', 1, locale),
                sqm: formatArea(4046.86, 'sqm', 1, locale),
              }),
            )}
          >
            {(control) => (
              <select {...control} {...text('unit')}>
                {areaUnits.map((unit) => (
                  <option key={unit} value={unit === 'sqm' ? '' : unit}>
                    {areaUnitName(unit, locale)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          {...field('frontage', t('eligibility.form.frontage'), t('eligibility.form.frontageHint'))}
        >
          {(control) => (
            <input inputMode="decimal" autoComplete="off" {...control} {...text('frontage')} />
          )}
        </Field>
        <Choices legend={t('eligibility.form.land')} hint={t('eligibility.form.landHint')}>
          <label className={choice}>
            <input {...radio('land', 'owned')} /> {t('eligibility.form.owned')}
          </label>
          <label className={choice}>
            <input {...radio('land', 'leased')} /> {t('eligibility.form.leased')}
          </label>
          <label className={choice}>
            <input {...radio('land', 'family')} /> {t('eligibility.form.family')}
          </label>
        </Choices>
        <Field {...field('lease', t('eligibility.form.lease'), t('eligibility.form.leaseHint'))}>
          {(control) => (
            <input inputMode="numeric" autoComplete="off" {...control} {...text('lease')} />
          )}
        </Field>
        <Choices legend={t('eligibility.form.categories')}>
          {applicantCategories.map((category) => (
            <label key={category} className={choice}>
              <input
                type="checkbox"
                name="cat"
                value={category}
                className={box}
                checked={categories.has(category)}
                onChange={() => toggleCategory(category)}
              />{' '}
              {t(reservationCategoryKeys[category])}
            </label>
          ))}
        </Choices>
        <Field
          {...field(
            'funds',
            t('eligibility.form.funds'),
            t('eligibility.form.fundsHint', {
              lakh: formatNumber(150, locale),
              amount: formatRange({ min: 1.5, unit: 'crore' }, locale),
            }),
          )}
        >
          {(control) => (
            <input inputMode="decimal" autoComplete="off" {...control} {...text('funds')} />
          )}
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button
            type="submit"
            className={cn(button, 'bg-brand-700 text-white hover:bg-brand-800')}
          >
            {t('eligibility.form.submit')}
          </button>
          <button
            type="button"
            onClick={clearAnswers}
            className={cn(button, 'border border-brand-700 text-brand-700 hover:bg-brand-50')}
          >
            {t('eligibility.form.clear')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
