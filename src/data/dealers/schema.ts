import { z } from 'astro/zod';
import { identifier, keyedList, keyedTexts, listItemId, text } from '../../i18n/words.ts';

/*
 * The shape of one fuel brand's dealership guide. Figures are numbers with units, never text, so
 * the pages format them one way and the comparison hub can compare and compute on them. A field
 * the brand's source does not state is left out (undefined) and shown as "not stated": nothing is
 * filled in by guesswork.
 */

/** Calendar date `YYYY-MM-DD` that exists (2025-02-30 does not). */
export const isoDate = z.iso.date().describe('A calendar date, YYYY-MM-DD');

/** A month `YYYY-MM`, for sources that state only the month. */
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month as YYYY-MM')
  .describe('A calendar month, YYYY-MM');

/** A year, month or day, as precise as the source is: `2025`, `2025-10` or `2025-10-17`. */
export const isoDay = z
  .union([z.string().regex(/^\d{4}$/, 'Expected a year as YYYY'), isoMonth, isoDate])
  .describe('A date as precise as its source: YYYY, YYYY-MM or YYYY-MM-DD');

export const moneyUnits = ['rupees', 'lakh', 'crore'] as const;
export type MoneyUnit = (typeof moneyUnits)[number];
export const measureUnits = ['sqm', 'm', 'years', 'months', 'percent'] as const;
export const units = [...moneyUnits, ...measureUnits] as const;
export type Unit = (typeof units)[number];

/**
 * A numeric range in one unit: `{ min: 15, max: 30, unit: 'lakh' }` is ₹15–30 lakh; without
 * `max` it is one figure; `orMore` makes it open-ended upwards (20%+, 15+ years, 40 m+).
 */
function rangeOf<const U extends readonly [Unit, ...Unit[]]>(allowed: U) {
  return z
    .object({
      min: z.number().nonnegative().describe('Lower bound, or the single stated figure'),
      max: z
        .number()
        .nonnegative()
        .optional()
        .describe('Upper bound; absent when the source states one figure or an open range'),
      unit: z.enum(allowed).describe('Unit both bounds are in'),
      orMore: z
        .boolean()
        .optional()
        .describe('True when the figure is open-ended upwards, written with a "+"'),
    })
    .refine((range) => range.max === undefined || range.min <= range.max, {
      message: 'min must not exceed max',
      path: ['max'],
    })
    .refine((range) => !(range.orMore && range.max !== undefined), {
      message: 'An open-ended range has no max',
      path: ['orMore'],
    });
}

export const moneyRange = rangeOf(moneyUnits).describe(
  'An amount of money in rupees, lakh or crore',
);
export const rupeeRange = rangeOf(['rupees']).describe('A small amount in rupees, e.g. a fee');
export const areaRange = rangeOf(['sqm']).describe('Plot area in square metres');
export const lengthRange = rangeOf(['m']).describe('Road frontage in metres');
export const yearsRange = rangeOf(['years']).describe('A span in years');
export const monthsRange = rangeOf(['months']).describe('A span in months');
export const percentRange = rangeOf(['percent']).describe('A percentage');

export type Range = {
  min: number;
  max?: number | undefined;
  unit: Unit;
  orMore?: boolean | undefined;
};

/** A count such as an outlet network: 36,000+. */
export const count = z
  .object({
    value: z.number().int().positive().describe('The stated count'),
    orMore: z.boolean().optional().describe('True when stated with a "+"'),
  })
  .describe('A whole-number count');

export const siteTypes = ['rural', 'urban', 'highway'] as const;
export const siteType = z.enum(siteTypes).describe('Where the outlet would stand');

/** Education levels in increasing order, so "at least class 12" can be compared across brands. */
export const educationLevels = ['class10', 'class12', 'diploma', 'graduate'] as const;
export type EducationLevel = (typeof educationLevels)[number];

export const reservationCategories = [
  'sc-st',
  'obc',
  'women',
  'ex-servicemen',
  'experience',
] as const;

/** A quota or preference for a group of applicants. */
export const reservation = z
  .object({
    category: z.enum(reservationCategories).describe('Which applicants it favours'),
    kind: z
      .enum(['quota', 'preference'])
      .describe('A reserved share of sites (quota) or a weighting in selection (preference)'),
    percent: z
      .number()
      .positive()
      .max(100)
      .optional()
      .describe('Share of sites reserved, when the source states it'),
    label: text()
      .optional()
      .describe('How the source names the group, when it differs from the category name'),
  })
  .refine((item) => item.percent === undefined || item.kind === 'quota', {
    message: 'Only a quota has a percentage',
    path: ['percent'],
  });

const url = z.url({ protocol: /^https$/ }).describe('An https address');

export const eligibility = z
  .object({
    citizenship: text().optional().describe('Citizenship condition, e.g. "Indian citizen"'),
    age: yearsRange.optional().describe('Applicant age range in years'),
    record: text().optional().describe('Character condition, e.g. "No criminal record"'),
    education: keyedList(
      z.object({
        site: z
          .union([siteType, z.literal('any')])
          .describe('Site type the rule applies to; "any" when it applies to every site'),
        minimum: z.enum(educationLevels).describe('Lowest level that qualifies'),
        text: text().describe('The rule as the source words it'),
      }),
      'site',
    )
      .optional()
      .describe('Minimum education, per site type'),
    financialProof: keyedTexts()
      .optional()
      .describe('Documents that prove means: ITRs, net worth, bank statements'),
    reservations: keyedList(reservation, 'category').optional().describe('Quotas and preferences'),
    priorDealershipRequired: z
      .boolean()
      .optional()
      .describe('Whether applicants must already have run a dealership'),
  })
  .describe('Who may apply');

export const landSite = z.object({
  type: siteType,
  label: text()
    .optional()
    .describe('How the source names this site type when it differs, e.g. "Town" for urban'),
  area: areaRange.optional().describe('Plot area'),
  frontage: lengthRange.optional().describe('Road frontage'),
  note: text().optional().describe('What the source says instead of, or beside, the figures'),
});

export const land = z
  .object({
    sites: keyedList(landSite, 'type').describe('Plot requirements per site type, as stated'),
    tenure: z
      .object({
        basis: z
          .enum(['owned-or-leased', 'leased'])
          .describe('Whether the plot may be owned, or the source speaks of a lease'),
        years: yearsRange.describe('Minimum or stated lease length'),
      })
      .optional()
      .describe('How long the plot must be held'),
    clearances: keyedTexts().optional().describe('NOCs, tests and conditions of the plot itself'),
  })
  .describe('Land the applicant must bring');

const investmentLine = z.object({
  label: text().describe('The line as the source names it, e.g. "Land/lease"'),
  amount: moneyRange,
});

export const investment = z
  .object({
    year: z.number().int().min(2000).max(2100).optional().describe('Year the figures are for'),
    deposit: investmentLine.optional().describe('Security deposit'),
    land: investmentLine.optional().describe('Buying or leasing land'),
    build: investmentLine.optional().describe('Construction and equipment'),
    total: investmentLine.optional().describe('Total investment'),
    financing: text().optional().describe('How applicants can fund it, e.g. "Bank tie-ups"'),
  })
  .describe('Money the applicant must bring');

/** Brand-level figures a step can show, so each figure is stated once. */
export const stepFacts = ['applicationFee', 'selectionTime', 'setupTime'] as const;

export const step = z.object({
  id: listItemId,
  title: text().describe('What happens in this step'),
  shows: z
    .enum(stepFacts)
    .optional()
    .describe('The brand figure this step shows beside it: its fee or its duration'),
  afterSelection: z
    .boolean()
    .optional()
    .describe(
      'True for a step that happens only for an applicant the brand selects (setting up the outlet): it says so',
    ),
});

/** A deadline: a day, a month (closes after its last day), or an opening listed as ongoing. */
export const deadline = z
  .union([isoDate, isoMonth, z.literal('ongoing')])
  .describe('YYYY-MM-DD, YYYY-MM (open to the end of that month) or "ongoing"');

export const opening = z.object({
  id: listItemId,
  region: text().describe('State, area or "Nationwide"'),
  when: isoMonth.optional().describe('Month the opening was announced or runs'),
  deadline: deadline.optional().describe('Last day to apply, when stated'),
  sites: z.array(siteType).optional().describe('Site types offered'),
  siteCount: count.optional().describe('Number of sites offered'),
  area: areaRange.optional().describe('Plot area asked for'),
  fee: rupeeRange.optional().describe('Application fee for this opening'),
  reservations: keyedList(reservation, 'category').optional().describe('Quotas and preferences'),
  notes: keyedTexts().optional().describe('Anything else the source says, e.g. "EV focus"'),
});

export const point = z.object({
  id: listItemId,
  title: text().describe('Short heading'),
  text: text().describe('One or two sentences; no figure that lives elsewhere in the data'),
});

export const featureIcons = ['loyalty', 'ev-charging', 'store', 'upi'] as const;

/**
 * Brand-specific parts of the page. The page renders whichever are present, so a brand's look
 * comes from its data, never from a check of its slug.
 */
export const section = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('why-eligibility-tabs'),
      whyLabel: text(),
      eligibilityLabel: text(),
    })
    .describe('"Why" points and eligibility as two tabs'),
  z
    .object({
      kind: z.literal('why-cards'),
      decoration: z.enum(['dots', 'none']).describe('Static decorative dots on each card'),
    })
    .describe('"Why" points as a row of cards'),
  z
    .object({
      kind: z.literal('why-eligibility-collapsibles'),
      whyLabel: text(),
      eligibilityLabel: text(),
    })
    .describe('"Why" points and eligibility as two cards that open independently, both closed'),
  z
    .object({ kind: z.literal('why-scroll-cards') })
    .describe('"Why" points as a horizontally scrollable row of cards'),
  z
    .object({
      kind: z.literal('progress-path'),
      selectionStep: z
        .number()
        .int()
        .positive()
        .describe('The step in which the brand selects; the steps after it are greyed'),
    })
    .describe(
      'Steps drawn as a path, the steps after selection greyed: they happen only for an applicant the brand selects. No progress bar: a bar would show the steps as done to a visitor who has done none',
    ),
  z
    .object({
      kind: z.literal('feature-tiles'),
      title: text(),
      tiles: keyedList(z.object({ icon: z.enum(featureIcons), title: text() }), 'icon', { min: 1 }),
    })
    .describe('Tiles naming what an outlet offers'),
  z
    .object({
      kind: z.literal('joint-venture'),
      split: z
        .string()
        .regex(/^\d+:\d+$/)
        .describe('Ownership split, e.g. "50:50"'),
      owners: keyedList(
        z.object({
          name: identifier(z.string().trim().min(1)).describe(
            'A company that owns it, by its own name; kept as written in every language',
          ),
        }),
        'name',
        { min: 2 },
      ).describe('The companies that own it'),
    })
    .describe('A note on the brand being a joint venture'),
]);

export type BrandSection = z.infer<typeof section>;

export const portalLink = z.object({
  label: identifier(z.string().trim().min(1)).describe(
    'Name of the portal as the brand titles it; kept as written in every language',
  ),
  url: url.describe('Taken from site.portals in src/config/site.ts'),
});

export const dealership = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .describe('URL segment under /services'),
    name: identifier(z.string().trim().min(1)).describe(
      'Brand name as visitors know it, e.g. "Indian Oil"; kept as written in every language',
    ),
    title: text().describe('The page heading'),
    lead: text().describe('The line under the heading'),
    asOf: isoDay.describe('When the figures were stated'),
    outlets: count.extend({
      qualifier: text().optional().describe('e.g. "active" for stations already running'),
    }),
    outletTarget: count.optional().describe('Stated expansion target'),
    roi: z
      .object({
        range: percentRange,
        average: z.boolean().optional().describe('Stated as an average'),
        over: yearsRange.optional().describe('Period the return is earned over'),
      })
      // Not shown: we found these figures in no document of the brands, and a profit figure a wary
      // applicant cannot check works as a promise (docs/departures.md). Kept for when one is found.
      .describe(
        'Return (ROI) as we were given it; not shown on the site until its source is named',
      ),
    applicationsOpenUntil: deadline
      .optional()
      .describe('Headline application deadline, when the brand states one'),
    applicationFee: rupeeRange.optional(),
    selectionTime: monthsRange.optional().describe('Time from application to selection'),
    setupTime: monthsRange.optional().describe('Time to build and open the outlet'),
    why: z
      .object({ title: text(), points: keyedList(point, 'id', { min: 1 }) })
      .optional()
      .describe('Reasons to choose the brand, drawn from the stated facts'),
    eligibility: eligibility.optional(),
    land: land.optional(),
    investment: investment.optional(),
    steps: keyedList(step, 'id', { min: 1 }),
    openings: z
      .object({ title: text(), items: keyedList(opening, 'id', { min: 1 }) })
      .optional()
      .describe('Openings the source listed'),
    cta: text().describe(
      'Label of the closing call-to-action button; it leads to our contact form, so it says whose help it offers',
    ),
    ctaWhileOpen: text()
      .optional()
      .describe(
        'The same label with urgency ("now"), shown only while the brand lists an opening still open on the build day',
      ),
    portal: portalLink.describe("The brand's official site"),
    selectionPortal: portalLink
      .optional()
      .describe('The official dealer-selection portal, for brands that select through it'),
    sections: keyedList(section, 'kind').default([]).describe('Brand-specific parts of the page'),
  })
  .refine((brand) => brand.steps.every((s) => !s.shows || brand[s.shows] !== undefined), {
    message: 'A step shows a figure the brand does not state',
    path: ['steps'],
  });

export type Dealership = z.output<typeof dealership>;
export type DealershipInput = z.input<typeof dealership>;
export type Eligibility = z.infer<typeof eligibility>;
export type Land = z.infer<typeof land>;
export type Investment = z.infer<typeof investment>;
export type Opening = z.infer<typeof opening>;
export type Reservation = z.infer<typeof reservation>;
export type Step = z.infer<typeof step>;
export type Deadline = z.infer<typeof deadline>;
