import { useRef, type ComponentProps } from 'react';
import { I18nProvider, useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { UIStrings } from '../../i18n/ui.ts';
import {
  applicantFromQuery,
  checkEligibility,
  eligibilityStrings,
  hasAnswers,
  verdictSummary,
  type EligibilityBrand,
} from '../../lib/eligibility/index.ts';
import { guidanceFeeStrings } from '../ui/GuidanceFee.tsx';
import { siteTypeNameKeys } from '../../data/dealers/labels.ts';
import { AnswersForm } from './eligibility/AnswersForm.tsx';
import { BrandVerdict } from './eligibility/BrandVerdict.tsx';
import { ClosestBrands } from './eligibility/ClosestBrands.tsx';
import { useAnswers } from './eligibility/useAnswers.ts';

/**
 * The UI strings this island uses: the page picks them for it (see `pickStrings`). It recomputes
 * every verdict in the browser, so it carries the check's sentences (`eligibilityStrings`).
 */
export const eligibilityCheckStrings = [
  ...eligibilityStrings,
  ...guidanceFeeStrings,
  ...Object.values(siteTypeNameKeys),
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
  'eligibility.form.submit',
  'eligibility.form.clear',
  'eligibility.result.title',
  'eligibility.result.empty',
  'eligibility.closest.title',
  'eligibility.closest.titleNone',
  'eligibility.closest.nextLabel',
  'eligibility.closest.next',
  'eligibility.closest.nextNone',
  'eligibility.closest.askMissing',
  'eligibility.closest.officialPortal',
  'eligibility.closest.guide',
  'eligibility.quotas',
] as const;

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
  const resultRef = useRef<HTMLHeadingElement>(null);
  const { query, setAnswer, clearAnswers } = useAnswers(formRef);
  const applicant = applicantFromQuery(query);
  const answered = hasAnswers(applicant);
  const results = answered
    ? brands.map((brand) => checkEligibility(brand, applicant, t, locale))
    : [];

  return (
    <div className={className} {...rest}>
      <AnswersForm
        ref={formRef}
        query={query}
        setAnswer={setAnswer}
        clearAnswers={clearAnswers}
        onShowResult={() => resultRef.current?.focus()}
      />

      {/* Focusable from script only, so "Show my result" can take keyboard and screen reader there. */}
      <h3 ref={resultRef} tabIndex={-1} className="mt-8 scroll-mt-24 text-xl font-bold">
        {t('eligibility.result.title')}
      </h3>
      {answered ? (
        <ClosestBrands brands={brands} results={results} guidanceFee={guidanceFee} />
      ) : null}
      <p role="status" className="mt-2 font-medium">
        {answered ? verdictSummary(results, t, locale) : t('eligibility.result.empty')}
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
