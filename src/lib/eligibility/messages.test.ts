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
  moneyHead,
  moneyText,
  reasonText,
  headOf,
  toEligibilityBrand,
  verdictSummary,
  verdictText,
  type Applicant,
  type Words,
} from './index.ts';
import { aged67, ruralClass10, twoAnswers, urbanLeaseholder58 } from './test-readers.ts';
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
      bharat: 'Not sure yet: ask Bharat Petroleum',
      nayara: 'You do not meet 1 rule listed here',
      jio: 'You do not meet 1 rule listed here',
      'indian-oil': 'Not sure yet: ask Indian Oil',
    });
  });

  it('counts a single miss in the singular', () => {
    expect(checkEligibility(hindustan, { ...fits, age: 56 }).verdict).toEqual({
      kind: 'not-eligible',
      text: 'You do not meet 1 rule listed here',
    });
  });

  it('says how many answers are still needed, and never that the reader meets a rule unchecked', () => {
    const partial: Applicant = { age: 30, categories: [] };
    expect(checkEligibility(hindustan, partial).verdict).toEqual({
      kind: 'incomplete',
      text: 'Answers still needed (7): Citizenship, Education, Site type, Land area, Road frontage, Owned or leased and Funds available',
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
      'Likely eligible: Hindustan Petroleum. Not sure yet (ask the brand): Indian Oil and Bharat Petroleum. ' +
        'You do not meet one or more rules listed here for: Nayara and Jio-bp.',
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
  it('leads with the closest brand: a 12th-pass landowner with ₹1.25 crore meets Hindustan Petroleum', () => {
    const with12th = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      { ...farmer, education: 'class12' },
    );
    expect(closestBrands(with12th).map((result) => result.name)).toEqual([
      'Jio-bp',
      'Hindustan Petroleum',
    ]);
    const [jio, hindustan] = closestBrands(with12th);
    expect(gapSummary(hindustan!, english)).toBe(
      'You meet every rule Hindustan Petroleum lists here.',
    );
    // ₹1.25 crore covers even the top of Hindustan Petroleum's deposit and build: nothing to say
    // of money. It covers only the low end of Jio-bp's figures: the cost is Jio-bp's to say.
    expect(moneyHead(hindustan!, english)).toBeUndefined();
    expect(moneyHead(jio!, english)).toBe(
      // The range is said, not only "ask": a reader stopping here must not take it as enough.
      'Money (no brand here lists a fixed amount you must have, though most ask for proof of net worth): by its figures, the cost runs from ₹45 lakh to ₹4 crore; your ₹1.25 crore covers the low end, not the top. Ask Jio-bp what your site would cost, and your bank how you would pay, before you apply or pay any fee.',
    );
  });

  it('asks, never says, where brands on one portal are given rules that decide an answer differently', () => {
    // 10th pass meets the rule given here for Hindustan Petroleum's rural sites and not the 12th
    // pass given for Bharat Petroleum, though both choose dealers through Petrol Pump Dealer Chayan.
    const hindustan = results.find((result) => result.name === 'Hindustan Petroleum')!;
    expect(gapSummary(hindustan, english)).toBe(
      'Nothing you entered fails a rule Hindustan Petroleum lists here, but some points are for ' +
        'Hindustan Petroleum to settle. Ask Hindustan Petroleum about education.',
    );
    const bharat = results.find((result) => result.name === 'Bharat Petroleum')!;
    const education = bharat.findings.find((finding) => finding.criterion === 'education')!;
    // Brands on one portal given rules that differ: the reason says first whether this one's is met.
    expect(criterionStatusText(education, bharat.name, english)).toBe(
      'Education: Our figures for brands on its portal differ: ask Bharat Petroleum.',
    );
    expect(reasonText(education, bharat.name, english)).toBe(
      'Bharat Petroleum asks for: At least 12th pass. You have: 10th pass. You do not meet this ' +
        'rule as given here. But Bharat Petroleum and Hindustan Petroleum choose dealers through ' +
        'one portal, Petrol Pump Dealer Chayan (petrolpumpdealerchayan.in), and a different rule, ' +
        'which you meet, is also given here: 10th pass for rural sites (Hindustan Petroleum). Ask ' +
        'Bharat Petroleum which rule applies, and read the current advertisement on that portal ' +
        'before you pay any fee.',
    );
    // The brand whose own rule the answer meets says so before its "But": a reader is never
    // shown a rule they meet, then told to ask, without being told they meet it.
    const hindustanEducation = hindustan.findings.find((f) => f.criterion === 'education')!;
    expect(reasonText(hindustanEducation, hindustan.name, english)).toBe(
      'Hindustan Petroleum asks for: 10th pass for rural sites. You have: 10th pass. You meet ' +
        'this rule as given here. But Hindustan Petroleum and Bharat Petroleum choose dealers ' +
        'through one portal, Petrol Pump Dealer Chayan (petrolpumpdealerchayan.in), and a ' +
        'different rule, which you do not meet, is also given here: at least 12th pass (Bharat ' +
        'Petroleum). Ask Hindustan Petroleum which rule applies, and read the current ' +
        'advertisement on that portal before you pay any fee.',
    );
  });

  it('says money below the cost figures apart from the rules, and never as a rule not met', () => {
    const with70Lakh = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      { ...farmer, funds: 70 },
    );
    const byName = (name: string) => with70Lakh.find((result) => result.name === name)!;
    expect(gapSummary(byName('Nayara'), english)).toBe(
      'Nothing you entered fails a rule Nayara lists here, but some points are for Nayara to settle. Ask Nayara about plot size for rural sites, road frontage for rural sites and whether an owned plot qualifies.',
    );
    expect(moneyHead(byName('Nayara'), english)).toBe(
      'Money (no brand here lists a fixed amount you must have, though most ask for proof of net worth): your funds (₹70 lakh) are ₹40 lakh short of the least its figures alone come to on your own land (₹1.1 crore), and by its figures the cost can go up to ₹1.5 crore. Settle with Nayara and your bank how you would pay, before you apply or pay any fee.',
    );
    expect(moneyText(byName('Nayara'), english)).toEqual({
      status:
        "Your money and Nayara's cost figures (not an eligibility rule): Your money is below the lowest cost worked out from its figures.",
      reason:
        'On your own land, by the figures we have for Nayara: its total starts at ₹1.5 crore and the cheapest land in them is ₹40 lakh, so without land it starts at ₹1.5 crore − ₹40 lakh = ₹1.1 crore. Its security deposit and outlet construction alone start at ₹80 lakh; the figures do not say what the rest is for, so ask Nayara. By these figures, it costs at least ₹1.1 crore on your own land; you have ₹70 lakh.',
      note: 'No brand here lists an amount of money you must have; a current advertisement may state one. A bank may lend towards an outlet, and only the bank decides. Ask Nayara and your bank how you would pay, before you pay any fee.',
    });
  });

  it('names what is not met in plain words, and what to ask only where nothing fails', () => {
    const with70Lakh = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      { ...farmer, funds: 70 },
    );
    const byName = (name: string) => with70Lakh.find((result) => result.name === name)!;
    expect(
      written(byName('Nayara'))
        .criteria.filter((item) => item.status === 'not-stated')
        .map((item) => item.gap),
    ).toEqual([
      'plot size for rural sites',
      'road frontage for rural sites',
      'whether an owned plot qualifies',
    ]);
    expect(gapSummary(byName('Indian Oil'), english)).toBe(
      'Nothing you entered fails a rule Indian Oil lists here, but some points are for Indian Oil to settle. Ask Indian Oil about age limits and education.',
    );
    expect(gapSummary(byName('Jio-bp'), english)).toBe(
      'Not met: your education (10th pass) is below the 12th pass it asks for.',
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

describe('what a brand misses beyond its listed rules', () => {
  it('heads a brand whose listed rule fails, held open by its portal’s figures, as failing it', () => {
    // The 41st English read (M-4).
    const results = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      ruralClass10,
    );
    const bharat = results.find((result) => result.slug === 'bharat')!;
    expect(verdictText(bharat, english)).toBe(
      'You miss a rule we have for it, but another brand on its portal has a rule you meet: ask Bharat Petroleum which applies',
    );
    expect(verdictSummary(results, english)).toContain(
      'You miss a rule we have for the brand, but another brand on the same portal has a different rule, which you meet (ask the brand which applies before you pay anything): Bharat Petroleum.',
    );
    expect(verdictSummary(results, english)).toContain(
      'Not sure yet (ask the brand): Nayara and Hindustan Petroleum.',
    );
  });

  it('names, after the rules not met, a rule the brand does not list that no listing brand accepts', () => {
    // The 41st English read (M-5): a 10-year lease, which no brand listing a lease rule accepts.
    const results = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      urbanLeaseholder58,
    );
    const bharat = results.find((result) => result.slug === 'bharat')!;
    // Its heading counts that rule with the two it lists, as the head's "fewest" does (44th, M-5).
    expect(verdictText(bharat, english)).toBe(
      'You do not meet 2 rules listed here. Another rule is not listed for it, and no brand that lists it accepts your answer. Rules missed in all: 3',
    );
    expect(gapSummary(bharat, english)).toMatch(
      /smaller than the 1,000 sqm it asks for on urban sites\. Bharat Petroleum lists no rule here on owning or leasing the land, and no brand that lists one accepts your answer\.$/u,
    );
  });
});

/*
 * The reader of the English review of 27 Nov 2026 (M-3): 58, 10th pass, an urban plot of 800 sqm
 * with 10 m of road frontage on a 10-year lease, and ₹40 lakh. No brand fits.
 */
describe('the head of the result for a 58-year-old urban leaseholder', () => {
  const leaseholder: Applicant = {
    age: 58,
    education: 'class10',
    citizen: true,
    site: 'urban',
    area: 800,
    frontage: 10,
    holding: 'leased',
    leaseYears: 10,
    funds: 40,
    categories: [],
  };
  const results = checkBrands(
    dealerships.map((brand) => toEligibilityBrand(brand)),
    leaseholder,
  );
  const byName = (name: string) => results.find((result) => result.name === name)!;

  it('lists every rule not met as clauses of one shape, each with the reader’s figure and the brand’s', () => {
    expect(gapSummary(byName('Nayara'), english)).toBe(
      'Not met: your age (58) is outside the 21–55 years it asks for; your education (10th pass) is below the 12th pass it asks for; your road frontage (10 m) is 15 m shorter than the 25 m it asks for on urban (town) sites; your lease (10 years left) is shorter than the 30 years it asks for.',
    );
    expect(gapSummary(byName('Jio-bp'), english)).toContain(
      'your plot is 200 sqm (about 4.9 cents) smaller than the 1,000 sqm it asks for on urban sites',
    );
    expect(gapSummary(byName('Jio-bp'), english)).toContain(
      'your lease (10 years left) is shorter than the 20+ years it asks for',
    );
  });

  it('never drops a rule not met, and never adds what to ask after one', () => {
    for (const result of results) {
      const summary = gapSummary(result, english);
      expect(result.verdict).toBe('not-eligible');
      for (const finding of result.findings.filter((item) => item.status === 'not-met')) {
        expect(summary).toContain(
          written(result).criteria.find((c) => c.id === finding.criterion)!.gap,
        );
      }
      expect(summary).not.toContain('Ask ');
      expect(summary).not.toContain('what your site would cost');
    }
  });

  it('warns once about the age limit, which nothing the reader does can change', () => {
    const head = headOf(results, leaseholder);
    expect(head).toMatchObject({ kind: 'none-fits', ageLimit: true });
    // Named as the brands where the reader misses the fewest rules, four each: Nayara and Jio-bp
    // four they list; Indian Oil three it lists and an urban education rule it does not, which
    // every brand listing one gives above 10th pass. Bharat Petroleum misses three it lists and
    // two it does not (a lease, a road frontage) that no listing brand accepts: five.
    expect(head.kind === 'none-fits' && head.closest.map((result) => result.name)).toEqual([
      'Indian Oil',
      'Nayara',
      'Jio-bp',
    ]);
    // Within every brand's age range, the warning is not given.
    expect(
      headOf(
        checkBrands(
          dealerships.map((brand) => toEligibilityBrand(brand)),
          { ...leaseholder, age: 40 },
        ),
        { ...leaseholder, age: 40 },
      ),
    ).toMatchObject({ kind: 'none-fits', ageLimit: false });
  });

  it('warns about the age limit too where a brand lists none and every listed one excludes the reader', () => {
    // The review's reader: 67, below class 10, two acres of their own, ₹1 crore.
    const aged67 = {
      age: 67,
      education: 'below10',
      citizen: true,
      site: 'rural',
      area: 2 * 4046.86,
      holding: 'owned',
      funds: 100,
      categories: [],
    } as const;
    const brands = dealerships.map((brand) => toEligibilityBrand(brand));
    expect(headOf(checkBrands(brands, aged67), aged67)).toMatchObject({
      kind: 'cannot-say',
      ageLimit: true,
    });
    // ₹1 crore on one's own land falls short of Nayara's least (₹1.1 crore) but reaches the low
    // end of Indian Oil's, Jio-bp's and Hindustan Petroleum's: Bharat Petroleum's unsplit total is
    // not said to be beyond every brand that lists the rule.
    const bharat = checkBrands(brands, aged67).find((result) => result.slug === 'bharat')!;
    expect(bharat.findings.find((f) => f.criterion === 'funds')?.othersExclude).toBeUndefined();
    // Where only education is beyond every listed rule, age is not named.
    const aged40 = { ...aged67, age: 40 };
    expect(headOf(checkBrands(brands, aged40), aged40)).toMatchObject({ ageLimit: false });
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
      fill(dictionaries.te['eligibility.verdict.failsOne'], { count: formatNumber(1, 'te') }),
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
      "No age limits are listed for Indian Oil here. Your answer does not meet what any other brand here asks for: an age of 21–55 years (Nayara, Bharat Petroleum and Hindustan Petroleum); an age of 21–60 years (Jio-bp). So this check cannot say you meet Indian Oil's rule: ask Indian Oil.",
    );
    expect(criterionStatusText(indianOil.findings[1]!, indianOil.name, english)).toBe(
      'Age: No brand that lists this rule accepts your answer.',
    );
  });

  it('heads the result with what cannot be said, not with "nothing falls short"', () => {
    expect(verdictText(indianOil, english)).toBe(
      'Unlikely: every brand that lists these rules excludes your answers',
    );
    // A brand whose rules the reader does not meet gets no plan for money: a loan arranged for it
    // is what an "approval" agent sells.
    const nayara = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      aged67,
    ).find((result) => result.slug === 'nayara')!;
    expect(nayara.verdict).toBe('not-eligible');
    expect(moneyText(nayara, english).note).toBe(
      'Until the current advertisement for Nayara, on its official portal, states rules you meet, do not arrange money or a loan for Nayara, and pay no one a fee for it.',
    );
    // The same where the brand is unlikely to take the reader: Indian Oil lists no age or
    // education rule and every brand that lists one excludes a 67-year-old below class 10.
    expect(indianOil.verdict).toBe('cannot-say');
    expect(moneyText(indianOil, english).note).toBe(
      'Until the current advertisement for Indian Oil, on its official portal, states rules you meet, do not arrange money or a loan for Indian Oil, and pay no one a fee for it.',
    );
    expect(gapSummary(indianOil, english)).toBe(
      'Indian Oil lists no rules here on age limits and education. Your answers do not meet what any other brand here asks for: an age of 21–55 years (Nayara, Bharat Petroleum and Hindustan Petroleum); an age of 21–60 years (Jio-bp); 10th pass for rural sites (Nayara and Hindustan Petroleum); at least 12th pass (Bharat Petroleum); 12th pass (10+2) for rural sites (Jio-bp). So this check cannot say you qualify: ask Indian Oil for its own rules first. Do not pay any fee unless its current advertisement, on its official portal, states rules on these that you meet. Indian Oil chooses dealers through the same portal as Bharat Petroleum and Hindustan Petroleum: Petrol Pump Dealer Chayan (petrolpumpdealerchayan.in). You do not meet the rules listed here for Bharat Petroleum and Hindustan Petroleum.',
    );
  });
});

describe('one rule a brand does not list, where every brand that lists it excludes the answer', () => {
  it('is said in the singular, with the limits: a 67-year-old graduate and Indian Oil', () => {
    const reader: Applicant = { ...aged67, education: 'graduate' };
    const indianOil = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      reader,
    ).find((result) => result.slug === 'indian-oil')!;
    expect(indianOil.verdict).toBe('cannot-say');
    expect(gapSummary(indianOil, english)).toBe(
      'Indian Oil lists no rule here on age limits. Your answer does not meet what any other ' +
        'brand here asks for: an age of 21–55 years (Nayara, Bharat Petroleum and Hindustan ' +
        'Petroleum); an age of 21–60 years (Jio-bp). So this check cannot say you qualify: ask ' +
        'Indian Oil for its own rule first. Do not pay any fee unless its current advertisement, ' +
        'on its official portal, states a rule on this that you meet. Indian Oil chooses dealers through the same portal ' +
        'as Bharat Petroleum and Hindustan Petroleum: Petrol Pump Dealer Chayan ' +
        '(petrolpumpdealerchayan.in). You do not meet the rules listed here for Bharat Petroleum ' +
        'and Hindustan Petroleum. Then ask about education.',
    );
  });
});

describe('the head of a brand whose unlisted rules the visitor has not answered either', () => {
  const words: Words = { t: translator(dictionaries.en), locale: 'en' };
  const results = checkBrands(
    dealerships.map((brand) => toEligibilityBrand(brand)),
    twoAnswers,
  );
  const head = (slug: string) =>
    gapSummary(
      results.find((result) => result.slug === slug)!,
      words,
    );

  it('names as unchecked only the answers given, never a question left empty', () => {
    // Indian Oil lists no age or education rule: those two answers are unchecked, and nothing
    // is said of citizenship or land, which this reader has not answered.
    expect(head('indian-oil')).toBe(
      'Indian Oil lists no rules here on age limits and education, so those answers are not checked; answer the rest for a fuller check.',
    );
    // Bharat Petroleum lists age and education, and no land rule: the land is not this reader's
    // answer, so its head is the plain "nothing fails so far".
    expect(head('bharat')).toBe(
      'Nothing you have entered so far fails a rule Bharat Petroleum lists; answer the rest for a fuller check.',
    );
  });

  it('says one unchecked answer in the singular', () => {
    const ageOnly = checkBrands(
      dealerships.map((brand) => toEligibilityBrand(brand)),
      { age: 35, categories: [] },
    ).find((result) => result.slug === 'indian-oil')!;
    expect(gapSummary(ageOnly, words)).toBe(
      'Indian Oil lists no rule here on age limits, so that answer is not checked; answer the rest for a fuller check.',
    );
  });
});
