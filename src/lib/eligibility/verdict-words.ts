import { languageTags } from '../../i18n/locales.ts';
import type { UIKey } from '../../i18n/ui.ts';
import { formatList, formatNumber } from '../format.ts';
import { answerQuestions, type AnswerQuestion } from './applicant.ts';
import type { Status } from './findings.ts';
import type { Words } from './messages.ts';
import {
  failsListed,
  missesOf,
  needsOf,
  unlistedExcluded,
  type BrandResult,
  type VerdictKind,
} from './verdict.ts';

/*
 * The verdicts in words: each brand's, after its name, and the one-line summary across brands.
 * Counts are written here too, in the language's plural forms, for every sentence that has one.
 */

/** A sentence about a count, in its "one" form where the language has one for that number. */
export function counted(
  value: number,
  one: UIKey,
  many: UIKey,
  { t, locale }: Words,
  values: Record<string, string> = {},
): string {
  const plural = new Intl.PluralRules(languageTags[locale]).select(value);
  return t(plural === 'one' ? one : many, { ...values, count: formatNumber(value, locale) });
}

const countOf = (result: BrandResult, status: Status) =>
  result.findings.filter((finding) => finding.status === status).length;

/** The questions still to answer, named as the form names what they ask about. */
export function questionsText(questions: readonly AnswerQuestion[], words: Words): string {
  return formatList(
    questions.map((question) => words.t(answerQuestions[question])),
    words.locale,
  );
}

/** A brand's verdict, after its name: "You do not meet 2 rules listed here". */
export function verdictText(result: BrandResult, words: Words): string {
  const { t } = words;
  switch (result.verdict) {
    case 'not-eligible': {
      const fails = counted(
        countOf(result, 'not-met'),
        'eligibility.verdict.failsOne',
        'eligibility.verdict.failsMany',
        words,
      );
      // Rules it does not list that no listing brand accepts count towards "the fewest rules"
      // missed (`missesOf`), so the heading counts them too, or a brand left out of the closest
      // would show the same count as those named.
      const unlisted = unlistedExcluded(result);
      return unlisted > 0
        ? t('eligibility.verdict.withUnlisted', {
            fails,
            total: formatNumber(missesOf(result), words.locale),
            unlisted: counted(
              unlisted,
              'eligibility.verdict.unlistedOne',
              'eligibility.verdict.unlistedMany',
              words,
            ),
          })
        : fails;
    }
    case 'cannot-say':
      return t('eligibility.verdict.cannotSay', { brand: result.name });
    case 'incomplete': {
      // The questions still empty that this brand's rules need, named: a count alone did not
      // match the lines below it, since one question (the site type) serves several rules.
      const needs = new Set(needsOf(result));
      const questions = (Object.keys(answerQuestions) as AnswerQuestion[]).filter((question) =>
        needs.has(question),
      );
      return counted(
        questions.length,
        'eligibility.verdict.openOne',
        'eligibility.verdict.openMany',
        words,
        { questions: questionsText(questions, words) },
      );
    }
    case 'check':
      // A rule listed for the brand and not met, held open only because brands on its portal are
      // given another: said in the heading, where "not sure yet" alone read as nothing failing.
      return failsListed(result) > 0
        ? t('eligibility.verdict.checkFails', { brand: result.name })
        : t('eligibility.verdict.check', { brand: result.name });
    case 'likely':
      return t('eligibility.verdict.likely');
  }
}

/** The summary's groups, in the order a reader needs them: likely first, answers needed last. */
const summaryGroups = [
  ['likely', 'eligibility.summary.likely'],
  ['check', 'eligibility.summary.check'],
  ['check-fails', 'eligibility.summary.checkFails'],
  ['cannot-say', 'eligibility.summary.cannotSay'],
  ['not-eligible', 'eligibility.summary.notEligible'],
  ['incomplete', 'eligibility.summary.incomplete'],
] as const satisfies ReadonlyArray<readonly [VerdictKind | 'check-fails', UIKey]>;

const groupOf = (result: BrandResult): VerdictKind | 'check-fails' =>
  result.verdict === 'check' && failsListed(result) > 0 ? 'check-fails' : result.verdict;

/** The one-line summary read out when the result changes, brands grouped by verdict. */
export function verdictSummary(results: readonly BrandResult[], words: Words): string {
  return summaryGroups
    .map(([group, key]) => [key, results.filter((result) => groupOf(result) === group)] as const)
    .filter(([, matching]) => matching.length > 0)
    .map(([key, matching]) =>
      words.t(key, {
        brands: formatList(
          matching.map((result) => result.name),
          words.locale,
        ),
      }),
    )
    .join(' ');
}
