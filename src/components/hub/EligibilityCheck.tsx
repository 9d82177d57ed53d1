import { useRef, type ComponentProps } from 'react';
import { useI18n } from '../../i18n/I18n.tsx';
import { island } from '../../i18n/island.tsx';
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
import { useAnswers } from './eligibility/useAnswers.ts';

type EligibilityCheckProps = ComponentProps<'div'> & {
  /** Each brand's stated rules, and only those, to keep the page light, in the page's language. */
  brands: readonly EligibilityBrand[];
  /** The owner's sentence on what our guidance costs, in the page's language. */
  guidanceFee: string;
};

/**
 * The dictionary parts the self-check island receives. It recomputes every verdict in the
 * browser, so it carries the whole self-check message table ('eligibility.', all of
 * src/content/<locale>/ui/selfcheck.ts but the page's own words, 'eligibilityPage.'): a new
 * message needs no change here. Then the words its sentences share with the brand pages: site
 * types, on their own and inside a phrase, and the applicant groups (of which it asks about all
 * but 'experience', one short word too many), and, as whole keys, the guidance fee's label, the
 * new-tab note of its portal links and the note where a brand's own figures disagree.
 */
const parts = [
  'eligibility.',
  'dealers.site.',
  'dealers.siteName.',
  'dealers.group.',
  'dealers.guidanceFee',
  'dealers.investment.partsDisagree',
  'link.newTab',
] as const;

/**
 * The eligibility self-check: answers on the left, each brand's verdict with its reasons below.
 * Without JavaScript it cannot check anything, so the form is hidden and the page says so.
 */
export const EligibilityCheck = island(parts, EligibilityCheckBody);

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
