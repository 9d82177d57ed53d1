import {
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { reservationCategoryKeys, siteTypeKeys } from '../../data/dealers/labels.ts';
import { I18nProvider, useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { numberWords } from '../../i18n/number-words.ts';
import type { UIStrings } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { contactHref } from '../../lib/contact/prefill.ts';
import { formatArea, formatList, formatNumber, formatRange } from '../../lib/format.ts';
import { areaUnits, type AreaUnit } from '../../lib/land-units.ts';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { GuidanceFee, guidanceFeeStrings } from '../ui/GuidanceFee.tsx';
import {
  applicantCategories,
  applicantEducationLevels,
  applicantFromQuery,
  applicantSiteTypes,
  checkEligibility,
  closestBrands,
  educationKeys,
  eligibilityStrings,
  gapSummary,
  hasAnswers,
  statusText,
  verdictSummary,
  withAnswer,
  withFormAnswers,
  withoutAnswers,
  type AnswerKey,
  type BrandResult,
  type CriterionStatus,
  type EligibilityBrand,
  type VerdictKind,
} from '../../lib/eligibility/index.ts';
import { richText } from '../../i18n/rich-text.tsx';

/**
 * The UI strings this island uses: the page picks them for it (see `pickStrings`). It recomputes
 * every verdict in the browser, so it carries the check's sentences (`eligibilityStrings`).
 */
export const eligibilityCheckStrings = [
  ...eligibilityStrings,
  ...guidanceFeeStrings,
  'link.newTab',
  'eligibility.form.label',
  'eligibility.form.legend',
  'eligibility.form.age',
  'eligibility.form.choose',
  'eligibility.form.citizen',
  'eligibility.form.yes',
  'eligibility.form.no',
  'eligibility.form.site',
  'eligibility.form.area',
  'eligibility.form.areaHint',
  'eligibility.form.unit',
  'eligibility.form.unitHint',
  'eligibility.form.frontage',
  'eligibility.form.land',
  'eligibility.form.owned',
  'eligibility.form.leased',
  'eligibility.form.lease',
  'eligibility.form.leaseHint',
  'eligibility.form.categories',
  'eligibility.form.funds',
  'eligibility.form.fundsHint',
  'eligibility.form.clear',
  'eligibility.result.title',
  'eligibility.result.empty',
  'eligibility.closest.title',
  'eligibility.closest.nextLabel',
  'eligibility.closest.next',
  'eligibility.closest.officialPortal',
  'eligibility.closest.guide',
  'eligibility.quotas',
] as const;

/*
 * The answers live in the page address and nowhere else: the address is the form's state, so a
 * shared link restores the answers and the result, and nothing is sent or stored. Changing an
 * answer rewrites the address in place (no new history entry per keystroke).
 */

const ANSWERS_CHANGED = 'eligibility-answers-changed';

function subscribeToAddress(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ANSWERS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ANSWERS_CHANGED, onChange);
  };
}

/** The address's query; empty in the prerendered HTML and while hydrating, so both match. */
function useQuery(): URLSearchParams {
  const search = useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => '',
  );
  return new URLSearchParams(search);
}

function writeAnswers(next: URLSearchParams) {
  const url = new URL(window.location.href);
  url.search = next.toString();
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(ANSWERS_CHANGED));
}

function setAnswer(key: AnswerKey, value: string) {
  writeAnswers(withAnswer(new URLSearchParams(window.location.search), key, value));
}

const verdictStyles: Record<VerdictKind, string> = {
  likely: 'border-green-700 bg-green-50',
  'not-eligible': 'border-red-700 bg-red-50',
  check: 'border-amber-600 bg-amber-50',
  incomplete: 'border-slate-400 bg-slate-50',
};

const statusStyles: Record<CriterionStatus, string> = {
  meets: 'text-green-800',
  fails: 'text-red-800',
  'not-stated': 'text-amber-900',
  unanswered: 'text-slate-700',
};

const field = 'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2';
const choice = 'inline-flex min-h-11 items-center gap-2 pr-3';
const box = 'size-5 accent-brand-700';

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block font-medium">
      {label}
      {hint ? <span className="block text-sm font-normal text-slate-700">{hint}</span> : null}
      {children}
    </label>
  );
}

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">{children}</div>
    </fieldset>
  );
}

/** A land unit's name in the unit list: "sqm", "acres". */
function areaUnitName(unit: AreaUnit, locale: Locale): string {
  const words = numberWords[locale];
  return unit === 'sqm' ? words.sqm : words[unit].many;
}

/**
 * The head of the result: the brand or brands the visitor is closest to, what stands in the way
 * in plain words, and one next step for each: the brand's official portal, and our guidance with
 * that brand already chosen on the contact form, with what our help costs.
 */
function ClosestBrands({
  brands,
  results,
  guidanceFee,
}: {
  brands: readonly EligibilityBrand[];
  results: readonly BrandResult[];
  guidanceFee: string;
}) {
  const { locale, t } = useI18n();
  const closest = closestBrands(results);
  if (closest.length === 0) return null;
  return (
    <section
      aria-labelledby="closest-title"
      className="mt-4 rounded-lg border-2 border-brand-700 bg-white p-4 sm:p-6"
    >
      <h4 id="closest-title" className="text-lg font-bold">
        {t('eligibility.closest.title', {
          brands: formatList(
            closest.map((result) => result.name),
            locale,
          ),
        })}
      </h4>
      <ul className="mt-2 space-y-4">
        {closest.map((result) => {
          const portal = brands.find((brand) => brand.slug === result.slug)?.portal;
          return (
            <li key={result.slug}>
              <p>
                {closest.length > 1 ? <strong>{result.name}: </strong> : null}
                {gapSummary(result, t, locale)}
              </p>
              <p className="mt-1">
                <strong>{t('eligibility.closest.nextLabel')}</strong>{' '}
                {richText(t, 'eligibility.closest.next', {
                  portal: portal ? (
                    <ExternalLink href={portal.url} className="text-brand-700">
                      {portal.label}
                    </ExternalLink>
                  ) : (
                    t('eligibility.closest.officialPortal')
                  ),
                  guide: (
                    <a
                      href={contactHref({ brand: result.slug }, locale)}
                      className="py-1 font-semibold text-brand-700 underline underline-offset-4"
                    >
                      {t('eligibility.closest.guide', { brand: result.name })}
                    </a>
                  ),
                })}
              </p>
            </li>
          );
        })}
      </ul>
      <GuidanceFee fee={guidanceFee} className="mt-3 text-sm text-slate-700" />
    </section>
  );
}

function BrandVerdict({ result }: { result: BrandResult }) {
  const { t } = useI18n();
  return (
    <article
      aria-labelledby={`verdict-${result.slug}`}
      className={cn('rounded-lg border-l-4 p-4', verdictStyles[result.verdict.kind])}
    >
      <h3 id={`verdict-${result.slug}`} className="text-lg font-bold">
        {result.name}: {result.verdict.text}
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {result.criteria.map((item) => (
          <li key={item.id}>
            <strong className={statusStyles[item.status]}>
              {item.label}: {statusText(item.status, result.name, t)}.
            </strong>{' '}
            {item.reason}
          </li>
        ))}
      </ul>
      {result.categoryNotes.length > 0 ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">{t('eligibility.quotas')}</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {result.categoryNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}

type EligibilityCheckProps = ComponentProps<'div'> & {
  /** Each brand's stated rules, and only those, to keep the page light, in the page's language. */
  brands: readonly EligibilityBrand[];
  /** The owner's sentence on what our guidance costs, in the page's language. */
  guidanceFee: string;
};

/**
 * The eligibility self-check: answers on the left, each brand's verdict with its reasons below.
 * Without JavaScript it cannot check anything, so the form is hidden and the page says so.
 */
export function EligibilityCheck({
  locale,
  strings,
  ...props
}: EligibilityCheckProps & {
  locale: Locale;
  strings: Pick<UIStrings, (typeof eligibilityCheckStrings)[number]>;
}) {
  return (
    <I18nProvider locale={locale} strings={strings}>
      <EligibilityCheckBody {...props} />
    </I18nProvider>
  );
}

function EligibilityCheckBody({ brands, guidanceFee, className, ...rest }: EligibilityCheckProps) {
  const { locale, t } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const query = useQuery();
  const applicant = applicantFromQuery(query);
  const answered = hasAnswers(applicant);
  const results = answered
    ? brands.map((brand) => checkEligibility(brand, applicant, t, locale))
    : [];
  const categories = new Set(applicant.categories);

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
  const toggleCategory = (category: (typeof applicantCategories)[number]) => {
    const next = new Set(categories);
    if (next.has(category)) next.delete(category);
    else next.add(category);
    setAnswer('cat', applicantCategories.filter((item) => next.has(item)).join(','));
  };

  const summary = verdictSummary(results, t);

  // The form works natively while React loads (it hydrates on the first touch), so the choice
  // that woke it is already in the form: carry it into the address when React takes over.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const current = new URLSearchParams(window.location.search);
    const next = withFormAnswers(current, new FormData(formRef.current));
    if (next.toString() !== current.toString()) writeAnswers(next);
  }, []);

  return (
    <div className={className} {...rest}>
      <form
        ref={formRef}
        aria-label={t('eligibility.form.label')}
        onSubmit={(event) => event.preventDefault()}
        className="rounded-lg border border-slate-300 bg-white p-4 noscript:hidden sm:p-6"
      >
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">{t('eligibility.form.legend')}</legend>
          <Field label={t('eligibility.form.age')}>
            <input inputMode="numeric" autoComplete="off" className={field} {...text('age')} />
          </Field>
          <Field label={t('eligibility.criterion.education')}>
            <select className={field} {...text('edu')}>
              <option value="">{t('eligibility.form.choose')}</option>
              {applicantEducationLevels.map((level) => (
                <option key={level} value={level}>
                  {t(educationKeys[level])}
                </option>
              ))}
            </select>
          </Field>
          <Choices legend={t('eligibility.form.citizen')}>
            <label className={choice}>
              <input {...radio('citizen', 'yes')} /> {t('eligibility.form.yes')}
            </label>
            <label className={choice}>
              <input {...radio('citizen', 'no')} /> {t('eligibility.form.no')}
            </label>
          </Choices>
          <Choices legend={t('eligibility.form.site')}>
            {applicantSiteTypes.map((site) => (
              <label key={site} className={choice}>
                <input {...radio('site', site)} /> {t(siteTypeKeys[site])}
              </label>
            ))}
          </Choices>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('eligibility.form.area')} hint={t('eligibility.form.areaHint')}>
              <input inputMode="decimal" autoComplete="off" className={field} {...text('area')} />
            </Field>
            <Field
              label={t('eligibility.form.unit')}
              hint={t('eligibility.form.unitHint', {
                acre: formatArea(1, 'acre', 1, locale),
                cents: formatArea(100, 'cent', 1, locale),
              })}
            >
              <select className={field} {...text('unit')}>
                {areaUnits.map((unit) => (
                  <option key={unit} value={unit === 'sqm' ? '' : unit}>
                    {areaUnitName(unit, locale)}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <Field label={t('eligibility.form.frontage')}>
            <input inputMode="decimal" autoComplete="off" className={field} {...text('frontage')} />
          </Field>
          <Choices legend={t('eligibility.form.land')}>
            <label className={choice}>
              <input {...radio('land', 'owned')} /> {t('eligibility.form.owned')}
            </label>
            <label className={choice}>
              <input {...radio('land', 'leased')} /> {t('eligibility.form.leased')}
            </label>
          </Choices>
          <Field label={t('eligibility.form.lease')} hint={t('eligibility.form.leaseHint')}>
            <input inputMode="numeric" autoComplete="off" className={field} {...text('lease')} />
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
            label={t('eligibility.form.funds')}
            hint={t('eligibility.form.fundsHint', {
              lakh: formatNumber(150, locale),
              amount: formatRange({ min: 1.5, unit: 'crore' }, locale),
            })}
          >
            <input inputMode="decimal" autoComplete="off" className={field} {...text('funds')} />
          </Field>
          <div className="sm:col-span-2">
            <button
              type="button"
              onClick={() =>
                writeAnswers(withoutAnswers(new URLSearchParams(window.location.search)))
              }
              className="min-h-11 rounded-lg border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('eligibility.form.clear')}
            </button>
          </div>
        </fieldset>
      </form>

      <h3 className="mt-8 text-xl font-bold">{t('eligibility.result.title')}</h3>
      {answered ? (
        <ClosestBrands brands={brands} results={results} guidanceFee={guidanceFee} />
      ) : null}
      <p role="status" className="mt-2 font-medium">
        {answered ? summary : t('eligibility.result.empty')}
      </p>
      {answered ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {results.map((result) => (
            <BrandVerdict key={result.slug} result={result} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
