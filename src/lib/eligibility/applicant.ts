import type {
  Dealership,
  EducationLevel,
  Investment,
  siteTypes,
} from '../../data/dealers/schema.ts';
import type { UIKey } from '../../i18n/ui.ts';
import { listedOpeningsClosed } from '../dealer-cta.ts';
import { openingPlot, type OpeningPlot } from '../openings.ts';
import type { AreaUnit } from '../land-units.ts';

/*
 * What the self-check reads: an applicant's answers, and the part of each brand's data that
 * states a rule. No words are written here; see rules.ts for the decisions and messages.ts for
 * the sentences.
 */

/** One line of a brand's investment as the check reads it: its name and its amount. */
export type InvestmentLine = Pick<NonNullable<Investment['total']>, 'label' | 'amount'>;

/** The part of a brand the check reads; the island is given only this. */
export type EligibilityBrand = {
  slug: string;
  name: string;
  eligibility?: Pick<
    NonNullable<Dealership['eligibility']>,
    'citizenship' | 'age' | 'education' | 'reservations'
  >;
  land?: Pick<NonNullable<Dealership['land']>, 'sites' | 'tenure'>;
  /** The total and its parts (deposit, land, build), where the brand states them. */
  investment?: {
    total?: InvestmentLine;
    deposit?: InvestmentLine;
    land?: InvestmentLine;
    build?: InvestmentLine;
  };
  /** Plot sizes single openings list for kinds of site the brand's rules give none for. */
  openingPlots?: OpeningPlot[];
  /** Where to apply: the dealer-selection portal where the brand uses one, else its own site. */
  portal?: { label: string; url: string };
  /**
   * When the rules were listed (a year, month or day): each advertisement sets its own, so the
   * result says whose listing it reads and that the current advertisement decides.
   */
  asOf?: string;
  /** Every opening the brand lists has closed on the build day: no application to guide. */
  openingsClosed?: boolean;
  /**
   * The papers and conditions the brand lists that no answer checks (tax returns, proof of net
   * worth, no criminal record), in the page's language: named before any "apply".
   */
  papers?: string[];
};

/**
 * Strips a brand down to what the check reads, so the page carries no more than it needs;
 * `today` (YYYY-MM-DD, Indian time; the build day) decides whether its listed openings are closed.
 */
export function toEligibilityBrand(brand: Dealership, today?: string): EligibilityBrand {
  const { eligibility, land } = brand;
  const { total, deposit, land: landCost, build } = brand.investment ?? {};
  const line = ({ label, amount }: InvestmentLine) => ({ label, amount });
  const investment = {
    ...(total && { total: line(total) }),
    ...(deposit && { deposit: line(deposit) }),
    ...(landCost && { land: line(landCost) }),
    ...(build && { build: line(build) }),
  };
  const { label, url } = brand.selectionPortal ?? brand.portal;
  const papers = [
    ...(eligibility?.financialProof ?? []),
    ...(eligibility?.record ? [eligibility.record] : []),
  ];
  const openingPlots = siteTypeList
    .filter((site) => !land?.sites.some((entry) => entry.type === site && entry.area))
    .flatMap((site) => openingPlot(brand.openings?.items, site) ?? []);
  return {
    slug: brand.slug,
    name: brand.name,
    portal: { label, url },
    asOf: brand.asOf,
    ...(today !== undefined && listedOpeningsClosed(brand, today) && { openingsClosed: true }),
    ...(eligibility && {
      eligibility: {
        ...(eligibility.citizenship && { citizenship: eligibility.citizenship }),
        ...(eligibility.age && { age: eligibility.age }),
        ...(eligibility.education && { education: eligibility.education }),
        ...(eligibility.reservations && { reservations: eligibility.reservations }),
      },
    }),
    ...(land && { land: { sites: land.sites, ...(land.tenure && { tenure: land.tenure }) } }),
    ...(openingPlots.length > 0 && { openingPlots }),
    ...(papers.length > 0 && { papers }),
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
export const holdings = ['owned', 'leased', 'family'] as const;
/** Whose land: the visitor's own, leased to them, or in a family member's name. */
export type Holding = (typeof holdings)[number];

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

/** Whether the visitor has answered what a criterion asks about (whatever the brand states). */
export function hasAnswered(criterion: CriterionId, applicant: Applicant): boolean {
  const answers: Record<CriterionId, unknown> = {
    citizenship: applicant.citizen,
    age: applicant.age,
    education: applicant.education,
    area: applicant.area,
    frontage: applicant.frontage,
    tenure: applicant.holding,
    funds: applicant.funds,
  };
  return answers[criterion] !== undefined;
}

/**
 * The questions of the form, named as the self-check lists those still to answer: by what they
 * ask about, as the criteria are named, since some labels are whole questions.
 */
export const answerQuestions = {
  citizen: 'eligibility.criterion.citizenship',
  age: 'eligibility.criterion.age',
  education: 'eligibility.criterion.education',
  site: 'eligibility.form.site',
  area: 'eligibility.criterion.area',
  frontage: 'eligibility.criterion.frontage',
  land: 'eligibility.criterion.tenure',
  lease: 'eligibility.form.lease',
  funds: 'eligibility.criterion.funds',
} as const satisfies Record<string, UIKey>;
export type AnswerQuestion = keyof typeof answerQuestions;

/**
 * The question that answers each criterion. A rule a brand does not list still needs its answer:
 * other brands' rules are held against it (verdict.ts), so until it is given the brand's verdict
 * stays open, never "ask the brand" with an apply step.
 */
export const criterionQuestion = {
  citizenship: 'citizen',
  age: 'age',
  education: 'education',
  area: 'area',
  frontage: 'frontage',
  tenure: 'land',
  funds: 'funds',
} as const satisfies Record<CriterionId, AnswerQuestion>;
