import {
  describeReservation,
  educationLevelLabels,
  reservationCategoryLabels,
  siteTypeLabels,
} from '../data/dealers/labels';
import type {
  Dealership,
  EducationLevel,
  MoneyUnit,
  Range,
  Reservation,
  siteTypes,
} from '../data/dealers/schema';
import { formatArea, formatAreaEquivalent, formatNumber, formatRange, toRupees } from './format';
import { areaUnits, fromSqm, toSqm, type AreaUnit } from './land-units';

/*
 * The eligibility self-check: an applicant's answers held against each brand's stated rules.
 * It is a guide, not a decision: only what a brand's data states is checked, and a rule the data
 * does not state is reported as such, never assumed met. It runs in the browser and stores
 * nothing; the answers live only in the page's address, so a result can be shared.
 */

/** One line of a brand's investment as the check reads it: its name and its amount. */
export type InvestmentLine = { label: string; amount: Range };

/** The part of a brand the check reads; the island is given only this. */
export type EligibilityBrand = {
  slug: string;
  name: string;
  eligibility?: Pick<
    NonNullable<Dealership['eligibility']>,
    'citizenship' | 'age' | 'education' | 'reservations'
  >;
  land?: Pick<NonNullable<Dealership['land']>, 'sites' | 'tenure'>;
  /** The total, and the lines that are not land (deposit, build), where the brand states them. */
  investment?: { total?: InvestmentLine; deposit?: InvestmentLine; build?: InvestmentLine };
  /** Where to apply: the dealer-selection portal where the brand uses one, else its own site. */
  portal?: { label: string; url: string };
};

/** Strips a brand down to what the check reads, so the page carries no more than it needs. */
export function toEligibilityBrand(brand: Dealership): EligibilityBrand {
  const { eligibility, land } = brand;
  const { total, deposit, build } = brand.investment ?? {};
  const line = ({ label, amount }: InvestmentLine) => ({ label, amount });
  const investment = {
    ...(total && { total: line(total) }),
    ...(deposit && { deposit: line(deposit) }),
    ...(build && { build: line(build) }),
  };
  const { label, url } = brand.selectionPortal ?? brand.portal;
  return {
    slug: brand.slug,
    name: brand.name,
    portal: { label, url },
    ...(eligibility && {
      eligibility: {
        ...(eligibility.citizenship && { citizenship: eligibility.citizenship }),
        ...(eligibility.age && { age: eligibility.age }),
        ...(eligibility.education && { education: eligibility.education }),
        ...(eligibility.reservations && { reservations: eligibility.reservations }),
      },
    }),
    ...(land && { land: { sites: land.sites, ...(land.tenure && { tenure: land.tenure }) } }),
    ...(Object.keys(investment).length > 0 && { investment }),
  };
}

/*
 * The level and site lists come from the label tables, not from the schema module: that module
 * builds zod schemas when loaded, and the browser must not download zod for a form. The labels
 * list the levels lowest first, as the schema does (a unit test holds them to it).
 */
const siteTypeList = Object.keys(siteTypeLabels) as Array<keyof typeof siteTypeLabels>;
const educationLevelList = Object.keys(educationLevelLabels) as EducationLevel[];

/** Education a visitor can pick, lowest first: the schema's levels, and "below 10th". */
export const applicantEducationLevels: ReadonlyArray<'below10' | EducationLevel> = [
  'below10',
  ...educationLevelList,
];
export type ApplicantEducation = 'below10' | EducationLevel;

export const applicantEducationLabels: Record<ApplicantEducation, string> = {
  below10: 'Below 10th pass',
  ...educationLevelLabels,
  diploma: 'Diploma (e.g. engineering)',
  graduate: 'Graduate or professional (CA, CS, ICWA)',
};

/** Groups a visitor can say they belong to; "experience" is not a group one ticks. */
export const applicantCategories = ['sc-st', 'obc', 'women', 'ex-servicemen'] as const;
export type ApplicantCategory = (typeof applicantCategories)[number];
export type SiteType = (typeof siteTypes)[number];
export type Holding = 'owned' | 'leased';

/** A visitor's answers; anything left blank is undefined and its check is "not answered". */
export type Applicant = {
  age?: number | undefined;
  education?: ApplicantEducation | undefined;
  citizen?: boolean | undefined;
  site?: SiteType | undefined;
  /** Plot area in square metres, whatever unit it was given in. */
  area?: number | undefined;
  /** The unit the visitor gave the area in; reasons repeat it back. Square metres if unset. */
  areaUnit?: AreaUnit | undefined;
  /** Road frontage in metres. */
  frontage?: number | undefined;
  holding?: Holding | undefined;
  leaseYears?: number | undefined;
  categories: readonly ApplicantCategory[];
  /** Money available, in lakh. */
  funds?: number | undefined;
};

export const criteria = [
  { id: 'citizenship', label: 'Citizenship' },
  { id: 'age', label: 'Age' },
  { id: 'education', label: 'Education' },
  { id: 'area', label: 'Land area' },
  { id: 'frontage', label: 'Road frontage' },
  { id: 'tenure', label: 'Owned or leased' },
  { id: 'funds', label: 'Funds' },
] as const;
export type CriterionId = (typeof criteria)[number]['id'];

/**
 * - `meets` / `fails`: the brand states the rule and the answer meets it or not;
 * - `not-stated`: the brand's data does not state the rule for this case;
 * - `unanswered`: the visitor has not given what the check needs.
 */
export type CriterionStatus = 'meets' | 'fails' | 'not-stated' | 'unanswered';

export type CriterionResult = {
  id: CriterionId;
  label: string;
  status: CriterionStatus;
  /** The reason in words, naming the brand's figure and the visitor's. */
  reason: string;
  /**
   * For a rule not met, what is missing, in a few plain words ("₹20 lakh more"); for a rule the
   * brand does not state, what to ask it about. The result leads with these.
   */
  gap?: string;
};

export type VerdictKind = 'likely' | 'not-eligible' | 'check' | 'incomplete';

export type BrandResult = {
  slug: string;
  name: string;
  verdict: { kind: VerdictKind; text: string };
  criteria: CriterionResult[];
  /** What the brand states for each group the visitor ticked: quotas and preferences. */
  categoryNotes: string[];
};

/** The word a status is shown with, so colour is never the only signal. */
export function statusText(status: CriterionStatus, brandName: string): string {
  switch (status) {
    case 'meets':
      return 'Meets';
    case 'fails':
      return 'Does not meet';
    case 'not-stated':
      return `Ask ${brandName}`;
    case 'unanswered':
      return 'Not checked';
  }
}

const educationRank = (level: ApplicantEducation) => applicantEducationLevels.indexOf(level);

const siteWord = (site: SiteType, label?: string) => (label ?? siteTypeLabels[site]).toLowerCase();

type Check = Omit<CriterionResult, 'id' | 'label'>;

function checkCitizenship(brand: EligibilityBrand, applicant: Applicant): Check {
  const rule = brand.eligibility?.citizenship;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: `No citizenship rule is listed for ${brand.name} here.`,
      gap: 'citizenship',
    };
  }
  if (applicant.citizen === undefined) {
    return { status: 'unanswered', reason: 'Say whether you are an Indian citizen.' };
  }
  return applicant.citizen
    ? { status: 'meets', reason: `${brand.name} asks for: ${rule}. You are an Indian citizen.` }
    : {
        status: 'fails',
        reason: `${brand.name} asks for: ${rule}. You are not.`,
        gap: 'Indian citizenship',
      };
}

function checkAge(brand: EligibilityBrand, applicant: Applicant): Check {
  const rule = brand.eligibility?.age;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: `No age limits are listed for ${brand.name} here.`,
      gap: 'age limits',
    };
  }
  const { age } = applicant;
  if (age === undefined) return { status: 'unanswered', reason: 'Enter your age.' };
  const within = age >= rule.min && (rule.orMore || rule.max === undefined || age <= rule.max);
  return {
    status: within ? 'meets' : 'fails',
    reason: `${brand.name} asks for an age of ${formatRange(rule)}; you are ${formatNumber(age)}.`,
    ...(!within && { gap: `an age of ${formatRange(rule)}` }),
  };
}

function checkEducation(brand: EligibilityBrand, applicant: Applicant): Check {
  const rules = brand.eligibility?.education;
  if (!rules?.length) {
    return {
      status: 'not-stated',
      reason: `No education rule is listed for ${brand.name} here.`,
      gap: 'education',
    };
  }
  const general = rules.find((rule) => rule.site === 'any');
  if (!general && applicant.site === undefined) {
    return { status: 'unanswered', reason: 'Choose a site type: the rule differs by site.' };
  }
  const rule = rules.find((item) => item.site === applicant.site) ?? general;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: `No education rule is listed for ${brand.name}'s ${siteWord(applicant.site!)} sites.`,
      gap: 'education',
    };
  }
  if (applicant.education === undefined) {
    return { status: 'unanswered', reason: 'Choose your education.' };
  }
  const meets = educationRank(applicant.education) >= educationRank(rule.minimum);
  return {
    status: meets ? 'meets' : 'fails',
    reason: `${brand.name} asks for: ${rule.text}. You have: ${applicantEducationLabels[applicant.education]}.`,
    ...(!meets && { gap: rule.text.charAt(0).toLowerCase() + rule.text.slice(1) }),
  };
}

function checkPlot(
  brand: EligibilityBrand,
  applicant: Applicant,
  measure: 'area' | 'frontage',
): Check {
  const noun = measure === 'area' ? 'plot size' : 'road frontage';
  if (applicant.site === undefined) {
    return { status: 'unanswered', reason: 'Choose a site type.' };
  }
  const site = brand.land?.sites.find((entry) => entry.type === applicant.site);
  const where = `${siteWord(applicant.site, site?.label)} sites`;
  const rule = site?.[measure];
  if (!rule) {
    const note = site?.note ? ` It says: “${site.note}”.` : '';
    return {
      status: 'not-stated',
      reason: `No ${noun} is listed for ${brand.name}'s ${where}.${note}`,
      gap: `${noun} for ${where}`,
    };
  }
  const given = applicant[measure];
  if (given === undefined) {
    return {
      status: 'unanswered',
      reason: measure === 'area' ? 'Enter your land area.' : 'Enter your road frontage.',
    };
  }
  const meets = given >= rule.min;
  if (measure === 'frontage') {
    return {
      status: meets ? 'meets' : 'fails',
      reason: `${brand.name} asks for ${formatRange(rule)} of frontage for ${where}; you have ${formatNumber(given)} m.`,
      ...(!meets && {
        gap: `${formatNumber(rule.min - given)} m more road frontage (${formatRange({ ...rule, max: undefined })} for ${where})`,
      }),
    };
  }
  const shortBy = { min: Math.round((rule.min - given) * 10) / 10, unit: 'sqm' as const };
  return {
    status: meets ? 'meets' : 'fails',
    reason: `${brand.name} asks for ${formatRange(rule)} (${formatAreaEquivalent(rule)}) for ${where}; you have ${describeArea(given, applicant.areaUnit)}.`,
    ...(!meets && {
      gap: `${formatRange(shortBy)} (${formatAreaEquivalent(shortBy)}) more land: ${formatRange({ ...rule, max: undefined })} for ${where}`,
    }),
  };
}

/** The visitor's plot as they gave it, with sqm beside another unit: "0.5 acres (2,023.4 sqm)". */
function describeArea(sqm: number, unit: AreaUnit = 'sqm'): string {
  const inSqm = `${formatNumber(Math.round(sqm * 10) / 10)} sqm`;
  return unit === 'sqm' ? inSqm : `${formatArea(fromSqm(sqm, unit), unit, 2)} (${inSqm})`;
}

function checkTenure(brand: EligibilityBrand, applicant: Applicant): Check {
  const tenure = brand.land?.tenure;
  if (!tenure) {
    return {
      status: 'not-stated',
      reason: `No ownership or lease rule is listed for ${brand.name} here.`,
      gap: 'owning or leasing the land',
    };
  }
  const years = formatRange(tenure.years);
  if (applicant.holding === undefined) {
    return { status: 'unanswered', reason: 'Say whether you own or lease the land.' };
  }
  if (applicant.holding === 'owned') {
    return tenure.basis === 'owned-or-leased'
      ? { status: 'meets', reason: `${brand.name} accepts an owned plot; you own yours.` }
      : {
          status: 'not-stated',
          reason: `${brand.name} speaks only of a lease of ${years}; ask whether an owned plot qualifies.`,
          gap: 'whether an owned plot qualifies',
        };
  }
  if (applicant.leaseYears === undefined) {
    return { status: 'unanswered', reason: 'Enter the length of your lease.' };
  }
  const long = applicant.leaseYears >= tenure.years.min;
  return {
    status: long ? 'meets' : 'fails',
    reason: `${brand.name} asks for a lease of ${years}; yours is ${formatRange({ min: applicant.leaseYears, unit: 'years' })}.`,
    ...(!long && { gap: `a lease of ${years}` }),
  };
}

const isMoney = (range: Range): range is Range & { unit: MoneyUnit } =>
  range.unit === 'lakh' || range.unit === 'crore' || range.unit === 'rupees';

/** An amount of rupees the way the pages write money: ₹60 lakh, ₹1.2 crore. */
const rupeesText = (rupees: number) => formatRange({ min: rupees, unit: 'rupees' });

/**
 * Funds against the money a brand asks for. The total includes the land, so it is the measure for
 * someone who must buy or lease a plot. Someone who owns the land needs the other lines: the
 * deposit and the build (or construction, or equipment), where the brand states both. Where a
 * brand states only a total, it cannot be split, and the check says so rather than guess.
 */
function checkFunds(brand: EligibilityBrand, applicant: Applicant): Check {
  const { total, deposit, build } = brand.investment ?? {};
  const totalAmount = total && isMoney(total.amount) ? total.amount : undefined;
  const nonLand =
    deposit && build && isMoney(deposit.amount) && isMoney(build.amount)
      ? {
          deposit,
          build,
          min:
            toRupees(deposit.amount.min, deposit.amount.unit) +
            toRupees(build.amount.min, build.amount.unit),
        }
      : undefined;
  if (!totalAmount && !nonLand) {
    return {
      status: 'not-stated',
      reason: `No investment figures are listed for ${brand.name} here.`,
      gap: 'the investment',
    };
  }
  if (applicant.funds === undefined) {
    return { status: 'unanswered', reason: 'Enter the funds you have, in lakh.' };
  }
  const funds = toRupees(applicant.funds, 'lakh');
  const yours = `you have ${rupeesText(funds)}`;
  const short = (needed: number, what: string) =>
    funds >= needed ? {} : { gap: `${rupeesText(needed - funds)} more funds (${what})` };

  if (applicant.holding === 'owned') {
    if (nonLand) {
      const lines = `${nonLand.deposit.label.toLowerCase()} (${formatRange(nonLand.deposit.amount)}) and ${nonLand.build.label.toLowerCase()} (${formatRange(nonLand.build.amount)})`;
      return {
        status: funds >= nonLand.min ? 'meets' : 'fails',
        reason: `On your own land, ${brand.name}'s ${lines} come to at least ${rupeesText(nonLand.min)}; ${yours}.`,
        ...short(nonLand.min, `from ${rupeesText(nonLand.min)} on your own land`),
      };
    }
    const amount = totalAmount!;
    const low = toRupees(amount.min, amount.unit);
    const only = `${brand.name} states only a total investment of ${formatRange(amount)}, not split into land and the rest`;
    return funds >= low
      ? { status: 'meets', reason: `${only}; ${yours}, which meets even its low end.` }
      : {
          status: 'not-stated',
          reason: `${only}, so what you need on your own land cannot be worked out here; ${yours}.`,
          gap: 'the investment on your own land',
        };
  }

  if (!totalAmount) {
    return {
      status: 'not-stated',
      reason: `No total investment is listed for ${brand.name} here.`,
      gap: 'the total investment',
    };
  }
  const amount = totalAmount;
  const low = toRupees(amount.min, amount.unit);
  const ifOwned =
    applicant.holding === undefined && nonLand
      ? ' If you own the land, say so above: then only the deposit and build count.'
      : '';
  return {
    status: funds >= low ? 'meets' : 'fails',
    reason: `${brand.name}'s total investment is ${formatRange(amount)}, from ${rupeesText(low)}; ${yours}.${ifOwned}`,
    ...short(low, `from ${rupeesText(low)} in all`),
  };
}

const checks: Record<CriterionId, (brand: EligibilityBrand, applicant: Applicant) => Check> = {
  citizenship: checkCitizenship,
  age: checkAge,
  education: checkEducation,
  area: (brand, applicant) => checkPlot(brand, applicant, 'area'),
  frontage: (brand, applicant) => checkPlot(brand, applicant, 'frontage'),
  tenure: checkTenure,
  funds: checkFunds,
};

function categoryNote(
  brand: EligibilityBrand,
  category: ApplicantCategory,
  reservations: readonly Reservation[] | undefined,
): string {
  const group = reservationCategoryLabels[category];
  if (!reservations) return `${group}: not stated by ${brand.name}.`;
  const matches = reservations.filter((item) => item.category === category);
  if (matches.length === 0) return `${group}: ${brand.name} states no quota or preference.`;
  return `${group}: ${matches.map(describeReservation).join('; ')}.`;
}

function verdictOf(name: string, results: readonly CriterionResult[]): BrandResult['verdict'] {
  const count = (status: CriterionStatus) => results.filter((r) => r.status === status).length;
  const failed = count('fails');
  if (failed > 0) {
    return {
      kind: 'not-eligible',
      text: `Not eligible on ${failed} ${failed === 1 ? 'criterion' : 'criteria'}`,
    };
  }
  if (count('not-stated') > 0) return { kind: 'check', text: `Check with ${name}` };
  const open = count('unanswered');
  if (open > 0) {
    return {
      kind: 'incomplete',
      text: `Meets what you entered; ${open} ${open === 1 ? 'question' : 'questions'} unanswered`,
    };
  }
  return { kind: 'likely', text: 'Likely eligible' };
}

/** Every criterion for one brand, with the reasons and an overall verdict. */
export function checkEligibility(brand: EligibilityBrand, applicant: Applicant): BrandResult {
  const results = criteria.map(({ id, label }) => ({ id, label, ...checks[id](brand, applicant) }));
  return {
    slug: brand.slug,
    name: brand.name,
    verdict: verdictOf(brand.name, results),
    criteria: results,
    categoryNotes: applicant.categories.map((category) =>
      categoryNote(brand, category, brand.eligibility?.reservations),
    ),
  };
}

/** Whether the visitor has answered anything yet; an empty form shows no verdicts. */
export function hasAnswers(applicant: Applicant): boolean {
  return (
    applicant.categories.length > 0 ||
    Object.entries(applicant).some(
      ([key, value]) => key !== 'categories' && key !== 'areaUnit' && value !== undefined,
    )
  );
}

/*
 * The answers in the page address: short, readable keys, so a shared link shows what it holds.
 * Anything unreadable in a hand-edited address is ignored rather than guessed.
 */

const numberParam = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((item) => item === value);
}

export function applicantFromQuery(query: URLSearchParams): Applicant {
  const citizen = query.get('citizen');
  const categories = (query.get('cat') ?? '')
    .split(',')
    .map((value) => oneOf(applicantCategories, value))
    .filter((value): value is ApplicantCategory => value !== undefined);
  const areaUnit = oneOf(areaUnits, query.get('unit'));
  const area = numberParam(query.get('area'));
  return {
    age: numberParam(query.get('age')),
    education: oneOf(applicantEducationLevels, query.get('edu')),
    citizen: citizen === 'yes' ? true : citizen === 'no' ? false : undefined,
    site: oneOf(siteTypeList, query.get('site')),
    area: area === undefined ? undefined : toSqm(area, areaUnit ?? 'sqm'),
    areaUnit,
    frontage: numberParam(query.get('frontage')),
    holding: oneOf(['owned', 'leased'] as const, query.get('land')),
    leaseYears: numberParam(query.get('lease')),
    categories: applicantCategories.filter((category) => categories.includes(category)),
    funds: numberParam(query.get('funds')),
  };
}

/** The address keys of the answers, in the order the form asks them. */
export const answerKeys = [
  'age',
  'edu',
  'citizen',
  'site',
  'area',
  'unit',
  'frontage',
  'land',
  'lease',
  'cat',
  'funds',
] as const;
export type AnswerKey = (typeof answerKeys)[number];

/**
 * The address after one answer changes. The value is kept as typed (a half-typed "1." stays
 * "1.", so the field shows what the visitor wrote); an empty value removes the key; an answer
 * that makes another one meaningless removes that one too (owned land has no lease length).
 * Keys that are not answers (a campaign tag, say) are kept.
 */
export function withAnswer(query: URLSearchParams, key: AnswerKey, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value.trim() === '') next.delete(key);
  else next.set(key, value);
  if (next.get('land') === 'owned') next.delete('lease');
  return next;
}

/**
 * The address with the answers a visitor gave in the form before the script ran: the form works
 * natively while React loads, so a choice made then is read from the form's own data. Only what
 * was given counts (a ticked box, a chosen option, typed text); nothing given leaves the
 * address, a shared link's answers included, as it was.
 */
export function withFormAnswers(query: URLSearchParams, form: FormData): URLSearchParams {
  let next = query;
  for (const key of answerKeys) {
    const given = form
      .getAll(key)
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    if (given.length > 0) next = withAnswer(next, key, given.join(','));
  }
  return next;
}

/** The address with every answer removed. */
export function withoutAnswers(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of answerKeys) next.delete(key);
  return next;
}

/** The one-line summary read out when the result changes, brands grouped by verdict. */
export function verdictSummary(results: readonly BrandResult[]): string {
  const groups: Array<[label: string, kind: VerdictKind]> = [
    ['Likely eligible', 'likely'],
    ['Check with the brand', 'check'],
    ['Not eligible', 'not-eligible'],
    ['Answers needed', 'incomplete'],
  ];
  return groups
    .map(
      ([label, kind]) => [label, results.filter((result) => result.verdict.kind === kind)] as const,
    )
    .filter(([, matching]) => matching.length > 0)
    .map(([label, matching]) => `${label}: ${matching.map((result) => result.name).join(', ')}.`)
    .join(' ');
}

const verdictRank: Record<VerdictKind, number> = {
  likely: 0,
  incomplete: 1,
  check: 2,
  'not-eligible': 3,
};

const countOf = (result: BrandResult, status: CriterionStatus) =>
  result.criteria.filter((item) => item.status === status).length;

/**
 * The brand or brands the visitor is closest to: the best verdict, then the fewest rules missed,
 * then the fewest rules to ask about. Brands that tie are all closest, in the site's order.
 */
export function closestBrands(results: readonly BrandResult[]): BrandResult[] {
  const score = (result: BrandResult) => [
    verdictRank[result.verdict.kind],
    countOf(result, 'fails'),
    countOf(result, 'not-stated'),
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

const joinWords = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What stands between the visitor and one brand, in plain words, for the head of the result. */
export function gapSummary(result: BrandResult): string {
  const gaps = (status: CriterionStatus) =>
    result.criteria.filter((item) => item.status === status && item.gap).map((item) => item.gap!);
  const missing = gaps('fails');
  const toAsk = gaps('not-stated');
  const ask = toAsk.length > 0 ? ` Ask ${result.name} about ${joinWords(toAsk)}.` : '';
  switch (result.verdict.kind) {
    case 'likely':
      return `You meet everything ${result.name} states.`;
    case 'incomplete':
      return `You meet what you have entered so far; answer the rest to be surer.`;
    case 'check':
      return `Nothing you entered falls short.${ask}`;
    case 'not-eligible':
      return `Missing: ${missing.join('; ')}.${ask}`;
  }
}
