import type { Reservation } from '../../data/dealers/schema.ts';
import {
  applicantEducationLevels,
  criterionQuestion,
  hasAnswered,
  criteria,
  type Applicant,
  type ApplicantCategory,
  type ApplicantEducation,
  type CriterionId,
  type EligibilityBrand,
} from './applicant.ts';
import { funds } from './funds.ts';
import { message, type Finding, type Message, type Rule } from './findings.ts';

/*
 * The eligibility self-check's rules: an applicant's answers held against one brand's stated
 * rules, one finding per criterion. It is a guide, not a decision: only what a brand's data states
 * is checked, and a rule the data does not state is reported as such, never assumed met. It runs
 * in the browser and stores nothing. A new criterion is one rule here (and in `criteria`) and its
 * messages in each language's dictionary.
 */

const educationRank = (level: ApplicantEducation) => applicantEducationLevels.indexOf(level);

const citizenship: Rule = (brand, applicant) => {
  const rule = brand.eligibility?.citizenship;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: message('eligibility.citizenship.notListed', {}),
      gap: message('eligibility.citizenship.ask', {}),
    };
  }
  const limit = message('eligibility.citizenship.limit', {});
  if (applicant.citizen === undefined) {
    return {
      status: 'not-answered',
      reason: message('eligibility.citizenship.unanswered', {}),
      needs: ['citizen'],
      limit,
    };
  }
  return applicant.citizen
    ? {
        status: 'met',
        reason: message('eligibility.citizenship.meets', { rule: { words: rule } }),
        limit,
      }
    : {
        status: 'not-met',
        reason: message('eligibility.citizenship.fails', { rule: { words: rule } }),
        gap: message('eligibility.citizenship.gap', {}),
        limit,
      };
};

const age: Rule = (brand, applicant) => {
  const rule = brand.eligibility?.age;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: message('eligibility.age.notListed', {}),
      gap: message('eligibility.age.ask', {}),
    };
  }
  const limit = message('eligibility.age.limit', { range: { range: rule } });
  if (applicant.age === undefined) {
    return {
      status: 'not-answered',
      reason: message('eligibility.age.unanswered', {}),
      needs: ['age'],
      limit,
    };
  }
  const within =
    applicant.age >= rule.min &&
    (rule.orMore || rule.max === undefined || applicant.age <= rule.max);
  const figures = { range: { range: rule }, age: { number: applicant.age } };
  return {
    status: within ? 'met' : 'not-met',
    reason: message('eligibility.age.reason', figures),
    ...(!within && { gap: message('eligibility.age.gap', figures) }),
    limit,
  };
};

const education: Rule = (brand, applicant) => {
  const rules = brand.eligibility?.education;
  if (!rules?.length) {
    return {
      status: 'not-stated',
      reason: message('eligibility.education.notListed', {}),
      gap: message('eligibility.education.ask', {}),
    };
  }
  const general = rules.find((rule) => rule.site === 'any');
  if (!general && applicant.site === undefined) {
    return {
      status: 'not-answered',
      reason: message('eligibility.education.chooseSite', {}),
      needs: applicant.education === undefined ? ['site', 'education'] : ['site'],
    };
  }
  const rule = rules.find((item) => item.site === applicant.site) ?? general;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: message('eligibility.education.notListedForSite', {
        where: { site: applicant.site! },
      }),
      gap: message('eligibility.education.ask', {}),
    };
  }
  const limit = message('eligibility.education.limit', { rule: { words: rule.text, lower: true } });
  if (applicant.education === undefined) {
    return {
      status: 'not-answered',
      reason: message('eligibility.education.unanswered', {}),
      needs: ['education'],
      limit,
    };
  }
  const meets = educationRank(applicant.education) >= educationRank(rule.minimum);
  return {
    status: meets ? 'met' : 'not-met',
    reason: message('eligibility.education.reason', {
      rule: { words: rule.text },
      education: { level: applicant.education },
    }),
    ...(!meets && {
      gap: message('eligibility.education.gap', {
        education: { level: applicant.education, lower: true },
        minimum: { level: rule.minimum, lower: true },
      }),
    }),
    limit,
  };
};

const plot =
  (measure: 'area' | 'frontage'): Rule =>
  (brand, applicant) => {
    if (applicant.site === undefined) {
      return {
        status: 'not-answered',
        reason: message('eligibility.site.choose', {}),
        needs: applicant[measure] === undefined ? ['site', measure] : ['site'],
      };
    }
    const site = brand.land?.sites.find((entry) => entry.type === applicant.site);
    const where = { site: applicant.site, label: site?.label };
    const rule = site?.[measure];
    const fromOpening =
      !rule && measure === 'area'
        ? brand.openingPlots?.find((entry) => entry.site === applicant.site)
        : undefined;
    if (fromOpening) {
      return {
        status: 'not-stated',
        reason: message('eligibility.area.notListedOpening', {
          where,
          region: { words: fromOpening.region },
          range: { range: fromOpening.area },
          equivalent: { equivalent: fromOpening.area, unit: applicant.areaUnit },
        }),
        gap: message('eligibility.area.ask', { where }),
      };
    }
    if (!rule) {
      return {
        status: 'not-stated',
        reason: site?.note
          ? message(`eligibility.${measure}.notListedNote`, { where, note: { words: site.note } })
          : message(`eligibility.${measure}.notListed`, { where }),
        gap: message(`eligibility.${measure}.ask`, { where }),
      };
    }
    const needed = { range: { ...rule, max: undefined } };
    const ask = message(`eligibility.${measure}.ask`, { where });
    // What the brand asks for, as stated: its whole range, so that where it is named beside
    // another brand's rule it reads as it does on the brand's own line ("25–30 m").
    const stated = { range: rule };
    const limit =
      measure === 'area'
        ? message('eligibility.area.limit', {
            needed: stated,
            equivalent: { equivalent: rule, unit: applicant.areaUnit },
            where,
          })
        : message('eligibility.frontage.limit', { needed: stated, where });
    const given = applicant[measure];
    if (given === undefined) {
      return {
        status: 'not-answered',
        reason: message(`eligibility.${measure}.unanswered`, {}),
        needs: [measure],
        limit,
      };
    }
    const meets = given >= rule.min;
    // Between a range's low end and its top, which figure a site needs is the brand's to say:
    // asked about, never met (a reader with 25 m against "25–30 m" may need 30).
    const lowEndOnly = meets && rule.max !== undefined && given < rule.max;
    const between = (reason: Message): Omit<Finding, 'criterion'> => ({
      status: 'not-stated',
      reason: message('eligibility.rangeLowEnd', {
        reason: { message: reason },
        high: { range: { min: rule.max!, unit: rule.unit } },
      }),
      gap: ask,
      limit,
      lowEndOnly: true,
    });
    if (measure === 'frontage') {
      const reason = message('eligibility.frontage.reason', {
        range: { range: rule },
        where,
        given: { range: { min: given, unit: 'm' } },
      });
      if (lowEndOnly) return between(reason);
      return {
        status: meets ? 'met' : 'not-met',
        reason,
        ...(!meets && {
          gap: message('eligibility.frontage.gap', {
            given: { range: { min: given, unit: 'm' } },
            short: { range: { min: rule.min - given, unit: 'm' } },
            needed,
            where,
          }),
        }),
        limit,
        ask,
      };
    }
    const shortBy = { min: Math.round((rule.min - given) * 10) / 10, unit: 'sqm' as const };
    const reason = message('eligibility.area.reason', {
      range: { range: rule },
      equivalent: { equivalent: rule, unit: applicant.areaUnit },
      where,
      given: { sqm: given, unit: applicant.areaUnit },
    });
    if (lowEndOnly) return between(reason);
    return {
      status: meets ? 'met' : 'not-met',
      reason,
      ...(!meets && {
        gap: message('eligibility.area.gap', {
          short: { range: shortBy },
          equivalent: { equivalent: shortBy, unit: applicant.areaUnit },
          needed,
          where,
        }),
      }),
      limit,
      ask,
    };
  };

const tenure: Rule = (brand, applicant) => {
  const rule = brand.land?.tenure;
  if (!rule) {
    return {
      status: 'not-stated',
      reason: message('eligibility.tenure.notListed', {}),
      gap: message('eligibility.tenure.ask', {}),
    };
  }
  const years = { range: rule.years };
  const limit = message('eligibility.tenure.limit', { years });
  if (applicant.holding === undefined) {
    return {
      status: 'not-answered',
      reason: message('eligibility.tenure.unanswered', {}),
      needs: ['land'],
    };
  }
  // No brand here says whether land in a relative's name will do: only the brand can.
  if (applicant.holding === 'family') {
    return {
      status: 'not-stated',
      reason: message('eligibility.tenure.family', {}),
      gap: message('eligibility.tenure.askFamily', {}),
    };
  }
  if (applicant.holding === 'owned') {
    return rule.basis === 'owned-or-leased'
      ? { status: 'met', reason: message('eligibility.tenure.ownedMeets', {}) }
      : {
          status: 'not-stated',
          reason: message('eligibility.tenure.leaseOnly', { years }),
          gap: message('eligibility.tenure.askOwned', {}),
        };
  }
  if (applicant.leaseYears === undefined) {
    return {
      status: 'not-answered',
      reason: message('eligibility.tenure.leaseUnanswered', {}),
      needs: ['lease'],
      limit,
    };
  }
  const long = applicant.leaseYears >= rule.years.min;
  const figures = {
    years,
    lease: { range: { min: applicant.leaseYears, unit: 'years' as const } },
  };
  return {
    status: long ? 'met' : 'not-met',
    reason: message('eligibility.tenure.reason', figures),
    ...(!long && { gap: message('eligibility.tenure.gap', figures) }),
    limit,
  };
};

/** The rules a brand lists. The money is not one of them: see `BrandFindings.money`. */
const rules: Record<Exclude<CriterionId, 'funds'>, Rule> = {
  citizenship,
  age,
  education,
  area: plot('area'),
  frontage: plot('frontage'),
  tenure,
};

/** What a brand states for one group the visitor ticked: a quota with its share, or less. */
function categoryNote(
  category: ApplicantCategory,
  reservations: readonly Reservation[] | undefined,
): Message {
  const group = { group: category };
  if (!reservations) return message('eligibility.category.notStated', { group });
  const matches = reservations.filter((item) => item.category === category);
  // One whole sentence per group, naming it once: the strongest thing the brand states for it
  // (a quota with its share, then a quota, then a preference).
  const item =
    matches.find((match) => match.percent !== undefined) ??
    matches.find((match) => match.kind === 'quota') ??
    matches[0];
  if (!item) return message('eligibility.category.none', { group });
  if (item.percent !== undefined) {
    return message('eligibility.category.quotaShare', { group, percent: { number: item.percent } });
  }
  return message(
    item.kind === 'quota' ? 'eligibility.category.quota' : 'eligibility.category.preference',
    { group },
  );
}

/** One brand's findings: a finding per criterion, and a note per group the visitor ticked. */
export type BrandFindings = {
  slug: string;
  name: string;
  /** Where the brand's dealers apply; brands sharing one are read together (verdict.ts). */
  portal?: { label: string; url: string } | undefined;
  /** When the brand's rules were listed (see EligibilityBrand). */
  asOf?: string | undefined;
  /** A finding per rule the brand lists (or leaves unstated). */
  findings: Finding[];
  /**
   * The visitor's money held against the lowest cost this check works out from the brand's cost
   * figures. No brand lists an amount an applicant must have (they list papers that prove one's
   * means), so this is never a rule: it is not counted as met or not met, and it never decides a
   * verdict or the closest brand. Only an unanswered funds question holds a verdict open.
   */
  money: Finding;
  categoryNotes: Message[];
  /**
   * The other brands choosing dealers through the same portal (verdict.ts): one advertisement
   * there sets the places kept for each group, whatever quotas this site lists for each.
   */
  sharesPortalWith?: string[];
};

/** Every criterion for one brand, on its own stated rules alone (see verdict.ts for the rest). */
export function brandFindings(brand: EligibilityBrand, applicant: Applicant): BrandFindings {
  return {
    slug: brand.slug,
    name: brand.name,
    portal: brand.portal,
    asOf: brand.asOf,
    findings: criteria.flatMap(({ id }) => {
      if (id === 'funds') return [];
      const finding: Finding = { criterion: id, ...rules[id](brand, applicant) };
      // A rule the brand does not list is "not stated" whether or not it was answered; the head
      // must not speak of answers the visitor has not given.
      return finding.status === 'not-stated' && !hasAnswered(id, applicant)
        ? [{ ...finding, unanswered: true, needs: [criterionQuestion[id]] }]
        : [finding];
    }),
    money: { criterion: 'funds', ...funds(brand, applicant) },
    categoryNotes: applicant.categories.map((category) =>
      categoryNote(category, brand.eligibility?.reservations),
    ),
  };
}
