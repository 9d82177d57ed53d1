import {
  answerQuestions,
  type Applicant,
  type AnswerQuestion,
  type CriterionId,
  type ApplicantCategory,
  type EligibilityBrand,
} from './applicant.ts';
import { message, type Finding, type Status } from './findings.ts';
import { brandFindings, type BrandFindings } from './rules.ts';

/*
 * The verdicts, across brands: a rule one brand does not state is read against the brands that
 * do state it, each brand gets a verdict, and the head of the result picks one next step. All of
 * it is decided here without words; messages.ts writes it.
 */

/**
 * - `likely`: every criterion is met by a rule the brand states;
 * - `check`: nothing fails and nothing is missing, but the brand leaves some rules unstated;
 * - `incomplete`: nothing fails so far, but answers the brand's rules need are missing;
 * - `cannot-say`: the brand leaves a rule unstated that every brand stating it would fail;
 * - `not-eligible`: a rule the brand states is not met.
 */
export type VerdictKind = 'likely' | 'check' | 'incomplete' | 'cannot-say' | 'not-eligible';

export type BrandResult = BrandFindings & { verdict: VerdictKind };

const count = (result: BrandFindings, status: Status) =>
  result.findings.filter((finding) => finding.status === status).length;

/**
 * Rules listed for the brand that the answer does not meet, held open (`not-stated`) only because
 * brands on its portal are given another here that it meets: never read as nothing failing.
 */
export const failsListed = (result: BrandFindings): number =>
  result.findings.filter((finding) => finding.portalPeers?.meets === false).length;

/** Rules the brand does not list where no brand that lists them accepts the answer. */
export const unlistedExcluded = (result: BrandFindings): number =>
  result.findings.filter((finding) => finding.othersExclude !== undefined).length;

/**
 * The rules the visitor misses for a brand: those it lists and the answer does not meet, and
 * those it does not list where every brand that does excludes the answer (`othersExclude`). A
 * rule missing from our data never ranks a brand closer than one that lists it.
 */
export const missesOf = (result: BrandFindings): number =>
  count(result, 'not-met') + unlistedExcluded(result);

/**
 * The questions still to answer for one brand: its rules', and the money's, whose line stays "not
 * checked" until the funds are given.
 */
export const needsOf = (result: BrandFindings): AnswerQuestion[] =>
  [...result.findings, result.money].flatMap((finding) => finding.needs ?? []);

/** The money (`BrandFindings.money`) is no rule: it decides nothing here but whether to ask for it. */
function verdictOf(result: BrandFindings): VerdictKind {
  if (count(result, 'not-met') > 0) return 'not-eligible';
  if (result.findings.some((finding) => finding.othersExclude)) return 'cannot-say';
  if (needsOf(result).length > 0) return 'incomplete';
  if (count(result, 'not-stated') > 0) return 'check';
  return 'likely';
}

/**
 * A rule a brand does not state is not a point in the visitor's favour: where every brand that
 * states the rule would exclude this answer, the unstated one says so, with their limits.
 */
function withOthersLimits(results: readonly BrandFindings[]): BrandFindings[] {
  const stating = (criterion: CriterionId) =>
    results.flatMap((result) => {
      const finding = result.findings.find((item) => item.criterion === criterion);
      // An answer that reaches a brand's low end but not its top (`lowEndOnly`) is not excluded
      // by it: that brand states the rule and does not rule the answer out.
      return finding &&
        (finding.status === 'met' || finding.status === 'not-met' || finding.lowEndOnly)
        ? [{ brand: result.name, portal: result.portal?.url, finding }]
        : [];
    });
  return results.map((result) => ({
    ...result,
    findings: result.findings.map((finding): Finding => {
      if (finding.status !== 'not-stated' || finding.lowEndOnly) return finding;
      const others = stating(finding.criterion);
      const excluded =
        others.length > 0 && others.every((other) => other.finding.status === 'not-met');
      return excluded
        ? {
            ...finding,
            othersExclude: others.map(({ brand, portal, finding: other }) => ({
              brand,
              limit: other.limit!,
              ...(portal !== undefined && portal === result.portal?.url && { samePortal: true }),
            })),
          }
        : finding;
    }),
  }));
}

/**
 * A citizen is not sent to ask about citizenship: where a brand lists no citizenship rule and
 * every brand that lists one accepts the visitor's Indian citizenship, the finding stays "not
 * stated" (never met) but names nothing to ask. Only citizenship: it is one answer every stated
 * rule asks for, whereas ages and education differ from brand to brand, so asking stays useful.
 */
function withCitizenshipAccepted(results: readonly BrandFindings[]): BrandFindings[] {
  const stated = results.flatMap((result) =>
    result.findings.filter(
      (f) => f.criterion === 'citizenship' && (f.status === 'met' || f.status === 'not-met'),
    ),
  );
  if (stated.length === 0 || stated.some((finding) => finding.status !== 'met')) {
    return [...results];
  }
  return results.map((result) => ({
    ...result,
    findings: result.findings.map((finding): Finding =>
      finding.criterion === 'citizenship' && finding.status === 'not-stated'
        ? {
            ...finding,
            reason: message('eligibility.citizenship.othersAccept', {}),
            gap: undefined,
            othersAccept: true,
          }
        : finding,
    ),
  }));
}

/**
 * The rules a dealer-selection advertisement sets once for every company choosing dealers through
 * its portal (Petrol Pump Dealer Chayan serves three): the applicant's own (citizenship, age,
 * education). Plot size and road frontage are not among them: each company sets those location by
 * location, so another brand's plot rule says nothing about this brand's (44th English read, M-4:
 * a 30 m frontage Indian Oil does not meet was held open by Hindustan Petroleum's 25–30 m).
 */
const ownCriteria = ['citizenship', 'age', 'education'] as const satisfies CriterionId[];
type OwnCriterion = (typeof ownCriteria)[number];
const isOwn = (criterion: CriterionId): criterion is OwnCriterion =>
  (ownCriteria as readonly CriterionId[]).includes(criterion);

/**
 * Where brands that share a selection portal are given rules here that decide one answer
 * differently (one is met, another not), neither is said as fact: the advertisement they share
 * has one rule, and this check cannot tell which of the figures it was given is current. Each
 * becomes a point to ask about, naming the other brands' rules. Where they do not differ, an age
 * or an education not met stays not met, but is said as the figures given here, with the portal
 * whose advertisement sets it (`portalSets`): public reports of that advertisement's limits have
 * differed from the figures we have. Citizenship stays firm: every brand that lists it asks for
 * the same. Run after `withOthersLimits`, which reads the rules as stated.
 */
function withPortalPeers(results: readonly BrandFindings[]): BrandFindings[] {
  return results.map((result) => {
    const portal = result.portal;
    const sharers = results.filter((other) => portal && other.portal?.url === portal.url);
    if (!portal || sharers.length < 2) return result;
    return {
      ...result,
      findings: result.findings.map((finding): Finding => {
        const { criterion, status } = finding;
        if (status === 'not-stated')
          return withPortalLimits(finding, result, sharers, portal.label);
        if (!isOwn(criterion) || (status !== 'met' && status !== 'not-met')) return finding;
        const peers = sharers.flatMap((other) => {
          const theirs = other.findings.find((item) => item.criterion === criterion);
          const limit = theirs?.limit;
          const decidesOtherwise =
            other !== result &&
            (theirs?.status === 'met' || theirs?.status === 'not-met') &&
            theirs.status !== status;
          return decidesOtherwise && limit ? [{ brand: other.name, limit }] : [];
        });
        if (peers.length > 0) {
          return {
            ...finding,
            status: 'not-stated',
            gap:
              finding.ask ??
              (isOwn(criterion) ? message(`eligibility.${criterion}.ask`, {}) : undefined),
            portalPeers: { portal: portal.label, meets: status === 'met', peers },
          };
        }
        return status === 'not-met' && (criterion === 'age' || criterion === 'education')
          ? {
              ...finding,
              portalSets: { portal: portal.label, brands: sharers.map((other) => other.name) },
            }
          : finding;
      }),
    };
  });
}

/**
 * An age or education rule a brand on a shared portal does not list, where every brand on that
 * portal that is given one here excludes the answer: the rule stays one to ask about (other brands
 * elsewhere may accept it), but their limits are said with it, since one advertisement sets the
 * rules for all of them. "No age limits are listed for Indian Oil here", alone, read as an open
 * door to a 58-year-old whom both others on its portal are given 21–55 years for.
 */
function withPortalLimits(
  finding: Finding,
  result: BrandFindings,
  sharers: readonly BrandFindings[],
  portal: string,
): Finding {
  const { criterion } = finding;
  if (
    !isOwn(criterion) ||
    criterion === 'citizenship' ||
    finding.othersExclude ||
    finding.lowEndOnly ||
    finding.unanswered
  ) {
    return finding;
  }
  const stating = sharers.flatMap((other) => {
    const theirs = other.findings.find((item) => item.criterion === criterion);
    return other !== result && (theirs?.status === 'met' || theirs?.status === 'not-met')
      ? [{ brand: other.name, status: theirs.status, limit: theirs.limit }]
      : [];
  });
  if (stating.length === 0 || stating.some((other) => other.status !== 'not-met')) return finding;
  const peers = stating.flatMap(({ brand, limit }) => (limit ? [{ brand, limit }] : []));
  return { ...finding, portalPeers: { portal, meets: undefined, peers } };
}

/**
 * Each brand that shares its selection portal, with the names of the others that use it. The
 * advertisement there marks the locations kept for each group, so each group the visitor ticked
 * is sent there, not to a quota of the brand's own.
 */
function withPortalSharers(
  results: readonly BrandFindings[],
  categories: readonly ApplicantCategory[],
): BrandFindings[] {
  return results.map((result) => {
    const others = results
      .filter(
        (other) => other !== result && result.portal && other.portal?.url === result.portal.url,
      )
      .map((other) => other.name);
    if (others.length === 0) return result;
    return {
      ...result,
      sharesPortalWith: others,
      categoryNotes: categories.map((group) =>
        message('eligibility.category.byAdvertisement', { group: { group } }),
      ),
    };
  });
}

/** Every brand's findings and verdict for one applicant, in the brands' order. */
export function checkBrands(
  brands: readonly EligibilityBrand[],
  applicant: Applicant,
): BrandResult[] {
  const results = withPortalSharers(
    withPortalPeers(
      withCitizenshipAccepted(
        withOthersLimits(brands.map((brand) => brandFindings(brand, applicant))),
      ),
    ),
    applicant.categories,
  );
  return results.map((result) => ({ ...result, verdict: verdictOf(result) }));
}

const verdictRank: Record<VerdictKind, number> = {
  likely: 0,
  check: 1,
  incomplete: 2,
  'cannot-say': 3,
  'not-eligible': 4,
};

/**
 * The brand or brands the visitor is closest to: the best verdict, then the fewest rules missed
 * (`missesOf`), then the fewest listed rules failed but held open, then the fewest rules to ask
 * about. Brands that tie are all closest, in the site's order.
 * While answers are missing, rules to ask about do not rank: a brand that leaves unstated a rule
 * the visitor has not reached yet is no further away, and leaving it out of "closest so far"
 * beside a brand it matches answer for answer would mislead.
 */
export function closestBrands(results: readonly BrandResult[]): BrandResult[] {
  const score = (result: BrandResult) => [
    verdictRank[result.verdict],
    missesOf(result),
    failsListed(result),
    result.verdict === 'incomplete' ? 0 : count(result, 'not-stated'),
  ];
  const compare = (left: number[], right: number[]) =>
    left.map((value, index) => value - right[index]!).find((difference) => difference !== 0) ?? 0;
  const scores = results.map(score);
  const best = scores.reduce<number[] | undefined>(
    (top, next) => (top && compare(top, next) <= 0 ? top : next),
    undefined,
  );
  return results.filter((_, index) => best && compare(scores[index]!, best) === 0);
}

/** The questions still to answer that some brand's rule needs, in the form's order. */
export function missingAnswers(results: readonly BrandResult[]): AnswerQuestion[] {
  const needed = new Set(results.flatMap(needsOf));
  // `answerQuestions` lists them in the form's order.
  const order = Object.keys(answerQuestions) as AnswerQuestion[];
  return order.filter((question) => needed.has(question));
}

/**
 * The head of the result, in the order a reader must meet it:
 * - `not-citizen`: every brand that states a citizenship rule asks for Indian citizenship; those
 *   that do not state one, and fail no other stated rule, are named, with where to read their
 *   rules. No closest brand, no offer of our (paid) help.
 * - `none-fits`: every brand has a stated rule the visitor does not meet; `closest` are the brands
 *   with the fewest rules missed (`missesOf`; all that tie), `ageLimit` set where one of them fails on age,
 *   which nothing the visitor can do will change.
 * - `cannot-say`: the closest brands leave a rule unstated that every brand stating it would fail;
 *   more answers cannot change that, so it comes before asking for them. `ageLimit` as above,
 *   where that rule is age.
 * - `answer-first`: answers some brand's rules need are missing: the next step is to give them,
 *   never to apply.
 * - `fits`: the closest brands fail nothing and miss nothing: apply, or ask us.
 */
export type Head =
  | { kind: 'not-citizen'; unstated: BrandResult[] }
  | { kind: 'none-fits'; closest: BrandResult[]; ageLimit: boolean }
  | { kind: 'answer-first'; closest: BrandResult[]; questions: AnswerQuestion[] }
  | { kind: 'cannot-say'; closest: BrandResult[]; ageLimit: boolean }
  | { kind: 'fits'; closest: BrandResult[] };

export function headOf(results: readonly BrandResult[], applicant: Applicant): Head {
  if (applicant.citizen === false) {
    // A brand that states no citizenship rule but fails another stated rule (an age, a plot)
    // is not named as one to read up on: that would point the reader at it.
    const unstated = results.filter(
      (result) =>
        result.verdict !== 'not-eligible' &&
        result.findings.some((f) => f.criterion === 'citizenship' && f.status === 'not-stated'),
    );
    return { kind: 'not-citizen', unstated };
  }
  const closest = closestBrands(results);
  if (results.every((result) => result.verdict === 'not-eligible')) {
    // Named as the brands where the visitor misses the fewest rules, so that is what picks
    // them: every brand tied on that count, whatever else each leaves unstated. A rule a brand
    // does not list but every brand listing it excludes is a miss too (a 10-year lease).
    const fewest = Math.min(...results.map(missesOf));
    const named = results.filter((result) => missesOf(result) === fewest);
    const ageLimit = named.some((result) =>
      result.findings.some((f) => f.criterion === 'age' && f.status === 'not-met'),
    );
    return { kind: 'none-fits', closest: named, ageLimit };
  }
  if (closest.some((result) => result.verdict === 'cannot-say')) {
    // A brand that lists no age limit, where every one listed excludes the reader (a
    // 67-year-old): the same warning as above, since no opening is likely to change it.
    const ageLimit = closest.some((result) =>
      result.findings.some((f) => f.criterion === 'age' && f.othersExclude),
    );
    return { kind: 'cannot-say', closest, ageLimit };
  }
  const questions = missingAnswers(results);
  if (questions.length > 0) return { kind: 'answer-first', closest, questions };
  return { kind: 'fits', closest };
}
