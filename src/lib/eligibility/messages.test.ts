import { describe, expect, it } from 'vitest';
import { dealershipBySlug, dealerships } from '../../data/dealers/index.ts';
import { dictionaries, fill, islandStrings, translator } from '../../i18n/ui.ts';
import { formatNumber } from '../format.ts';
import { EligibilityCheck } from '../../components/hub/EligibilityCheck.tsx';
import {
  checkBrands,
  closestBrands,
  gapSummary,
  criterionStatusText,
  toEligibilityBrand,
  verdictSummary,
  verdictText,
  type Applicant,
  type Words,
} from './index.ts';
import { aged67 } from './test-readers.ts';
import { checkEligibility, english, fits, hindustan, written } from './test-words.ts';

/*
 * The self-check's message table at work: the sentences each language's reader sees, written
 * from the findings (the findings themselves are tested in rules.test.ts and verdict.test.ts).
 * Most of these read the English table, the source every other language translates. The rules
 * one by one are in criteria.test.ts and funds.test.ts; the answers in the address in
 * query.test.ts.
 */

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
      nayara: 'Does not meet 1 rule listed here',
      jio: 'Does not meet 2 rules listed here',
      'indian-oil': 'Does not meet 2 rules listed here',
    });
  });

  it('counts a single miss in the singular', () => {
    expect(checkEligibility(hindustan, { ...fits, age: 56 }).verdict).toEqual({
      kind: 'not-eligible',
      text: 'Does not meet 1 rule listed here',
    });
  });

  it('says how many answers are still needed, and never that the reader meets a rule unchecked', () => {
    const partial: Applicant = { age: 30, categories: [] };
    expect(checkEligibility(hindustan, partial).verdict).toEqual({
      kind: 'incomplete',
      text: 'Not known yet: 7 answers still needed (Citizenship, Education, Site type, Land area, Road frontage, Owned or leased and Funds)',
    });
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
        'Does not meet one or more rules listed here: Indian Oil, Nayara and Jio-bp.',
    );
  });

  it('names the brands still waiting for answers', () => {
    const partial: Applicant = { age: 30, categories: [] };
    expect(verdictSummary([checkEligibility(hindustan, partial).result], english)).toBe(
      'Answers needed: Hindustan Petroleum.',
    );
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
      'Not met: funds ₹10 lakh short (on your own land, the deposit and build come to at least ₹80 lakh). Ask Nayara about plot size for rural sites, road frontage for rural sites and whether an owned plot qualifies.',
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
      'No age limits are listed for Indian Oil here. None of the brands that list this rule would accept your answer: an age of 21–55 years (Nayara, Bharat Petroleum and Hindustan Petroleum); an age of 21–60 years (Jio-bp). So this check cannot say you meet it.',
    );
    expect(criterionStatusText(indianOil.findings[1]!, indianOil.name, english)).toBe(
      'Age: Not listed here.',
    );
  });

  it('heads the result with what cannot be said, not with "nothing falls short"', () => {
    expect(verdictText(indianOil, english)).toBe('Not known to fit: rules not listed here');
    expect(gapSummary(indianOil, english)).toBe(
      'Indian Oil lists no rule here on age limits and education, so this check cannot say you qualify: none of the brands that list one would accept your answers.',
    );
  });
});
