import { dealershipBySlug } from '../../data/dealers/index.ts';
import { dictionaries, translator } from '../../i18n/ui.ts';
import {
  checkBrands,
  criterionName,
  reasonText,
  say,
  toEligibilityBrand,
  verdictText,
  type Applicant,
  type BrandResult,
  type CriterionId,
  type EligibilityBrand,
  type Finding,
  type Words,
} from './index.ts';

/*
 * What the self-check's sentence tests share (criteria.test.ts, funds.test.ts, query.test.ts,
 * messages.test.ts): the English table, one brand's result as a reader sees it, the five brands
 * and an applicant who fits Hindustan Petroleum. Kept in one place so the four files check against
 * the same reader. Test support only; the site never imports it.
 */

/** The English table: the tests read the sentences English visitors see. */
export const english: Words = { t: translator(dictionaries.en), locale: 'en' };

/** One brand's result as a reader sees it: every finding written in the language of `words`. */
export function written(result: BrandResult, words: Words = english) {
  const item = (finding: Finding) => ({
    id: finding.criterion,
    label: criterionName(finding, words),
    status: finding.status,
    reason: reasonText(finding, result.name, words),
    ...(finding.gap && { gap: say(finding.gap, result.name, words) }),
  });
  return {
    result,
    verdict: { kind: result.verdict, text: verdictText(result, words) },
    criteria: result.findings.map(item),
    /** The money against the brand's cost figures, which is no rule (BrandFindings.money). */
    money: item(result.money),
    categoryNotes: result.categoryNotes.map((note) => say(note, result.name, words)),
  };
}

/** One brand checked on its own, written in English (or the language of `words`). */
export const checkEligibility = (
  target: EligibilityBrand,
  applicant: Applicant,
  words: Words = english,
) => written(checkBrands([target], applicant)[0]!, words);

const brand = (slug: string): EligibilityBrand => toEligibilityBrand(dealershipBySlug(slug)!);
export const jio = brand('jio');
export const hindustan = brand('hindustan');
export const nayara = brand('nayara');
export const bharat = brand('bharat');
export const indianOil = brand('indian-oil');

/** An applicant who meets every stated Hindustan Petroleum rule for a rural site. */
export const fits: Applicant = {
  age: 40,
  education: 'graduate',
  citizen: true,
  site: 'rural',
  area: 1_200,
  // Over Hindustan Petroleum's 25–30 m and Indian Oil's 40 m: at 30 m the two brands, which share
  // a portal, would be given rules deciding it differently, so neither would be met (verdict.ts).
  frontage: 40,
  holding: 'leased',
  leaseYears: 18,
  categories: [],
  funds: 250,
};

export const criterion = (
  target: EligibilityBrand,
  applicant: Partial<Applicant>,
  id: CriterionId,
) => {
  const result = checkEligibility(target, { ...fits, ...applicant });
  return [...result.criteria, result.money].find((item) => item.id === id)!;
};
export const status = (target: EligibilityBrand, applicant: Partial<Applicant>, id: CriterionId) =>
  criterion(target, applicant, id).status;
