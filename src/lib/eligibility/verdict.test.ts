import { describe, expect, it } from 'vitest';
import { dealerships } from '../../data/dealers/index.ts';
import {
  applicantEducationLevels,
  applicantSiteTypes,
  brandFindings,
  checkBrands,
  criteria,
  failsListed,
  headOf,
  message,
  samePortalExcluding,
  statedFunds,
  toEligibilityBrand,
  type Applicant,
  type BrandResult,
  type CriterionId,
  type EligibilityBrand,
} from './index.ts';
import {
  aged67,
  notCitizen,
  ruralClass10,
  twoAnswers,
  urbanLeaseholder58,
} from './test-readers.ts';

/*
 * The self-check's decisions, before any words: findings (met, not met, not stated, not answered,
 * with the figures used), the verdicts across brands and the head's next step. No sentence is
 * read here; the messages each language writes from these are tested in messages.test.ts
 * (rule by rule in criteria.test.ts and funds.test.ts).
 */

const brands = dealerships.map((brand) => toEligibilityBrand(brand));
const bySlug = (results: readonly BrandResult[], slug: string) =>
  results.find((result) => result.slug === slug)!;
const findingOf = (result: BrandResult, criterion: CriterionId) =>
  result.findings.find((finding) => finding.criterion === criterion)!;

/** Many answer sets, so the properties below are held over every kind of finding. */
const sweep: Applicant[] = [aged67, notCitizen, twoAnswers, { categories: [] }].concat(
  [20, 40, 58, 67].flatMap((age) =>
    applicantEducationLevels.flatMap((education) =>
      applicantSiteTypes.flatMap((site) =>
        ([true, false, undefined] as const).flatMap((citizen) =>
          (['owned', 'leased', undefined] as const).map((holding): Applicant => ({
            age,
            education,
            citizen,
            site,
            holding,
            leaseYears: holding === 'leased' ? 20 : undefined,
            area: 1_200,
            frontage: 35,
            funds: 200,
            categories: [],
          })),
        ),
      ),
    ),
  ),
);

describe('findings: one per brand and criterion, with the figures used', () => {
  it('gives every brand a finding for every criterion, in the criteria’s order', () => {
    for (const brand of brands) {
      const result = brandFindings(brand, aged67);
      // The money is no rule: it has its own finding, apart from the rules.
      expect(result.findings.map((finding) => finding.criterion)).toEqual(
        criteria.map(({ id }) => id).filter((id) => id !== 'funds'),
      );
      expect(result.money.criterion).toBe('funds');
    }
  });

  it('holds the brand’s figure and the visitor’s, not a sentence', () => {
    const hindustan = bySlug(checkBrands(brands, { age: 56, categories: [] }), 'hindustan');
    const age = findingOf(hindustan, 'age');
    expect(age.status).toBe('not-met');
    expect(age.reason).toEqual(
      message('eligibility.age.reason', {
        range: { range: { min: 21, max: 55, unit: 'years' } },
        age: { number: 56 },
      }),
    );
    expect(age.limit).toEqual(
      message('eligibility.age.limit', { range: { range: { min: 21, max: 55, unit: 'years' } } }),
    );
    // What is not met names the reader's figure beside the brand's, as the reason does.
    expect(age.gap).toEqual(
      message('eligibility.age.gap', {
        range: { range: { min: 21, max: 55, unit: 'years' } },
        age: { number: 56 },
      }),
    );
  });

  it('says which questions a rule still needs', () => {
    const nayara = bySlug(checkBrands(brands, twoAnswers), 'nayara');
    expect(findingOf(nayara, 'area')).toMatchObject({
      status: 'not-answered',
      needs: ['site', 'area'],
    });
    expect(nayara.money).toMatchObject({ status: 'not-answered', needs: ['funds'] });
  });

  it('still asks for the answer to a rule the brand does not state: other brands’ rules are held against it', () => {
    // Indian Oil states no citizenship rule; every brand that states one asks for Indian
    // citizenship, so the reader who has not said is asked, not sent to Indian Oil to apply.
    const indianOil = bySlug(checkBrands(brands, twoAnswers), 'indian-oil');
    expect(findingOf(indianOil, 'citizenship')).toMatchObject({
      status: 'not-stated',
      unanswered: true,
      needs: ['citizen'],
    });
    expect(indianOil.verdict).toBe('incomplete');
  });

  it('reports a rule the brand does not state as not stated, never as met', () => {
    // Indian Oil's data states no age, education or citizenship rule.
    const indianOil = bySlug(checkBrands(brands, aged67), 'indian-oil');
    for (const criterion of ['citizenship', 'age', 'education'] as const) {
      expect(findingOf(indianOil, criterion).status).toBe('not-stated');
    }
  });
});

describe('unknown is never met', () => {
  it('counts no brand as fitting on a rule it does not state, for any answers', () => {
    for (const applicant of sweep) {
      for (const result of checkBrands(brands, applicant)) {
        const statuses = result.findings.map((finding) => finding.status);
        if (result.verdict === 'likely') expect(new Set(statuses)).toEqual(new Set(['met']));
        if (result.verdict === 'check') {
          expect(statuses).toContain('not-stated');
          expect(statuses).not.toContain('not-met');
          expect(statuses).not.toContain('not-answered');
          expect(result.findings.some((finding) => finding.othersExclude)).toBe(false);
        }
      }
    }
  });

  it('names the other brands’ limits where every brand that states a rule excludes the answer', () => {
    const indianOil = bySlug(checkBrands(brands, aged67), 'indian-oil');
    expect(indianOil.verdict).toBe('cannot-say');
    const age = findingOf(indianOil, 'age');
    expect(age.status).toBe('not-stated');
    expect(age.othersExclude?.map((other) => other.brand)).toEqual([
      'Nayara',
      'Bharat Petroleum',
      'Jio-bp',
      'Hindustan Petroleum',
    ]);
    // Each limit is the stating brand's own figure.
    expect(age.othersExclude?.find((other) => other.brand === 'Jio-bp')?.limit).toEqual(
      message('eligibility.age.limit', { range: { range: { min: 21, max: 60, unit: 'years' } } }),
    );
    expect(findingOf(indianOil, 'education').othersExclude).toHaveLength(4);
  });

  it('leaves an unstated rule as a question where some stating brand would accept the answer', () => {
    const indianOil = bySlug(checkBrands(brands, { ...aged67, age: 40 }), 'indian-oil');
    expect(findingOf(indianOil, 'age').othersExclude).toBeUndefined();
  });

  it('never gives a brand with such a rule the "fits" head, for any answers', () => {
    for (const applicant of sweep) {
      const results = checkBrands(brands, applicant);
      const head = headOf(results, applicant);
      if (head.kind !== 'fits') continue;
      for (const result of head.closest) {
        expect(['likely', 'check']).toContain(result.verdict);
        expect(result.findings.every((finding) => !finding.othersExclude)).toBe(true);
      }
    }
  });

  it('is decided from the data, whatever the brand is called', () => {
    const silent: EligibilityBrand = { slug: 'x', name: 'X' };
    const results = checkBrands([...brands, silent], aged67);
    expect(bySlug(results, 'x').verdict).toBe('cannot-say');
  });
});

describe('brands that choose dealers through one portal', () => {
  const shared = ['citizenship', 'age', 'education'] as const;

  it('never says one meets and another fails an applicant’s own rule, for any answers', () => {
    for (const applicant of sweep) {
      const results = checkBrands(brands, applicant);
      for (const criterion of shared) {
        for (const result of results) {
          const peers = results.filter((other) => other.portal?.url === result.portal?.url);
          const decided = new Set(
            peers
              .map((peer) => findingOf(peer, criterion).status)
              .filter((status) => status === 'met' || status === 'not-met'),
          );
          expect(decided.size, `${result.slug} ${criterion}`).toBeLessThan(2);
        }
      }
    }
  });

  it('asks both, naming the other’s rule, where their rules here decide an answer differently', () => {
    // 10th pass, rural: Hindustan Petroleum's rule given here accepts it, Bharat Petroleum's not.
    const results = checkBrands(brands, { education: 'class10', site: 'rural', categories: [] });
    const bharat = findingOf(bySlug(results, 'bharat'), 'education');
    const hindustan = findingOf(bySlug(results, 'hindustan'), 'education');
    expect([bharat.status, hindustan.status]).toEqual(['not-stated', 'not-stated']);
    expect(bharat.portalPeers?.peers.map((peer) => peer.brand)).toEqual(['Hindustan Petroleum']);
    expect(hindustan.portalPeers?.peers.map((peer) => peer.brand)).toEqual(['Bharat Petroleum']);
    expect(bharat.portalPeers?.portal).toMatch(/Petrol Pump Dealer Chayan/);
    // Jio-bp chooses its dealers elsewhere: its 12th-pass rule is still said as not met.
    expect(findingOf(bySlug(results, 'jio'), 'education').status).toBe('not-met');
  });

  it('decides a road frontage by the brand’s own figure, never by another brand’s on its portal', () => {
    // The 44th English read (M-4): each company sets plot rules location by location, so
    // Hindustan Petroleum's 25–30 m says nothing about an Indian Oil site. 30 m, rural: Indian
    // Oil's 40 m is not met, and Hindustan Petroleum's own rule is met, each said plainly.
    const results = checkBrands(brands, { site: 'rural', frontage: 30, categories: [] });
    const indianOil = findingOf(bySlug(results, 'indian-oil'), 'frontage');
    const hindustan = findingOf(bySlug(results, 'hindustan'), 'frontage');
    expect([indianOil.status, hindustan.status]).toEqual(['not-met', 'met']);
    expect(indianOil.portalPeers).toBeUndefined();
    expect(hindustan.portalPeers).toBeUndefined();
    expect(bySlug(results, 'indian-oil').verdict).toBe('not-eligible');
  });

  it('says an age or education missed on our figures as ours, with the portal that sets it, and still not met', () => {
    const reader: Applicant = { age: 58, education: 'below10', site: 'rural', categories: [] };
    const results = checkBrands(brands, reader);
    for (const slug of ['bharat', 'hindustan']) {
      for (const criterion of ['age', 'education'] as const) {
        const finding = findingOf(bySlug(results, slug), criterion);
        expect(finding.status, `${slug} ${criterion}`).toBe('not-met');
        expect(finding.portalSets).toEqual({
          portal: expect.stringMatching(/Petrol Pump Dealer Chayan/),
          brands: ['Indian Oil', 'Bharat Petroleum', 'Hindustan Petroleum'],
        });
      }
      // Never a way in: no apply step while a rule is missed, even on our figures.
      expect(bySlug(results, slug).verdict).toBe('not-eligible');
    }
    // A brand choosing dealers elsewhere, and citizenship, are said as before.
    expect(findingOf(bySlug(results, 'nayara'), 'age').portalSets).toBeUndefined();
    const foreign = checkBrands(brands, { citizen: false, categories: [] });
    expect(findingOf(bySlug(foreign, 'bharat'), 'citizenship').portalSets).toBeUndefined();
  });

  it('says an age or education no brand on the portal is given, where every one there that is given one excludes it, with their limits', () => {
    // 58: Indian Oil is given no age limit; Bharat and Hindustan Petroleum, on its portal, 21–55.
    const results = checkBrands(brands, { age: 58, categories: [] });
    const age = findingOf(bySlug(results, 'indian-oil'), 'age');
    expect(age.status).toBe('not-stated');
    expect(age.othersExclude).toBeUndefined(); // Jio-bp, elsewhere, is given 21–60.
    expect(age.portalPeers).toMatchObject({ meets: undefined });
    expect(age.portalPeers?.peers.map((peer) => peer.brand)).toEqual([
      'Bharat Petroleum',
      'Hindustan Petroleum',
    ]);
    // At 40 both accept the answer: nothing to add.
    const forty = checkBrands(brands, { age: 40, categories: [] });
    expect(findingOf(bySlug(forty, 'indian-oil'), 'age').portalPeers).toBeUndefined();
  });

  it('says a road frontage a brand is not given for the site without the limits of others on its portal', () => {
    // The 41st English read had Bharat Petroleum's missing urban frontage read against Indian Oil
    // (30 m) and Hindustan Petroleum (30–40 m); the 44th (M-4) showed why it must not be: another
    // company's plot rule is not this one's. It stays a point to ask Bharat Petroleum about.
    const results = checkBrands(brands, { site: 'urban', frontage: 25, categories: [] });
    const frontage = findingOf(bySlug(results, 'bharat'), 'frontage');
    expect(frontage.status).toBe('not-stated');
    expect(frontage.portalPeers).toBeUndefined();
  });

  it('counts a listed rule failed but held open as failed, in the verdict’s own words and its rank', () => {
    // The 41st English read's first reader (M-4).
    const results = checkBrands(brands, ruralClass10);
    // Bharat Petroleum asks 12th pass: held open only because Hindustan Petroleum, on its portal,
    // is given a rule the answer meets. Indian Oil's 40 m frontage is plainly not met (M-4, 44th).
    expect(failsListed(bySlug(results, 'indian-oil'))).toBe(0);
    expect(bySlug(results, 'indian-oil').verdict).toBe('not-eligible');
    expect(failsListed(bySlug(results, 'bharat'))).toBe(1);
    expect(failsListed(bySlug(results, 'nayara'))).toBe(0);
    const head = headOf(results, ruralClass10);
    expect(head.kind !== 'not-citizen' && head.closest.map((result) => result.slug)).not.toContain(
      'indian-oil',
    );
  });

  it('never ranks a brand closer for a rule it does not list that every brand listing it excludes', () => {
    // The 41st English read's second reader (M-5). Bharat Petroleum misses two rules it lists and
    // lists no lease rule, and no brand that lists one accepts a 10-year lease: three misses, more
    // than Nayara and Jio-bp (two each), not as few.
    const head = headOf(checkBrands(brands, urbanLeaseholder58), urbanLeaseholder58);
    expect(head.kind === 'none-fits' && head.closest.map((result) => result.slug)).toEqual([
      'nayara',
      'jio',
    ]);
  });

  it('names, for each brand, the others on its portal: the quotas listed for them differ', () => {
    const results = checkBrands(brands, { categories: ['sc-st'] });
    expect(bySlug(results, 'bharat').sharesPortalWith).toEqual([
      'Indian Oil',
      'Hindustan Petroleum',
    ]);
    expect(bySlug(results, 'indian-oil').sharesPortalWith).toEqual([
      'Bharat Petroleum',
      'Hindustan Petroleum',
    ]);
    expect(bySlug(results, 'jio').sharesPortalWith).toBeUndefined();
    expect(bySlug(results, 'nayara').sharesPortalWith).toBeUndefined();
  });

  it('is decided from the data: a shared portal, not the brands’ names', () => {
    const rule = (max: number, url: string): EligibilityBrand => ({
      slug: `max-${max}-${url}`,
      name: `Max ${max}`,
      portal: { label: url, url },
      eligibility: { age: { min: 21, max, unit: 'years' } },
    });
    const same = checkBrands([rule(55, 'a'), rule(60, 'a')], { age: 58, categories: [] });
    expect(same.map((result) => findingOf(result, 'age').status)).toEqual([
      'not-stated',
      'not-stated',
    ]);
    const apart = checkBrands([rule(55, 'a'), rule(60, 'b')], { age: 58, categories: [] });
    expect(apart.map((result) => findingOf(result, 'age').status)).toEqual(['not-met', 'met']);
    // Where both rules exclude the answer, they agree on it: said as not met.
    const agree = checkBrands([rule(55, 'a'), rule(60, 'a')], { age: 62, categories: [] });
    expect(agree.map((result) => findingOf(result, 'age').status)).toEqual(['not-met', 'not-met']);
  });
});

describe('funds that cover only the low end of a range', () => {
  const rich: Applicant = {
    age: 40,
    education: 'graduate',
    citizen: true,
    site: 'rural',
    area: 4_000,
    frontage: 50,
    holding: 'leased',
    leaseYears: 30,
    categories: [],
  };
  it('are never met, for every brand, between the low end and the top of what it states', () => {
    for (const brand of brands) {
      const { total } = statedFunds(brand);
      if (!total || total.high === total.low) continue;
      const atLowEnd = { ...rich, funds: total.low / 100_000 };
      const funds = checkBrands([brand], atLowEnd)[0]!.money;
      expect(funds, brand.slug).toMatchObject({ status: 'not-stated', lowEndOnly: true });
      expect(funds.othersExclude, brand.slug).toBeUndefined();
      if (total.high !== Infinity) {
        const atTop = { ...rich, funds: total.high / 100_000 };
        expect(checkBrands([brand], atTop)[0]!.money.status, brand.slug).toBe('met');
      }
    }
  });

  it('leave the cost for the brand to say: the money names the range and asks about it', () => {
    const hindustan = bySlug(checkBrands(brands, { ...rich, funds: 100 }), 'hindustan');
    expect(hindustan.money.gap?.key).toBe('eligibility.funds.gapLowEnd');
    const { low, high, funds } = hindustan.money.gap!.slots;
    // On leased land, its total starts at ₹1 crore and its deposit, land and build reach ₹2.45
    // crore: ₹1 crore covers the low end, not the top.
    expect([low, high, funds]).toEqual([
      { rupees: 100_00_000 },
      { rupees: 245_00_000 },
      { rupees: 100_00_000 },
    ]);
  });
});

describe('the money, which no brand lists as a rule', () => {
  it('never decides a verdict, a rule count or the closest brands: only whether to ask for it', () => {
    // Every answer set with funds given, once with ₹1 lakh and once with ₹50 crore: the money
    // line differs, and nothing else does.
    for (const answers of sweep.filter((applicant) => applicant.funds !== undefined)) {
      const poor = checkBrands(brands, { ...answers, funds: 1 });
      const rich = checkBrands(brands, { ...answers, funds: 5_000 });
      expect(poor.map((result) => result.verdict)).toEqual(rich.map((result) => result.verdict));
      expect(poor.map((result) => result.findings)).toEqual(rich.map((result) => result.findings));
      expect(headOf(poor, answers)).toMatchObject({ kind: headOf(rich, answers).kind });
      expect(poor.some((result) => result.money.status === 'not-met')).toBe(true);
    }
  });

  it('does not count against the SC/ST woman with ₹40 lakh on her own rural plot', () => {
    const woman: Applicant = {
      age: 35,
      education: 'class10',
      citizen: true,
      site: 'rural',
      area: 1_000,
      frontage: 30,
      holding: 'owned',
      funds: 40,
      categories: ['sc-st', 'women'],
    };
    const results = checkBrands(brands, woman);
    const hindustan = bySlug(results, 'hindustan');
    expect(hindustan.money.status).toBe('not-met');
    expect(hindustan.verdict).not.toBe('not-eligible');
    expect(headOf(results, woman).kind).not.toBe('none-fits');
  });

  it('holds a verdict open while the funds are not given', () => {
    const answers: Applicant = {
      age: 40,
      education: 'graduate',
      citizen: true,
      site: 'rural',
      area: 4_000,
      frontage: 50,
      holding: 'leased',
      leaseYears: 30,
      categories: [],
    };
    const hindustan = bySlug(checkBrands(brands, answers), 'hindustan');
    expect(hindustan.money.status).toBe('not-answered');
    expect(hindustan.verdict).toBe('incomplete');
    expect(headOf(checkBrands(brands, answers), answers)).toMatchObject({
      kind: 'answer-first',
      questions: ['funds'],
    });
  });
});

describe('the head of the result: the next step the answers allow', () => {
  it('leads a reader who is not a citizen with citizenship, and names no closest brand', () => {
    const head = headOf(checkBrands(brands, notCitizen), notCitizen);
    expect(head.kind).toBe('not-citizen');
    expect('closest' in head).toBe(false);
    // Indian Oil lists no citizenship rule here: it is named, with where to read its rules.
    expect(head.kind === 'not-citizen' && head.unstated.map((r) => r.slug)).toEqual(['indian-oil']);
    // The brands on its own portal that ask for Indian citizenship are named beside it.
    const indianOil = bySlug(checkBrands(brands, notCitizen), 'indian-oil');
    expect(samePortalExcluding(indianOil, 'citizenship')).toEqual([
      'Bharat Petroleum',
      'Hindustan Petroleum',
    ]);
    // Not where it fails another rule it lists (a lease far too short).
    const leased = { ...notCitizen, holding: 'leased' as const, leaseYears: 1 };
    const short = headOf(checkBrands(brands, leased), leased);
    expect(short.kind === 'not-citizen' && short.unstated).toEqual([]);
  });

  it('names nothing to ask about citizenship to a citizen where every stated rule accepts it', () => {
    const indianOil = bySlug(checkBrands(brands, aged67), 'indian-oil');
    expect(findingOf(indianOil, 'citizenship')).toMatchObject({
      status: 'not-stated',
      othersAccept: true,
      gap: undefined,
      reason: message('eligibility.citizenship.othersAccept', {}),
    });
    // Not answered, or not a citizen: the rule stays one to ask about.
    for (const citizen of [undefined, false]) {
      const answers = { ...aged67, citizen };
      const finding = findingOf(bySlug(checkBrands(brands, answers), 'indian-oil'), 'citizenship');
      expect(finding.othersAccept).toBeUndefined();
      expect(finding.gap).toEqual(message('eligibility.citizenship.ask', {}));
    }
  });

  it('offers no apply step to the 67-year-old below class 10', () => {
    const head = headOf(checkBrands(brands, aged67), aged67);
    expect(head.kind).toBe('cannot-say');
    expect('closest' in head && head.closest.map((result) => result.slug)).toEqual(['indian-oil']);
  });

  it('asks a reader with two answers for the rest before anything else', () => {
    const head = headOf(checkBrands(brands, twoAnswers), twoAnswers);
    expect(head).toMatchObject({
      kind: 'answer-first',
      questions: ['citizen', 'site', 'area', 'frontage', 'land', 'funds'],
    });
  });

  it('offers to apply only where nothing answered fails and nothing needed is missing', () => {
    for (const applicant of sweep) {
      const results = checkBrands(brands, applicant);
      const head = headOf(results, applicant);
      if (head.kind !== 'fits') continue;
      expect(applicant.citizen).toBe(true);
      for (const result of results) {
        for (const finding of result.findings) expect(finding.status).not.toBe('not-answered');
      }
      for (const result of head.closest) {
        expect(result.findings.map((finding) => finding.status)).not.toContain('not-met');
      }
    }
    // The sweep reaches the "fits" head at all, so the loop above held something.
    const fits = sweep.filter(
      (applicant) => headOf(checkBrands(brands, applicant), applicant).kind === 'fits',
    );
    expect(fits.length).toBeGreaterThan(0);
  });

  it('says no brand fits where every brand has a rule not met', () => {
    const nobody: Applicant = { ...aged67, area: 100, frontage: 5 };
    expect(headOf(checkBrands(brands, nobody), nobody).kind).toBe('none-fits');
  });
});

describe('groups the visitor ticks', () => {
  it('are sent to the shared portal’s advertisement for each brand choosing dealers there, and to their own rules for the others', () => {
    const applicant: Applicant = { categories: ['sc-st', 'obc'] };
    const results = checkBrands(brands, applicant);
    for (const slug of ['indian-oil', 'bharat', 'hindustan']) {
      expect(bySlug(results, slug).categoryNotes).toEqual([
        message('eligibility.category.byAdvertisement', { group: { group: 'sc-st' } }),
        message('eligibility.category.byAdvertisement', { group: { group: 'obc' } }),
      ]);
    }
    expect(bySlug(results, 'jio').categoryNotes.map((note) => note.key)).toEqual([
      'eligibility.category.preference',
      'eligibility.category.preference',
    ]);
    expect(bySlug(results, 'nayara').categoryNotes.map((note) => note.key)).toEqual([
      'eligibility.category.preference',
      'eligibility.category.none',
    ]);
  });
});
