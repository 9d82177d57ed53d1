import { reservationCategoryKeys, siteTypeKeys } from '../../data/dealers/labels.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate, UIKey } from '../../i18n/ui.ts';
import { formatList } from '../format.ts';
import {
  applicantCategories,
  tidied,
  type BrandResult,
  type CriterionStatus,
  type VerdictKind,
} from './rules.ts';

/*
 * Site types and applicant groups are named with the brand guides' keys (../data/dealers/
 * labels.ts), so a group reads the same on a brand page, in the comparison and in the check.
 */

/**
 * Every UI string the check's sentences use (`checkEligibility`, `verdictSummary`, `gapSummary`,
 * `statusText`, the education and group names): what the self-check island picks for the
 * browser, which recomputes the verdicts. (A quota or preference is named by the group a visitor
 * ticked, so "experience", which cannot be ticked, is not needed.)
 */
export const eligibilityStrings = [
  ...Object.values(siteTypeKeys),
  ...applicantCategories.map((category) => reservationCategoryKeys[category]),
  'eligibility.age.ask',
  'eligibility.age.gap',
  'eligibility.age.notListed',
  'eligibility.age.reason',
  'eligibility.age.unanswered',
  'eligibility.area.ask',
  'eligibility.area.gap',
  'eligibility.area.notListed',
  'eligibility.area.reason',
  'eligibility.area.unanswered',
  'eligibility.category.none',
  'eligibility.category.notStated',
  'eligibility.category.quotaShare',
  'eligibility.category.quota',
  'eligibility.category.preference',
  'eligibility.criterionStatus',
  'eligibility.citizenship.ask',
  'eligibility.citizenship.fails',
  'eligibility.citizenship.gap',
  'eligibility.citizenship.meets',
  'eligibility.citizenship.notListed',
  'eligibility.citizenship.unanswered',
  'eligibility.criterion.age',
  'eligibility.criterion.area',
  'eligibility.criterion.citizenship',
  'eligibility.criterion.education',
  'eligibility.criterion.frontage',
  'eligibility.criterion.funds',
  'eligibility.criterion.tenure',
  'eligibility.education.ask',
  'eligibility.education.chooseSite',
  'eligibility.education.notListed',
  'eligibility.education.notListedForSite',
  'eligibility.education.reason',
  'eligibility.education.unanswered',
  'eligibility.frontage.ask',
  'eligibility.frontage.gap',
  'eligibility.frontage.notListed',
  'eligibility.frontage.reason',
  'eligibility.frontage.unanswered',
  'eligibility.funds.ask',
  'eligibility.funds.askOwnLand',
  'eligibility.funds.askTotal',
  'eligibility.funds.fromInAll',
  'eligibility.funds.disagree',
  'eligibility.funds.disagreeFunds',
  'eligibility.funds.fromOwnLand',
  'eligibility.funds.gap',
  'eligibility.funds.ifOwned',
  'eligibility.funds.noTotal',
  'eligibility.funds.notListed',
  'eligibility.funds.ownLand',
  'eligibility.funds.reason',
  'eligibility.funds.totalOnly',
  'eligibility.funds.totalOnlyMeets',
  'eligibility.funds.unanswered',
  'eligibility.gaps.ask',
  'eligibility.gaps.check',
  'eligibility.gaps.incomplete',
  'eligibility.gaps.likely',
  'eligibility.gaps.missing',
  'eligibility.level.below10',
  'eligibility.level.class10',
  'eligibility.level.class12',
  'eligibility.level.diploma',
  'eligibility.level.graduate',
  'eligibility.site.choose',
  'eligibility.siteNote',
  'eligibility.sites',
  'eligibility.status.fails',
  'eligibility.status.meets',
  'eligibility.status.notStated',
  'eligibility.status.unanswered',
  'eligibility.summary.check',
  'eligibility.summary.incomplete',
  'eligibility.summary.likely',
  'eligibility.summary.notEligible',
  'eligibility.tenure.ask',
  'eligibility.tenure.askOwned',
  'eligibility.tenure.gap',
  'eligibility.tenure.leaseOnly',
  'eligibility.tenure.leaseUnanswered',
  'eligibility.tenure.notListed',
  'eligibility.tenure.ownedMeets',
  'eligibility.tenure.reason',
  'eligibility.tenure.unanswered',
  'eligibility.verdict.check',
  'eligibility.verdict.failsMany',
  'eligibility.verdict.failsOne',
  'eligibility.verdict.likely',
  'eligibility.verdict.openMany',
  'eligibility.verdict.openOne',
] as const satisfies readonly UIKey[];

const statusKeys = {
  meets: 'eligibility.status.meets',
  fails: 'eligibility.status.fails',
  'not-stated': 'eligibility.status.notStated',
  unanswered: 'eligibility.status.unanswered',
} as const satisfies Record<CriterionStatus, UIKey>;

/** The word a status is shown with, so colour is never the only signal. */
export function statusText(status: CriterionStatus, brandName: string, t: Translate): string {
  return t(statusKeys[status], { brand: brandName });
}

/** A criterion's name and its status as one sentence, in the language's punctuation: "Age: Meets." */
export function criterionStatusText(
  criterion: { label: string; status: CriterionStatus },
  brandName: string,
  t: Translate,
): string {
  return t('eligibility.criterionStatus', {
    criterion: criterion.label,
    status: statusText(criterion.status, brandName, t),
  });
}

const summaryKeys = {
  likely: 'eligibility.summary.likely',
  check: 'eligibility.summary.check',
  'not-eligible': 'eligibility.summary.notEligible',
  incomplete: 'eligibility.summary.incomplete',
} as const satisfies Record<VerdictKind, UIKey>;

/** The one-line summary read out when the result changes, brands grouped by verdict. */
export function verdictSummary(
  results: readonly BrandResult[],
  t: Translate,
  locale: Locale,
): string {
  // The order a reader needs them in: who is likely eligible first, who needs answers last.
  const kinds: VerdictKind[] = ['likely', 'check', 'not-eligible', 'incomplete'];
  return kinds
    .map((kind) => [kind, results.filter((result) => result.verdict.kind === kind)] as const)
    .filter(([, matching]) => matching.length > 0)
    .map(([kind, matching]) =>
      t(summaryKeys[kind], {
        brands: formatList(
          matching.map((result) => result.name),
          locale,
        ),
      }),
    )
    .join(' ');
}

/**
 * What stands between the visitor and one brand, in plain words, for the head of the result, in
 * the language `t` translates into (`locale` joins the lists).
 */
export function gapSummary(result: BrandResult, translate: Translate, locale: Locale): string {
  const t = tidied(translate);
  const gaps = (status: CriterionStatus) =>
    result.criteria.filter((item) => item.status === status && item.gap).map((item) => item.gap!);
  const missing = gaps('fails');
  const toAsk = gaps('not-stated');
  const ask =
    toAsk.length > 0
      ? ` ${t('eligibility.gaps.ask', { brand: result.name, topics: formatList(toAsk, locale) })}`
      : '';
  switch (result.verdict.kind) {
    case 'likely':
      return t('eligibility.gaps.likely', { brand: result.name });
    case 'incomplete':
      return t('eligibility.gaps.incomplete');
    case 'check':
      return `${t('eligibility.gaps.check')}${ask}`;
    case 'not-eligible':
      return `${t('eligibility.gaps.missing', { gaps: formatList(missing, locale) })}${ask}`;
  }
}

/**
 * Whether no brand fits the answers: every brand has a rule the visitor does not meet. The next
 * step then says what is missing and where to check, and never "apply".
 */
export function noBrandFits(results: readonly BrandResult[]): boolean {
  return results.length > 0 && results.every((result) => result.verdict.kind === 'not-eligible');
}
