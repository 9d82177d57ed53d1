import { reservationCategoryKeys, siteTypeKeys } from '../../data/dealers/labels.ts';
import type {
  Dealership,
  EducationLevel,
  MoneyUnit,
  Range,
  Reservation,
  siteTypes,
} from '../../data/dealers/schema.ts';
import { languageTags, type Locale } from '../../i18n/locales.ts';
import type { Translate, UIKey } from '../../i18n/ui.ts';
import {
  formatArea,
  formatAreaEquivalent,
  formatNumber,
  formatRange,
  toRupees,
} from '../format.ts';
import { fromSqm, type AreaUnit } from '../land-units.ts';

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
 * The level and site lists are written out here, not read from the schema module: that module
 * builds zod schemas when loaded, and the browser must not download zod for a form. They list
 * the levels lowest first, as the schema does (a unit test holds both to it).
 */
const siteTypeList = ['rural', 'urban', 'highway'] as const satisfies readonly SiteType[];
const educationLevelList = [
  'class10',
  'class12',
  'diploma',
  'graduate',
] as const satisfies readonly EducationLevel[];

/** Education a visitor can pick, lowest first: the schema's levels, and "below 10th". */
export const applicantEducationLevels: ReadonlyArray<'below10' | EducationLevel> = [
  'below10',
  ...educationLevelList,
];
export type ApplicantEducation = 'below10' | EducationLevel;

/** The site types a visitor can pick, in the order the form offers them. */
export const applicantSiteTypes: readonly SiteType[] = siteTypeList;

/** Groups a visitor can say they belong to; "experience" is not a group one ticks. */
export const applicantCategories = ['sc-st', 'obc', 'women', 'ex-servicemen'] as const;
export type ApplicantCategory = (typeof applicantCategories)[number];
export type SiteType = (typeof siteTypes)[number];
export type Holding = 'owned' | 'leased';

/** How each education level is offered on the form: "Below 10th pass", "12th pass". */
export const educationKeys = {
  below10: 'eligibility.level.below10',
  class10: 'eligibility.level.class10',
  class12: 'eligibility.level.class12',
  diploma: 'eligibility.level.diploma',
  graduate: 'eligibility.level.graduate',
} as const satisfies Record<ApplicantEducation, UIKey>;

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
  { id: 'citizenship', label: 'eligibility.criterion.citizenship' },
  { id: 'age', label: 'eligibility.criterion.age' },
  { id: 'education', label: 'eligibility.criterion.education' },
  { id: 'area', label: 'eligibility.criterion.area' },
  { id: 'frontage', label: 'eligibility.criterion.frontage' },
  { id: 'tenure', label: 'eligibility.criterion.tenure' },
  { id: 'funds', label: 'eligibility.criterion.funds' },
] as const satisfies ReadonlyArray<{ id: string; label: UIKey }>;
export type CriterionId = (typeof criteria)[number]['id'];

/**
 * - `meets` / `fails`: the brand states the rule and the answer meets it or not;
 * - `not-stated`: the brand's data does not state the rule for this case;
 * - `unanswered`: the visitor has not given what the check needs.
 */
export type CriterionStatus = 'meets' | 'fails' | 'not-stated' | 'unanswered';

export type CriterionResult = {
  id: CriterionId;
  /** The criterion's name, in the language of the check. */
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

const educationRank = (level: ApplicantEducation) => applicantEducationLevels.indexOf(level);

/**
 * A sentence with a figure at its end keeps one full stop: a unit written with a dot ("20 మీ.")
 * ends the sentence itself, in whichever full stop the language uses ("20 మీ..", "सेंट.।").
 */
export function tidy(text: string): string {
  return text.replace(/\.(?=[.।])/gu, '');
}

/** `t`, with each sentence tidied (above). */
export const tidied =
  (t: Translate): Translate =>
  (key, vars) =>
    tidy(t(key, vars));

/** What the check needs to write its sentences: the language's strings and the language. */
type Words = { t: Translate; locale: Locale };

/** The sites a rule is for, in a sentence: "rural sites", or the brand's own name ("town sites"). */
const sitesWord = ({ t, locale }: Words, site: SiteType, label?: string) =>
  t('eligibility.sites', {
    site: (label ?? t(siteTypeKeys[site])).toLocaleLowerCase(languageTags[locale]),
  });

type Check = Omit<CriterionResult, 'id' | 'label'>;

function checkCitizenship(brand: EligibilityBrand, applicant: Applicant, { t }: Words): Check {
  const rule = brand.eligibility?.citizenship;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: t('eligibility.citizenship.notListed', { brand: brand.name }),
      gap: t('eligibility.citizenship.ask'),
    };
  }
  if (applicant.citizen === undefined) {
    return { status: 'unanswered', reason: t('eligibility.citizenship.unanswered') };
  }
  return applicant.citizen
    ? { status: 'meets', reason: t('eligibility.citizenship.meets', { brand: brand.name, rule }) }
    : {
        status: 'fails',
        reason: t('eligibility.citizenship.fails', { brand: brand.name, rule }),
        gap: t('eligibility.citizenship.gap'),
      };
}

function checkAge(brand: EligibilityBrand, applicant: Applicant, { t, locale }: Words): Check {
  const rule = brand.eligibility?.age;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: t('eligibility.age.notListed', { brand: brand.name }),
      gap: t('eligibility.age.ask'),
    };
  }
  const { age } = applicant;
  if (age === undefined) return { status: 'unanswered', reason: t('eligibility.age.unanswered') };
  const within = age >= rule.min && (rule.orMore || rule.max === undefined || age <= rule.max);
  const range = formatRange(rule, locale);
  return {
    status: within ? 'meets' : 'fails',
    reason: t('eligibility.age.reason', {
      brand: brand.name,
      range,
      age: formatNumber(age, locale),
    }),
    ...(!within && { gap: t('eligibility.age.gap', { range }) }),
  };
}

function checkEducation(brand: EligibilityBrand, applicant: Applicant, words: Words): Check {
  const { t } = words;
  const rules = brand.eligibility?.education;
  if (!rules?.length) {
    return {
      status: 'not-stated',
      reason: t('eligibility.education.notListed', { brand: brand.name }),
      gap: t('eligibility.education.ask'),
    };
  }
  const general = rules.find((rule) => rule.site === 'any');
  if (!general && applicant.site === undefined) {
    return { status: 'unanswered', reason: t('eligibility.education.chooseSite') };
  }
  const rule = rules.find((item) => item.site === applicant.site) ?? general;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: t('eligibility.education.notListedForSite', {
        brand: brand.name,
        where: sitesWord(words, applicant.site!),
      }),
      gap: t('eligibility.education.ask'),
    };
  }
  if (applicant.education === undefined) {
    return { status: 'unanswered', reason: t('eligibility.education.unanswered') };
  }
  const meets = educationRank(applicant.education) >= educationRank(rule.minimum);
  return {
    status: meets ? 'meets' : 'fails',
    reason: t('eligibility.education.reason', {
      brand: brand.name,
      rule: rule.text,
      education: t(educationKeys[applicant.education]),
    }),
    ...(!meets && { gap: rule.text.charAt(0).toLowerCase() + rule.text.slice(1) }),
  };
}

function checkPlot(
  brand: EligibilityBrand,
  applicant: Applicant,
  measure: 'area' | 'frontage',
  words: Words,
): Check {
  const { t, locale } = words;
  if (applicant.site === undefined) {
    return { status: 'unanswered', reason: t('eligibility.site.choose') };
  }
  const site = brand.land?.sites.find((entry) => entry.type === applicant.site);
  const where = sitesWord(words, applicant.site, site?.label);
  const rule = site?.[measure];
  if (!rule) {
    const reason = t(`eligibility.${measure}.notListed`, { brand: brand.name, where });
    const note = site?.note ? ` ${t('eligibility.siteNote', { note: site.note })}` : '';
    return {
      status: 'not-stated',
      reason: `${reason}${note}`,
      gap: t(`eligibility.${measure}.ask`, { where }),
    };
  }
  const given = applicant[measure];
  if (given === undefined) {
    return { status: 'unanswered', reason: t(`eligibility.${measure}.unanswered`) };
  }
  const meets = given >= rule.min;
  const range = formatRange(rule, locale);
  const needed = formatRange({ ...rule, max: undefined }, locale);
  if (measure === 'frontage') {
    return {
      status: meets ? 'meets' : 'fails',
      reason: t('eligibility.frontage.reason', {
        brand: brand.name,
        range,
        where,
        given: formatRange({ min: given, unit: 'm' }, locale),
      }),
      ...(!meets && {
        gap: t('eligibility.frontage.gap', {
          short: formatRange({ min: rule.min - given, unit: 'm' }, locale),
          needed,
          where,
        }),
      }),
    };
  }
  const shortBy = { min: Math.round((rule.min - given) * 10) / 10, unit: 'sqm' as const };
  return {
    status: meets ? 'meets' : 'fails',
    reason: t('eligibility.area.reason', {
      brand: brand.name,
      range,
      equivalent: formatAreaEquivalent(rule, locale),
      where,
      given: describeArea(given, applicant.areaUnit, locale),
    }),
    ...(!meets && {
      gap: t('eligibility.area.gap', {
        short: formatRange(shortBy, locale),
        equivalent: formatAreaEquivalent(shortBy, locale),
        needed,
        where,
      }),
    }),
  };
}

/** The visitor's plot as they gave it, with sqm beside another unit: "0.5 acres (2,023.4 sqm)". */
function describeArea(sqm: number, unit: AreaUnit | undefined, locale: Locale): string {
  const inSqm = formatRange({ min: Math.round(sqm * 10) / 10, unit: 'sqm' }, locale);
  return unit === undefined || unit === 'sqm'
    ? inSqm
    : `${formatArea(fromSqm(sqm, unit), unit, 2, locale)} (${inSqm})`;
}

function checkTenure(brand: EligibilityBrand, applicant: Applicant, { t, locale }: Words): Check {
  const tenure = brand.land?.tenure;
  if (!tenure) {
    return {
      status: 'not-stated',
      reason: t('eligibility.tenure.notListed', { brand: brand.name }),
      gap: t('eligibility.tenure.ask'),
    };
  }
  const years = formatRange(tenure.years, locale);
  if (applicant.holding === undefined) {
    return { status: 'unanswered', reason: t('eligibility.tenure.unanswered') };
  }
  if (applicant.holding === 'owned') {
    return tenure.basis === 'owned-or-leased'
      ? { status: 'meets', reason: t('eligibility.tenure.ownedMeets', { brand: brand.name }) }
      : {
          status: 'not-stated',
          reason: t('eligibility.tenure.leaseOnly', { brand: brand.name, years }),
          gap: t('eligibility.tenure.askOwned'),
        };
  }
  if (applicant.leaseYears === undefined) {
    return { status: 'unanswered', reason: t('eligibility.tenure.leaseUnanswered') };
  }
  const long = applicant.leaseYears >= tenure.years.min;
  return {
    status: long ? 'meets' : 'fails',
    reason: t('eligibility.tenure.reason', {
      brand: brand.name,
      years,
      lease: formatRange({ min: applicant.leaseYears, unit: 'years' }, locale),
    }),
    ...(!long && { gap: t('eligibility.tenure.gap', { years }) }),
  };
}

const isMoney = (range: Range): range is Range & { unit: MoneyUnit } =>
  range.unit === 'lakh' || range.unit === 'crore' || range.unit === 'rupees';

/**
 * The money a brand states, as the check reads it: the total (with the land) and the lines that
 * are not land (deposit and build), where it states both. Where the total's low end is below
 * the deposit and build together, the brand's own figures disagree; `low` is then the stricter
 * of the two, so nobody is told they can afford a dealership on a figure the brand contradicts.
 */
export function statedFunds(brand: EligibilityBrand) {
  const { total, deposit, build } = brand.investment ?? {};
  const totalAmount = total && isMoney(total.amount) ? total.amount : undefined;
  const nonLand =
    deposit && build && isMoney(deposit.amount) && isMoney(build.amount)
      ? {
          deposit: { ...deposit, amount: deposit.amount },
          build: { ...build, amount: build.amount },
          min:
            toRupees(deposit.amount.min, deposit.amount.unit) +
            toRupees(build.amount.min, build.amount.unit),
        }
      : undefined;
  const totalLow = totalAmount && toRupees(totalAmount.min, totalAmount.unit);
  const disagree = totalLow !== undefined && nonLand !== undefined && totalLow < nonLand.min;
  return {
    total: totalAmount && {
      amount: totalAmount,
      statedLow: totalLow!,
      low: disagree ? nonLand.min : totalLow!,
    },
    nonLand,
    disagree,
  };
}

/**
 * Funds against the money a brand asks for. The total includes the land, so it is the measure for
 * someone who must buy or lease a plot. Someone who owns the land needs the other lines: the
 * deposit and the build (or construction, or equipment), where the brand states both. Where a
 * brand states only a total, it cannot be split, and the check says so rather than guess.
 */
function checkFunds(brand: EligibilityBrand, applicant: Applicant, { t, locale }: Words): Check {
  const { total, nonLand, disagree } = statedFunds(brand);
  if (!total && !nonLand) {
    return {
      status: 'not-stated',
      reason: t('eligibility.funds.notListed', { brand: brand.name }),
      gap: t('eligibility.funds.ask'),
    };
  }
  if (applicant.funds === undefined) {
    return { status: 'unanswered', reason: t('eligibility.funds.unanswered') };
  }
  /** An amount of rupees the way the pages write money: ₹60 lakh, ₹1.2 crore. */
  const rupees = (amount: number) => formatRange({ min: amount, unit: 'rupees' }, locale);
  const funds = toRupees(applicant.funds, 'lakh');
  const yours = rupees(funds);
  const short = (needed: number, what: string) =>
    funds >= needed
      ? {}
      : { gap: t('eligibility.funds.gap', { amount: rupees(needed - funds), what }) };
  const lower = (text: string) => text.toLocaleLowerCase(languageTags[locale]);
  // Where the brand's total is below its own deposit and build, what the check says of it.
  const figures =
    disagree && total && nonLand
      ? {
          brand: brand.name,
          total: rupees(total.statedLow),
          deposit: lower(nonLand.deposit.label),
          build: lower(nonLand.build.label),
          parts: rupees(nonLand.min),
        }
      : undefined;

  if (applicant.holding === 'owned') {
    if (nonLand) {
      const min = rupees(nonLand.min);
      return {
        status: funds >= nonLand.min ? 'meets' : 'fails',
        reason: `${t('eligibility.funds.ownLand', {
          brand: brand.name,
          deposit: lower(nonLand.deposit.label),
          depositAmount: formatRange(nonLand.deposit.amount, locale),
          build: lower(nonLand.build.label),
          buildAmount: formatRange(nonLand.build.amount, locale),
          min,
          funds: yours,
        })}${figures ? ` ${t('eligibility.funds.disagree', figures)}` : ''}`,
        ...short(nonLand.min, t('eligibility.funds.fromOwnLand', { amount: min })),
      };
    }
    const only = {
      brand: brand.name,
      total: formatRange(total!.amount, locale),
      funds: yours,
    };
    return funds >= total!.low
      ? { status: 'meets', reason: t('eligibility.funds.totalOnlyMeets', only) }
      : {
          status: 'not-stated',
          reason: t('eligibility.funds.totalOnly', only),
          gap: t('eligibility.funds.askOwnLand'),
        };
  }

  if (!total) {
    return {
      status: 'not-stated',
      reason: t('eligibility.funds.noTotal', { brand: brand.name }),
      gap: t('eligibility.funds.askTotal'),
    };
  }
  // The figure the verdict uses comes right before the visitor's own: where the brand's figures
  // disagree, "from ₹15 lakh; you have ₹20 lakh" above a "Does not meet" would read as a mistake.
  const reason = figures
    ? t('eligibility.funds.disagreeFunds', { ...figures, funds: yours })
    : t('eligibility.funds.reason', {
        brand: brand.name,
        total: formatRange(total.amount, locale),
        low: rupees(total.statedLow),
        funds: yours,
      });
  // Only where owning the land lowers what is needed: where a brand's figures disagree, the
  // deposit and build are already the figure used, so the hint would promise a saving there is not.
  const ifOwned =
    applicant.holding === undefined && nonLand && nonLand.min < total.low
      ? ` ${t('eligibility.funds.ifOwned')}`
      : '';
  return {
    status: funds >= total.low ? 'meets' : 'fails',
    reason: `${reason}${ifOwned}`,
    ...short(total.low, t('eligibility.funds.fromInAll', { amount: rupees(total.low) })),
  };
}

const checks: Record<
  CriterionId,
  (brand: EligibilityBrand, applicant: Applicant, words: Words) => Check
> = {
  citizenship: checkCitizenship,
  age: checkAge,
  education: checkEducation,
  area: (brand, applicant, words) => checkPlot(brand, applicant, 'area', words),
  frontage: (brand, applicant, words) => checkPlot(brand, applicant, 'frontage', words),
  tenure: checkTenure,
  funds: checkFunds,
};

function categoryNote(
  brand: EligibilityBrand,
  category: ApplicantCategory,
  reservations: readonly Reservation[] | undefined,
  words: Words,
): string {
  const { t } = words;
  const group = t(reservationCategoryKeys[category]);
  if (!reservations) return t('eligibility.category.notStated', { group, brand: brand.name });
  const matches = reservations.filter((item) => item.category === category);
  // One whole sentence per group, naming it once: the strongest thing the brand states for it
  // (a quota with its share, then a quota, then a preference).
  const item =
    matches.find((match) => match.percent !== undefined) ??
    matches.find((match) => match.kind === 'quota') ??
    matches[0];
  if (!item) return t('eligibility.category.none', { group, brand: brand.name });
  if (item.percent !== undefined) {
    return t('eligibility.category.quotaShare', {
      group,
      brand: brand.name,
      percent: formatNumber(item.percent, words.locale),
    });
  }
  return t(
    item.kind === 'quota' ? 'eligibility.category.quota' : 'eligibility.category.preference',
    {
      group,
      brand: brand.name,
    },
  );
}

/**
 * A sentence about a count, in its "one" form where the language has one for that number:
 * "1 criterion is not met" / "2 criteria are not met".
 */
function counted(count: number, one: UIKey, many: UIKey, { t, locale }: Words): string {
  const plural = new Intl.PluralRules(languageTags[locale]).select(count);
  return t(plural === 'one' ? one : many, { count: formatNumber(count, locale) });
}

function verdictOf(
  name: string,
  results: readonly CriterionResult[],
  words: Words,
): BrandResult['verdict'] {
  const { t } = words;
  const count = (status: CriterionStatus) => results.filter((r) => r.status === status).length;
  const failed = count('fails');
  if (failed > 0) {
    const text = counted(
      failed,
      'eligibility.verdict.failsOne',
      'eligibility.verdict.failsMany',
      words,
    );
    return { kind: 'not-eligible', text };
  }
  if (count('not-stated') > 0) {
    return { kind: 'check', text: t('eligibility.verdict.check', { brand: name }) };
  }
  const open = count('unanswered');
  if (open > 0) {
    const text = counted(
      open,
      'eligibility.verdict.openOne',
      'eligibility.verdict.openMany',
      words,
    );
    return { kind: 'incomplete', text };
  }
  return { kind: 'likely', text: t('eligibility.verdict.likely') };
}

/**
 * Every criterion for one brand, with the reasons and an overall verdict, in the language `t`
 * translates into (`locale` writes the figures).
 */
export function checkEligibility(
  brand: EligibilityBrand,
  applicant: Applicant,
  t: Translate,
  locale: Locale,
): BrandResult {
  const words = { t: tidied(t), locale };
  const results = criteria.map(({ id, label }) => ({
    id,
    label: t(label),
    ...checks[id](brand, applicant, words),
  }));
  return {
    slug: brand.slug,
    name: brand.name,
    verdict: verdictOf(brand.name, results, words),
    criteria: results,
    categoryNotes: applicant.categories.map((category) =>
      categoryNote(brand, category, brand.eligibility?.reservations, words),
    ),
  };
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
