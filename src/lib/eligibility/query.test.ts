import { describe, expect, it } from 'vitest';
import { educationLevels, siteTypes } from '../../data/dealers/schema.ts';
import {
  applicantEducationLevels,
  answersInFragment,
  applicantFromQuery,
  hasAnswers,
  movedFromQuery,
  withAnswer,
  withAnswersFragment,
  withFormAnswers,
  withoutAnswers,
  type AnswerKey,
} from './index.ts';
import { fits } from './test-words.ts';

/*
 * The self-check's answers in the address: what the form writes there, what is read back, and
 * the lists of answers the form offers.
 */

describe('the answers in the address', () => {
  const typed = (...steps: Array<[AnswerKey, string]>) =>
    steps.reduce((query, [key, value]) => withAnswer(query, key, value), new URLSearchParams());

  it('reads back every answer the form writes', () => {
    const query = typed(
      ['age', '40'],
      ['edu', 'graduate'],
      ['citizen', 'yes'],
      ['site', 'rural'],
      ['area', '1200'],
      ['frontage', '40'],
      ['land', 'leased'],
      ['lease', '18'],
      ['cat', 'sc-st,women'],
      ['funds', '250'],
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
    // Land in a family member's name has no lease either; a length typed first is kept.
    expect(typed(['land', 'leased'], ['lease', '18'], ['land', 'family']).has('lease')).toBe(false);
    expect(typed(['lease', '18']).get('lease')).toBe('18');
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

describe('the answers in the fragment', () => {
  const page = 'https://fuel.example/te/services/eligibility';

  it('reads the answers after the #, and an in-page link as no answers', () => {
    expect(answersInFragment('#age=58&cat=sc-st&funds=40').toString()).toBe(
      'age=58&cat=sc-st&funds=40',
    );
    expect(answersInFragment('age=58').get('age')).toBe('58');
    expect(answersInFragment('#main').toString()).toBe('');
    expect(answersInFragment('').toString()).toBe('');
  });

  it('writes the answers after the #, never in the query, and no bare # for none', () => {
    const url = withAnswersFragment(`${page}#main`, new URLSearchParams('age=58&cat=sc-st'));
    expect(url.href).toBe(`${page}#age=58&cat=sc-st`);
    expect(url.search).toBe('');
    expect(withAnswersFragment(`${page}#age=58`, new URLSearchParams()).href).toBe(page);
  });

  it('moves an old link’s answers from the query into the fragment', () => {
    const moved = movedFromQuery(`${page}?age=58&cat=sc-st,women&utm_source=wa&funds=40`);
    expect(moved?.href).toBe(`${page}?utm_source=wa#age=58&cat=sc-st%2Cwomen&funds=40`);
    expect(movedFromQuery(`${page}?age=58`)?.href).toBe(`${page}#age=58`);
    expect(answersInFragment(moved?.hash ?? '').get('cat')).toBe('sc-st,women');
  });

  it('moves nothing when the query holds no answer or the fragment already does', () => {
    expect(movedFromQuery(page)).toBeUndefined();
    expect(movedFromQuery(`${page}?utm_source=wa`)).toBeUndefined();
    expect(movedFromQuery(`${page}?age=30#age=58`)).toBeUndefined();
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
