import { describe, expect, it } from 'vitest';
import { dealershipBySlug, dealerships } from '../../data/dealers/index.ts';
import { educationLevels, siteTypes } from '../../data/dealers/schema.ts';
import { dictionaries, fill, islandStrings, translator } from '../../i18n/ui.ts';
import { formatNumber, formatRange } from '../format.ts';
import { EligibilityCheck } from '../../components/hub/EligibilityCheck.tsx';
import {
  applicantEducationLevels,
  applicantFromQuery,
  checkBrands,
  closestBrands,
  criterionName,
  gapSummary,
  hasAnswers,
  criterionStatusText,
  reasonText,
  say,
  statedFunds,
  toEligibilityBrand,
  verdictSummary,
  verdictText,
  withAnswer,
  withFormAnswers,
  withoutAnswers,
  type AnswerKey,
  type Applicant,
  type BrandResult,
  type CriterionId,
  type EligibilityBrand,
  type Words,
} from './index.ts';
import { aged67 } from './test-readers.ts';

/*
 * The self-check's message table at work: the sentences each language's reader sees, written
 * from the findings (the findings themselves are tested in rules.test.ts and verdict.test.ts).
 * Most of these read the English table, the source every other language translates.
 */

/** The English table: the tests read the sentences English visitors see. */
const english: Words = { t: translator(dictionaries.en), locale: 'en' };

/** One brand's result as a reader sees it: every finding written in the language of `words`. */
function written(result: BrandResult, words: Words = english) {
  return {
    result,
    verdict: { kind: result.verdict, text: verdictText(result, words) },
    criteria: result.findings.map((finding) => ({
      id: finding.criterion,
      label: criterionName(finding, words),
      status: finding.status,
      reason: reasonText(finding, result.name, words),
      ...(finding.gap && { gap: say(finding.gap, result.name, words) }),
    })),
    categoryNotes: result.categoryNotes.map((note) => say(note, result.name, words)),
  };
}

/** One brand checked on its own, written in English (or the language of `words`). */
const checkEligibility = (target: EligibilityBrand, applicant: Applicant, words: Words = english) =>
  written(checkBrands([target], applicant)[0]!, words);

const brand = (slug: string): EligibilityBrand => toEligibilityBrand(dealershipBySlug(slug)!);
const jio = brand('jio');
const hindustan = brand('hindustan');
const nayara = brand('nayara');
const bharat = brand('bharat');
const indianOil = brand('indian-oil');

/** An applicant who meets every stated Hindustan Petroleum rule for a rural site. */
const fits: Applicant = {
  age: 40,
  education: 'graduate',
  citizen: true,
  site: 'rural',
  area: 1_000,
  frontage: 30,
  holding: 'leased',
  leaseYears: 18,
  categories: [],
  funds: 220,
};

const criterion = (target: EligibilityBrand, applicant: Partial<Applicant>, id: CriterionId) => {
  const result = checkEligibility(target, { ...fits, ...applicant });
  return result.criteria.find((item) => item.id === id)!;
};
const status = (target: EligibilityBrand, applicant: Partial<Applicant>, id: CriterionId) =>
  criterion(target, applicant, id).status;

describe('checkEligibility: age', () => {
  it('accepts both ends of the range and refuses one year past it', () => {
    expect(status(hindustan, { age: 21 }, 'age')).toBe('met');
    expect(status(hindustan, { age: 55 }, 'age')).toBe('met');
    expect(status(hindustan, { age: 56 }, 'age')).toBe('not-met');
    expect(status(hindustan, { age: 20 }, 'age')).toBe('not-met');
    expect(status(jio, { age: 56 }, 'age')).toBe('met');
    expect(status(jio, { age: 61 }, 'age')).toBe('not-met');
  });

  it('says why, with both figures', () => {
    expect(criterion(hindustan, { age: 56 }, 'age').reason).toBe(
      'Hindustan Petroleum asks for an age of 21–55 years; you are 56.',
    );
  });

  it('reports an unstated rule as not stated, never as met', () => {
    expect(status(indianOil, { age: 99 }, 'age')).toBe('not-stated');
    expect(status(hindustan, { age: undefined }, 'age')).toBe('not-answered');
  });
});

describe('checkEligibility: citizenship', () => {
  it('meets for a citizen, fails otherwise, and is not stated where the data is silent', () => {
    expect(status(nayara, { citizen: true }, 'citizenship')).toBe('met');
    expect(status(nayara, { citizen: false }, 'citizenship')).toBe('not-met');
    expect(criterion(nayara, { citizen: false }, 'citizenship').reason).toBe(
      'Nayara asks for: Indian citizen. You are not.',
    );
    expect(status(indianOil, { citizen: false }, 'citizenship')).toBe('not-stated');
    expect(status(nayara, { citizen: undefined }, 'citizenship')).toBe('not-answered');
  });
});

describe('checkEligibility: education per site type', () => {
  it('holds each site type to its own minimum', () => {
    expect(status(nayara, { site: 'rural', education: 'class10' }, 'education')).toBe('met');
    expect(status(nayara, { site: 'urban', education: 'class10' }, 'education')).toBe('not-met');
    expect(status(nayara, { site: 'urban', education: 'class12' }, 'education')).toBe('met');
    expect(status(jio, { site: 'urban', education: 'class12' }, 'education')).toBe('not-met');
    expect(status(jio, { site: 'urban', education: 'diploma' }, 'education')).toBe('met');
    expect(status(jio, { site: 'rural', education: 'class10' }, 'education')).toBe('not-met');
    expect(status(hindustan, { site: 'rural', education: 'below10' }, 'education')).toBe('not-met');
  });

  it('applies a rule for any site whatever the site, even before a site is chosen', () => {
    expect(status(bharat, { site: 'highway', education: 'class10' }, 'education')).toBe('not-met');
    expect(status(bharat, { site: undefined, education: 'class12' }, 'education')).toBe('met');
  });

  it('needs a site type where the rule differs, and says when a site has no rule', () => {
    expect(status(nayara, { site: undefined }, 'education')).toBe('not-answered');
    expect(criterion(nayara, { site: 'highway' }, 'education')).toMatchObject({
      status: 'not-stated',
      reason: "No education rule is listed for Nayara's highway sites.",
    });
  });

  it('names the rule and the answer', () => {
    expect(criterion(jio, { site: 'urban', education: 'class12' }, 'education').reason).toBe(
      'Jio-bp asks for: Graduation, CA, CS, ICWA or an engineering diploma for urban sites. You have: 12th pass.',
    );
  });
});

describe('checkEligibility: land', () => {
  it('accepts exactly the minimum area and frontage, and refuses one less', () => {
    expect(status(jio, { site: 'rural', area: 1_200 }, 'area')).toBe('met');
    expect(status(jio, { site: 'rural', area: 1_199 }, 'area')).toBe('not-met');
    expect(status(jio, { site: 'rural', frontage: 30 }, 'frontage')).toBe('met');
    expect(status(jio, { site: 'rural', frontage: 29 }, 'frontage')).toBe('not-met');
    // A range's lower end is the minimum; a larger plot than the upper end is no obstacle.
    expect(status(hindustan, { site: 'urban', area: 1_000 }, 'area')).toBe('met');
    expect(status(hindustan, { site: 'urban', area: 2_000 }, 'area')).toBe('met');
    expect(status(hindustan, { site: 'urban', frontage: 29 }, 'frontage')).toBe('not-met');
  });

  it('uses the brand’s own name for the site and both figures in the reason', () => {
    expect(criterion(nayara, { site: 'urban', area: 600 }, 'area').reason).toBe(
      'Nayara asks for 800 sqm (about 19.8 cents) for town sites; you have 600 sqm.',
    );
    expect(criterion(nayara, { site: 'highway', frontage: 30 }, 'frontage').reason).toBe(
      'Nayara asks for 35 m of frontage for highway sites; you have 30 m.',
    );
  });

  it('reports a site type or figure the brand does not state as not stated', () => {
    expect(status(nayara, { site: 'rural' }, 'area')).toBe('not-stated');
    expect(status(bharat, { site: 'rural' }, 'frontage')).toBe('not-stated');
    expect(criterion(indianOil, { site: 'highway' }, 'area').reason).toBe(
      "No plot size is listed for Indian Oil's highway sites. It says: “Larger plots with dual access”.",
    );
    expect(status(jio, { site: undefined }, 'area')).toBe('not-answered');
    expect(status(jio, { area: undefined }, 'area')).toBe('not-answered');
  });
});

describe('checkEligibility: owned or leased', () => {
  it('accepts a lease of exactly the minimum years and refuses a shorter one', () => {
    expect(status(jio, { holding: 'leased', leaseYears: 20 }, 'tenure')).toBe('met');
    expect(status(jio, { holding: 'leased', leaseYears: 19 }, 'tenure')).toBe('not-met');
    expect(status(nayara, { holding: 'leased', leaseYears: 30 }, 'tenure')).toBe('met');
    expect(criterion(jio, { holding: 'leased', leaseYears: 18 }, 'tenure').reason).toBe(
      'Jio-bp asks for a lease of 20+ years; yours is 18 years.',
    );
  });

  it('accepts owned land where the brand allows it, and asks where it speaks only of a lease', () => {
    expect(status(jio, { holding: 'owned' }, 'tenure')).toBe('met');
    expect(status(nayara, { holding: 'owned' }, 'tenure')).toBe('not-stated');
    expect(status(bharat, { holding: 'owned' }, 'tenure')).toBe('not-stated');
    expect(status(jio, { holding: 'leased', leaseYears: undefined }, 'tenure')).toBe(
      'not-answered',
    );
  });
});

describe('checkEligibility: funds', () => {
  const owned = (funds: number) => ({ holding: 'owned' as const, funds });
  const leased = (funds: number) => ({ holding: 'leased' as const, leaseYears: 30, funds });

  it('holds leased land to the total, which includes the land: met only at its top', () => {
    expect(status(hindustan, leased(220), 'funds')).toBe('met');
    expect(status(hindustan, leased(99.5), 'funds')).toBe('not-met');
    expect(status(indianOil, leased(149), 'funds')).toBe('not-met');
    expect(status(nayara, leased(300), 'funds')).toBe('met');
    expect(status(bharat, leased(250), 'funds')).toBe('met');
    // Between the low end and the top, where the site falls is for the brand to say: never
    // "Meets", and never read against the other brands' limits (this brand does state one).
    expect(criterion(nayara, leased(150), 'funds')).toMatchObject({
      status: 'not-stated',
      reason:
        "Nayara's total investment is ₹1.5–3 crore, from ₹1.5 crore; you have ₹1.5 crore. That covers the low end only: the figures go up to ₹3 crore, and what your site would cost is for Nayara to say.",
      gap: 'what your site would cost',
    });
    expect(status(hindustan, leased(100), 'funds')).toBe('not-stated');
    expect(status(bharat, leased(100), 'funds')).toBe('not-stated');
    expect(criterion(nayara, leased(120), 'funds')).toMatchObject({
      reason: "Nayara's total investment is ₹1.5–3 crore, from ₹1.5 crore; you have ₹1.2 crore.",
      gap: '₹30 lakh more funds (from ₹1.5 crore in all)',
    });
  });

  it("uses the stricter figure where a brand's total is below its own parts", () => {
    // Jio-bp states a total from ₹15 lakh, but a deposit from ₹15 lakh, land from ₹20 lakh and
    // construction from ₹30 lakh: ₹65 lakh. Land that is not the visitor's own is held to ₹65
    // lakh, like-for-like with the other brands' totals, and the line says why in the words the
    // brand's guide and the hub use under its total.
    expect(status(jio, leased(65), 'funds')).toBe('not-stated');
    expect(status(jio, leased(64), 'funds')).toBe('not-met');
    expect(status(jio, leased(500), 'funds')).toBe('met');
    expect(criterion(jio, leased(20), 'funds')).toMatchObject({
      status: 'not-met',
      reason:
        "Jio-bp's own figures do not agree: its deposit, land and construction add up to ₹65 lakh–₹2.35 crore, but it states a total of ₹15 lakh–₹5 crore. Ask Jio-bp which is right. This check uses the higher starting figure, ₹65 lakh; you have ₹20 lakh.",
      gap: '₹45 lakh more funds (from ₹65 lakh in all)',
    });
    // On the visitor's own land, the deposit and construction alone: ₹45 lakh to start with.
    expect(status(jio, owned(45), 'funds')).toBe('not-stated');
    expect(criterion(jio, owned(44), 'funds').reason).toContain("Jio-bp's own figures disagree");
    // The same rule for any brand whose figures disagree, read from its data, not its name.
    const lakh = (min: number) => ({ min, unit: 'lakh' as const });
    const brand = {
      slug: 'x',
      name: 'X',
      investment: {
        total: { label: 'Total', amount: lakh(10) },
        deposit: { label: 'Deposit', amount: lakh(8) },
        build: { label: 'Build', amount: lakh(7) },
      },
    };
    expect(statedFunds(brand)).toMatchObject({ disagree: true, total: { low: 1_500_000 } });
    expect(status(brand, leased(14), 'funds')).toBe('not-met');
    // Single figures have no range above them: reaching the parts' sum meets them.
    expect(status(brand, leased(15), 'funds')).toBe('met');
    expect(criterion(brand, owned(14), 'funds').reason).toContain("X's own figures disagree");
    // Figures that agree say nothing of the kind.
    expect(statedFunds(hindustan).disagree).toBe(false);
    expect(criterion(hindustan, leased(100), 'funds').reason).not.toContain('disagree');
  });

  it('names the figure a failing verdict uses right before the funds the visitor has, for every brand', () => {
    // A reader weighs the last amount before "you have": "from ₹15 lakh; you have ₹20 lakh" under
    // "Does not meet" reads as a mistake, whatever the next sentence explains.
    const amounts = /₹[\d.,]+(?: (?:lakh|crore))?/gu;
    for (const dealer of dealerships) {
      const target = toEligibilityBrand(dealer);
      const { total, nonLand } = statedFunds(target);
      for (const holding of ['leased', 'owned', undefined] as const) {
        const used = holding === 'owned' ? nonLand?.min : total?.low;
        if (used === undefined) continue;
        const { status: verdict, reason } = criterion(
          target,
          { holding, funds: used / 100_000 - 1 },
          'funds',
        );
        const where = `${dealer.slug}, ${holding ?? 'no answer'}: ${reason}`;
        expect(verdict, where).toBe('not-met');
        const before = reason.slice(0, reason.indexOf('you have'));
        expect(before.match(amounts)?.at(-1), where).toBe(
          formatRange({ min: used, unit: 'rupees' }, 'en'),
        );
      }
    }
  });

  it('holds owned land to the deposit plus the build, as each brand states them', () => {
    // Hindustan Petroleum: deposit ₹10–25 lakh + build ₹50 lakh–₹1 crore = ₹60 lakh–₹1.25 crore,
    // not the ₹1 crore total.
    expect(criterion(hindustan, owned(125), 'funds')).toEqual({
      id: 'funds',
      label: 'Funds',
      status: 'met',
      reason:
        "On your own land, Hindustan Petroleum's deposit (₹10–25 lakh) and build (₹50 lakh–₹1 crore) come to at least ₹60 lakh; you have ₹1.25 crore.",
    });
    expect(criterion(hindustan, owned(70), 'funds')).toEqual({
      id: 'funds',
      label: 'Funds',
      status: 'not-stated',
      reason:
        "On your own land, Hindustan Petroleum's deposit (₹10–25 lakh) and build (₹50 lakh–₹1 crore) come to at least ₹60 lakh; you have ₹70 lakh. That covers the low end only: the figures go up to ₹1.25 crore, and what your site would cost is for Hindustan Petroleum to say.",
      gap: 'what your site would cost',
    });
    expect(status(hindustan, owned(60), 'funds')).toBe('not-stated');
    expect(criterion(hindustan, owned(59), 'funds')).toMatchObject({
      status: 'not-met',
      gap: '₹1 lakh more funds (from ₹60 lakh on your own land)',
    });
    // Indian Oil: ₹15 lakh + ₹50 lakh; Nayara: ₹20 lakh + ₹60 lakh; Jio-bp: ₹15 lakh + ₹30 lakh.
    expect(status(indianOil, owned(65), 'funds')).toBe('not-stated');
    expect(status(indianOil, owned(64), 'funds')).toBe('not-met');
    expect(criterion(indianOil, owned(64), 'funds').reason).toContain(
      'deposit (₹15–30 lakh) and build/equipment (₹50 lakh–₹1 crore) come to at least ₹65 lakh',
    );
    expect(status(nayara, owned(80), 'funds')).toBe('not-stated');
    expect(status(nayara, owned(79), 'funds')).toBe('not-met');
    expect(status(jio, owned(45), 'funds')).toBe('not-stated');
    expect(status(jio, owned(44), 'funds')).toBe('not-met');
    expect(criterion(jio, owned(44), 'funds').reason).toContain(
      'and construction (₹30 lakh–₹1 crore)',
    );
  });

  it('says a total alone cannot be split, and meets only at the total’s top', () => {
    // Bharat Petroleum states only a total of ₹1–2.5 crore.
    expect(criterion(bharat, owned(70), 'funds')).toMatchObject({
      status: 'not-stated',
      reason:
        'Bharat Petroleum states only a total investment of ₹1–2.5 crore, not split into land and the rest, so what you need on your own land cannot be worked out here; you have ₹70 lakh.',
      gap: 'the investment on your own land',
    });
    expect(criterion(bharat, owned(100), 'funds')).toMatchObject({ status: 'not-stated' });
    expect(criterion(bharat, owned(250), 'funds')).toMatchObject({
      status: 'met',
      reason:
        'Bharat Petroleum states only a total investment of ₹1–2.5 crore, land included; you have ₹2.5 crore, which covers even its top.',
    });
  });

  it('before the land is answered, uses the total and says owning it would change that', () => {
    expect(criterion(hindustan, { holding: undefined, funds: 70 }, 'funds')).toMatchObject({
      status: 'not-met',
      reason:
        "Hindustan Petroleum's total investment is ₹1–2.2 crore, from ₹1 crore; you have ₹70 lakh. If you own the land, say so above: then only the deposit and build count.",
    });
    // Jio-bp's line says its own figures disagree instead; owning is asked about on the form.
    expect(status(jio, owned(20), 'funds')).toBe('not-met');
    expect(criterion(jio, { holding: undefined, funds: 20 }, 'funds').reason).not.toContain(
      'If you own the land',
    );
  });

  it('is not stated where a brand gives no figures', () => {
    const noFigures: EligibilityBrand = { slug: 'x', name: 'X' };
    expect(status(noFigures, { funds: 1_000 }, 'funds')).toBe('not-stated');
    expect(status(noFigures, owned(1_000), 'funds')).toBe('not-stated');
  });
});

describe('checkEligibility: quotas and preferences', () => {
  it('names what each brand states for each group ticked', () => {
    const categories = ['sc-st', 'obc', 'women', 'ex-servicemen'] as const;
    expect(checkEligibility(hindustan, { ...fits, categories }).categoryNotes).toEqual([
      'SC/ST: Hindustan Petroleum keeps 17% of its sites for this group.',
      'OBC: Hindustan Petroleum gives this group preference.',
      'Women: Hindustan Petroleum keeps 14% of its sites for this group.',
      'Ex-servicemen: Hindustan Petroleum gives this group preference.',
    ]);
    expect(checkEligibility(bharat, { ...fits, categories: ['women'] }).categoryNotes).toEqual([
      'Women: Bharat Petroleum lists no quota or preference for this group here.',
    ]);
    expect(checkEligibility(indianOil, { ...fits, categories: ['obc'] }).categoryNotes).toEqual([
      'OBC: no quota or preference is listed here for Indian Oil; a particular opening may name one.',
    ]);
  });

  it('never changes the verdict', () => {
    const without = checkEligibility(hindustan, fits).verdict;
    expect(checkEligibility(hindustan, { ...fits, categories: ['women'] }).verdict).toEqual(
      without,
    );
  });
});

describe('checkEligibility: verdicts over the five brands', () => {
  const verdicts = Object.fromEntries(
    checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      fits,
    ).map((result) => [result.slug, written(result).verdict.text]),
  );

  it('gives each brand the verdict its rules lead to', () => {
    expect(verdicts).toEqual({
      hindustan: 'Likely eligible',
      bharat: 'Check with Bharat Petroleum',
      nayara: 'Not eligible on 1 criterion',
      jio: 'Not eligible on 2 criteria',
      'indian-oil': 'Not eligible on 2 criteria',
    });
  });

  it('counts a single miss in the singular', () => {
    expect(checkEligibility(hindustan, { ...fits, age: 56 }).verdict).toEqual({
      kind: 'not-eligible',
      text: 'Not eligible on 1 criterion',
    });
  });

  it('says how many answers are still needed, and never that the reader meets a rule unchecked', () => {
    const partial: Applicant = { age: 30, categories: [] };
    expect(checkEligibility(hindustan, partial).verdict).toEqual({
      kind: 'incomplete',
      text: 'Not known yet: 7 answers still needed',
    });
  });
});

describe('the answers in the address', () => {
  const typed = (...steps: Array<[AnswerKey, string]>) =>
    steps.reduce((query, [key, value]) => withAnswer(query, key, value), new URLSearchParams());

  it('reads back every answer the form writes', () => {
    const query = typed(
      ['age', '40'],
      ['edu', 'graduate'],
      ['citizen', 'yes'],
      ['site', 'rural'],
      ['area', '1000'],
      ['frontage', '30'],
      ['land', 'leased'],
      ['lease', '18'],
      ['cat', 'sc-st,women'],
      ['funds', '220'],
    );
    expect(applicantFromQuery(query)).toEqual({
      ...fits,
      areaUnit: undefined,
      categories: ['sc-st', 'women'],
    });
  });

  it('reads the land in the unit chosen, as square metres', () => {
    const inUnit = (unit: string, area: string) =>
      applicantFromQuery(new URLSearchParams({ area, unit }));
    expect(inUnit('acre', '1')).toMatchObject({ area: 4046.86, areaUnit: 'acre' });
    expect(inUnit('cent', '25').area).toBeCloseTo(1011.715, 6);
    expect(inUnit('gunta', '10').area).toBeCloseTo(1011.7, 6);
    expect(inUnit('sqm', '1000').area).toBe(1000);
    expect(inUnit('bigha', '2')).toMatchObject({ area: 2, areaUnit: undefined });
    // A unit on its own is not an answer.
    expect(hasAnswers(applicantFromQuery(new URLSearchParams('unit=acre')))).toBe(false);
  });

  it('keeps a half-typed number as typed, and reads it as the number so far', () => {
    const query = typed(['area', '1.']);
    expect(query.get('area')).toBe('1.');
    expect(applicantFromQuery(query).area).toBe(1);
  });

  it('removes an answer that is emptied', () => {
    expect(typed(['age', '40'], ['age', '']).toString()).toBe('');
    expect(typed(['age', '40'], ['age', '  ']).has('age')).toBe(false);
  });

  it('drops the lease length once the land is owned, whichever came first', () => {
    expect(typed(['land', 'leased'], ['lease', '18'], ['land', 'owned']).has('lease')).toBe(false);
    expect(typed(['land', 'owned'], ['lease', '18']).has('lease')).toBe(false);
    expect(typed(['land', 'leased'], ['lease', '18']).get('lease')).toBe('18');
  });

  it('takes what was given in the form before the script ran, and nothing else', () => {
    const form = new FormData();
    form.set('age', '35');
    form.set('land', 'owned');
    form.append('cat', 'sc-st');
    form.append('cat', 'women');
    form.set('funds', '');
    const next = withFormAnswers(new URLSearchParams('funds=70&lease=20'), form);
    expect(Object.fromEntries(next)).toEqual({
      funds: '70',
      age: '35',
      land: 'owned',
      cat: 'sc-st,women',
    });
    expect(withFormAnswers(new URLSearchParams('age=40'), new FormData()).toString()).toBe(
      'age=40',
    );
  });

  it('clears every answer and keeps what is not an answer', () => {
    const query = withAnswer(new URLSearchParams('utm_source=sms'), 'age', '40');
    expect(withoutAnswers(withAnswer(query, 'funds', '90')).toString()).toBe('utm_source=sms');
  });

  it('ignores what it cannot read in a hand-edited address', () => {
    const read = applicantFromQuery(
      new URLSearchParams('age=abc&edu=phd&citizen=maybe&site=moon&area=-5&cat=obc,xyz&funds='),
    );
    expect(read).toEqual({
      age: undefined,
      education: undefined,
      citizen: undefined,
      site: undefined,
      area: undefined,
      areaUnit: undefined,
      frontage: undefined,
      holding: undefined,
      leaseYears: undefined,
      categories: ['obc'],
      funds: undefined,
    });
    expect(hasAnswers(read)).toBe(true);
    expect(hasAnswers(applicantFromQuery(new URLSearchParams('')))).toBe(false);
  });
});

describe('verdictSummary', () => {
  it('groups the five brands by verdict, in the order a reader needs them', () => {
    const results = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      fits,
    );
    expect(verdictSummary(results, english)).toBe(
      'Likely eligible: Hindustan Petroleum. Check with the brand: Bharat Petroleum. ' +
        'Not eligible: Indian Oil, Nayara and Jio-bp.',
    );
  });

  it('names the brands still waiting for answers', () => {
    const partial: Applicant = { age: 30, categories: [] };
    expect(verdictSummary([checkEligibility(hindustan, partial).result], english)).toBe(
      'Answers needed: Hindustan Petroleum.',
    );
  });
});

describe('the lists the form offers', () => {
  it('offer every education level of the schema, lowest first, after "below 10th"', () => {
    expect(applicantEducationLevels).toEqual(['below10', ...educationLevels]);
  });

  it('read every site type of the schema back from the address', () => {
    for (const site of siteTypes) {
      expect(applicantFromQuery(new URLSearchParams({ site })).site).toBe(site);
    }
  });
});

describe('land in acres, cents and guntas', () => {
  it('checks a plot given in acres against the sqm figure, and says both', () => {
    const half = criterion(
      hindustan,
      { site: 'rural', area: 0.25 * 4046.86, areaUnit: 'acre' },
      'area',
    );
    expect(half).toMatchObject({
      status: 'met',
      reason:
        'Hindustan Petroleum asks for 800–1,200 sqm (about 19.8–29.7 cents) for rural sites; you have 0.25 acres (1,011.7 sqm).',
    });
    const small = criterion(jio, { site: 'rural', area: 20 * 40.4686, areaUnit: 'cent' }, 'area');
    expect(small.status).toBe('not-met');
    expect(small.reason).toContain('you have 20 cents (809.4 sqm)');
    expect(small.gap).toBe('390.6 sqm (about 9.7 cents) more land (1,200 sqm for rural sites)');
  });
});

describe('the head of the result', () => {
  const farmer: Applicant = {
    age: 35,
    education: 'class10',
    citizen: true,
    site: 'rural',
    area: 1 * 4046.86,
    areaUnit: 'acre',
    frontage: 40,
    holding: 'owned',
    categories: [],
    funds: 125,
  };
  const results = checkBrands(
    dealerships.map((brand) => toEligibilityBrand(brand)),
    farmer,
  );
  it('leads with the closest brand: a landowner with ₹1.25 crore meets Hindustan Petroleum', () => {
    expect(closestBrands(results).map((result) => result.name)).toEqual(['Hindustan Petroleum']);
    expect(gapSummary(closestBrands(results)[0]!, english)).toBe(
      'You meet everything Hindustan Petroleum states.',
    );
  });

  it('names what is missing in plain words, and what to ask', () => {
    const with70Lakh = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      { ...farmer, funds: 70 },
    );
    const byName = (name: string) => with70Lakh.find((result) => result.name === name)!;
    expect(gapSummary(byName('Nayara'), english)).toBe(
      'Not met: ₹10 lakh more funds (from ₹80 lakh on your own land). Ask Nayara about plot size for rural sites, road frontage for rural sites and whether an owned plot qualifies.',
    );
    expect(gapSummary(byName('Indian Oil'), english)).toBe(
      'Nothing you entered fails a rule Indian Oil lists here, but some points are for Indian Oil to settle. Ask Indian Oil about citizenship, age limits, education and what your site would cost.',
    );
    expect(gapSummary(byName('Jio-bp'), english)).toBe(
      'Not met: 12th pass (10+2) for rural sites. Ask Jio-bp about what your site would cost.',
    );
  });

  it('lists every brand that ties for closest', () => {
    const partial = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      { age: 30, categories: [] },
    );
    // Rules a brand leaves unstated do not rank while answers are missing: with only an age
    // given, nothing rules any brand out, so all five are closest so far.
    expect(closestBrands(partial).map((result) => result.slug)).toEqual([
      'indian-oil',
      'nayara',
      'bharat',
      'jio',
      'hindustan',
    ]);
  });
});

describe('the check in other languages', () => {
  it('writes its verdicts from the dictionary of the language it is given', () => {
    const te: Words = { t: translator(dictionaries.te), locale: 'te' };
    const verdict = (slug: string) =>
      checkEligibility(toEligibilityBrand(dealershipBySlug(slug)!), fits, te).verdict.text;
    expect(verdict('hindustan')).toBe(dictionaries.te['eligibility.verdict.likely']);
    expect(verdict('bharat')).toBe(
      fill(dictionaries.te['eligibility.verdict.check'], { brand: 'Bharat Petroleum' }),
    );
    expect(verdict('jio')).toBe(
      fill(dictionaries.te['eligibility.verdict.failsMany'], { count: formatNumber(2, 'te') }),
    );
  });

  it('needs no UI string beyond those the island is given', () => {
    const picked: Words = {
      t: translator(islandStrings('en', EligibilityCheck)),
      locale: 'en',
    };
    const applicants: Applicant[] = [
      fits,
      { categories: ['sc-st', 'obc', 'women', 'ex-servicemen'] },
      { age: 30, categories: [] },
      ...(['rural', 'urban', 'highway'] as const).flatMap((site) =>
        (['owned', 'leased', undefined] as const).flatMap((holding) =>
          [1, 1_000].map((funds): Applicant => ({
            ...fits,
            site,
            holding,
            leaseYears: holding === 'leased' ? 5 : undefined,
            area: 10,
            areaUnit: 'cent',
            frontage: 1,
            age: 99,
            education: 'below10',
            citizen: false,
            funds,
            categories: ['sc-st', 'obc', 'women', 'ex-servicemen'],
          })),
        ),
      ),
    ];
    const brands = [
      ...dealerships.map((brand) => toEligibilityBrand(brand)),
      { slug: 'x', name: 'X' },
    ];
    for (const applicant of applicants) {
      const results = checkBrands(brands, applicant);
      expect(() => verdictSummary(results, picked)).not.toThrow();
      for (const result of results) {
        expect(() => gapSummary(result, picked)).not.toThrow();
        expect(() => written(result, picked)).not.toThrow();
        for (const finding of result.findings) {
          expect(() => criterionStatusText(finding, result.name, picked)).not.toThrow();
        }
      }
    }
  });
});

describe('a rule a brand does not list, where every brand that lists it excludes the answer', () => {
  const indianOil = checkBrands(
    dealerships.map((brand) => toEligibilityBrand(brand)),
    aged67,
  ).find((result) => result.slug === 'indian-oil')!;

  it('says so plainly, naming the other brands’ limits, each limit once', () => {
    const age = written(indianOil).criteria.find((item) => item.id === 'age')!;
    expect(age.reason).toBe(
      'No age limits are listed for Indian Oil here. Every brand that lists this rule would not accept your answer: an age of 21–55 years (Nayara, Bharat Petroleum and Hindustan Petroleum); an age of 21–60 years (Jio-bp). So this check cannot say you meet it.',
    );
    expect(criterionStatusText(indianOil.findings[1]!, indianOil.name, english)).toBe(
      'Age: Not listed here.',
    );
  });

  it('heads the result with what cannot be said, not with "nothing falls short"', () => {
    expect(verdictText(indianOil, english)).toBe('Not known to fit: rules not listed here');
    expect(gapSummary(indianOil, english)).toBe(
      'Indian Oil lists no rule here on age limits and education, so this check cannot say you qualify: every brand that lists one would not accept your answers.',
    );
  });
});
