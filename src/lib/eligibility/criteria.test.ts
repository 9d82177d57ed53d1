import { describe, expect, it } from 'vitest';
import { dictionaries, translator } from '../../i18n/ui.ts';
import { checkBrands } from './index.ts';
import {
  bharat,
  checkEligibility,
  criterion,
  fits,
  hindustan,
  indianOil,
  jio,
  nayara,
  status,
  written,
} from './test-words.ts';

/*
 * The self-check's rules one by one, as the English reader sees them: age, citizenship,
 * education, land, owned or leased, quotas, and land in local units (the funds rule has its own
 * file, funds.test.ts; the findings themselves are tested in rules.test.ts and verdict.test.ts).
 */

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
    expect(status(hindustan, { site: 'urban', area: 1_500 }, 'area')).toBe('met');
    expect(status(hindustan, { site: 'urban', area: 2_000 }, 'area')).toBe('met');
    expect(status(hindustan, { site: 'urban', frontage: 40 }, 'frontage')).toBe('met');
    expect(status(hindustan, { site: 'urban', frontage: 29 }, 'frontage')).toBe('not-met');
  });

  it('never counts a range met at its low end only: which figure a site needs is the brand’s to say', () => {
    // 25 m against "25–30 m": the site may need 30 (the twenty-first English read's M-4).
    const frontage = criterion(jio, { site: 'urban', frontage: 25 }, 'frontage');
    expect(frontage).toMatchObject({
      status: 'not-stated',
      reason:
        'Jio-bp asks for 25–30 m of frontage for urban sites; you have 25 m. That meets the low end only: the range goes up to 30 m, and what your site needs is for Jio-bp to say.',
      gap: 'road frontage for urban sites',
    });
    expect(status(hindustan, { site: 'urban', area: 1_000 }, 'area')).toBe('not-stated');
    expect(status(hindustan, { site: 'urban', area: 1_499 }, 'area')).toBe('not-stated');
    expect(status(hindustan, { site: 'urban', frontage: 30 }, 'frontage')).toBe('not-stated');
  });

  it('uses the brand’s own name for the site and both figures in the reason', () => {
    expect(criterion(nayara, { site: 'urban', area: 600 }, 'area').reason).toBe(
      'Nayara asks for 800 sqm (about 19.8 cents) for urban (town) sites; you have 600 sqm.',
    );
    expect(criterion(nayara, { site: 'highway', frontage: 30 }, 'frontage').reason).toBe(
      'Nayara asks for 35 m of frontage for highway sites; you have 30 m.',
    );
  });

  it('reports a site type or figure the brand does not state as not stated', () => {
    expect(status(nayara, { site: 'rural' }, 'area')).toBe('not-stated');
    expect(status(bharat, { site: 'rural' }, 'frontage')).toBe('not-stated');
    expect(criterion(indianOil, { site: 'highway' }, 'area').reason).toBe(
      "No plot size is listed for Indian Oil's highway sites. It says: “Larger plots that can be entered from two sides (dual access)”.",
    );
    expect(status(jio, { site: undefined }, 'area')).toBe('not-answered');
    expect(status(jio, { area: undefined }, 'area')).toBe('not-answered');
  });

  it('names a plot one opening listed where the rules give none, and still does not count it met', () => {
    // Nayara's rules list no rural plot; its 2025 Maharashtra opening, for rural sites, did.
    const rural = criterion(nayara, { site: 'rural', area: 2_000 }, 'area');
    expect(rural.status).toBe('not-stated');
    expect(rural.reason).toBe(
      "No general plot size is listed for Nayara's rural sites; its Maharashtra opening listed 1,200 sqm (about 29.7 cents).",
    );
    // Where the rules do give a size, an opening's figure is not read in its place.
    expect(criterion(jio, { site: 'rural', area: 2_000 }, 'area').status).toBe('met');
  });
});

describe('checkEligibility: owned or leased', () => {
  it('accepts a lease of exactly the minimum years and refuses a shorter one', () => {
    expect(status(jio, { holding: 'leased', leaseYears: 20 }, 'tenure')).toBe('met');
    expect(status(jio, { holding: 'leased', leaseYears: 19 }, 'tenure')).toBe('not-met');
    expect(status(nayara, { holding: 'leased', leaseYears: 30 }, 'tenure')).toBe('met');
    expect(criterion(jio, { holding: 'leased', leaseYears: 18 }, 'tenure').reason).toBe(
      'Jio-bp asks for a lease of 20+ years; yours has 18 years left.',
    );
    expect(criterion(jio, { holding: 'leased', leaseYears: 18 }, 'tenure').gap).toBe(
      'your lease (18 years left) is shorter than the 20+ years it asks for',
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

describe('checkEligibility: land in a family member’s name', () => {
  it('is never met by any brand: no rule here says whether family land will do', () => {
    for (const brand of [jio, nayara, bharat]) {
      const finding = criterion(brand, { holding: 'family' }, 'tenure');
      expect(finding.status, brand.name).toBe('not-stated');
    }
    expect(criterion(jio, { holding: 'family' }, 'tenure').gap).toBe(
      'whether it accepts land in a family member’s name, and on what terms',
    );
  });
});

describe('checkEligibility: quotas and preferences', () => {
  it('names what each brand states for each group ticked', () => {
    const categories = ['sc-st', 'obc', 'women'] as const;
    expect(checkEligibility(nayara, { ...fits, categories }).categoryNotes).toEqual([
      'SC/ST: in the figures we have, Nayara gives this group preference.',
      "OBC: Nayara's general rules here list no quota or preference for this group; a particular opening may name one.",
      'Women: in the figures we have, Nayara gives this group preference.',
    ]);
    expect(checkEligibility(jio, { ...fits, categories: ['obc'] }).categoryNotes).toEqual([
      'OBC: in the figures we have, Jio-bp gives this group preference.',
    ]);
  });

  it('sends each group ticked to the shared portal’s advertisement for the brands choosing dealers there, with no quota of their own', () => {
    const categories = ['sc-st', 'women'] as const;
    const results = checkBrands([indianOil, nayara, bharat, jio, hindustan], {
      ...fits,
      categories,
    });
    const notes = (slug: string) =>
      written(results.find((result) => result.slug === slug)!).categoryNotes;
    for (const slug of ['indian-oil', 'bharat', 'hindustan']) {
      expect(notes(slug)).toEqual([
        'SC/ST: the current advertisement marks any locations kept for this group.',
        'Women: the current advertisement marks any locations kept for this group.',
      ]);
    }
    expect(notes('nayara')).toEqual([
      'SC/ST: in the figures we have, Nayara gives this group preference.',
      'Women: in the figures we have, Nayara gives this group preference.',
    ]);
  });

  it('never changes the verdict', () => {
    const without = checkEligibility(hindustan, fits).verdict;
    expect(checkEligibility(hindustan, { ...fits, categories: ['women'] }).verdict).toEqual(
      without,
    );
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
      status: 'not-stated',
      reason:
        'Hindustan Petroleum asks for 800–1,200 sqm (about 0.2–0.3 acres) for rural sites; you have 0.25 acres (1,011.7 sqm). That meets the low end only: the range goes up to 1,200 sqm, and what your site needs is for Hindustan Petroleum to say.',
    });
    const small = criterion(jio, { site: 'rural', area: 20 * 40.4686, areaUnit: 'cent' }, 'area');
    expect(small.status).toBe('not-met');
    expect(small.reason).toContain('you have 20 cents (809.4 sqm)');
    expect(small.gap).toBe(
      'your plot is 390.6 sqm (about 9.7 cents) smaller than the 1,200 sqm it asks for on rural sites',
    );
  });

  it('gives the brand’s plot in the unit the reader gave theirs, so the two compare', () => {
    // A Kannada reader sees guntas by default; one who gave cents sees cents (20 cents is never
    // set beside "11.9 guntas"), one who gave guntas sees guntas in English too.
    const kannada = { t: translator(dictionaries.kn), locale: 'kn' } as const;
    const areaIn = (areaUnit: 'cent' | 'sqm', area: number) =>
      checkEligibility(jio, { ...fits, site: 'rural', area, areaUnit }, kannada).criteria.find(
        (item) => item.id === 'area',
      )!.reason;
    expect(areaIn('cent', 20 * 40.4686)).toContain('29.7');
    expect(areaIn('cent', 20 * 40.4686)).not.toContain('11.9');
    expect(areaIn('sqm', 800)).toContain('11.9');
    expect(
      criterion(jio, { site: 'rural', area: 20 * 101.17, areaUnit: 'gunta' }, 'area').reason,
    ).toBe(
      'Jio-bp asks for 1,200 sqm (about 11.9 guntas) for rural sites; you have 20 guntas (2,023.4 sqm).',
    );
  });
});
