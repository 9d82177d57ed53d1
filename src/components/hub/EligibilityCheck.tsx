import { useRef, type ComponentProps } from 'react';
import { I18nProvider, useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import {
  applicantFromQuery,
  checkBrands,
  hasAnswers,
  verdictSummary,
  type EligibilityBrand,
} from '../../lib/eligibility/index.ts';
import { AnswersForm } from './eligibility/AnswersForm.tsx';
import { BrandVerdict } from './eligibility/BrandVerdict.tsx';
import { ClosestBrands } from './eligibility/ClosestBrands.tsx';
import type { EligibilityCheckStrings } from './eligibility/strings.ts';
import { useAnswers } from './eligibility/useAnswers.ts';

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
  strings: EligibilityCheckStrings;
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
  const results = answered ? checkBrands(brands, applicant) : [];
  const words = { t, locale };

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
        <ClosestBrands
          brands={brands}
          applicant={applicant}
          results={results}
          guidanceFee={guidanceFee}
        />
      ) : null}
      <p role="status" className="mt-2 font-medium">
        {answered ? verdictSummary(results, words) : t('eligibility.result.empty')}
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
