import type { Applicant } from './applicant.ts';

/*
 * The readers the English honesty review of 27 Nov 2026 saw misled, as answers to the self-check:
 * the unit tests of the findings (verdict.test.ts) and of the sentences (messages.test.ts) hold
 * the same three people. Test support only; the site never imports it.
 */

/** 67, below class 10, two acres of their own, ₹1 crore: every brand stating age or education excludes them. */
export const aged67: Applicant = {
  age: 67,
  education: 'below10',
  citizen: true,
  site: 'rural',
  area: 2 * 4046.86,
  areaUnit: 'acre',
  holding: 'owned',
  funds: 100,
  categories: [],
};

/** Not an Indian citizen, with ₹20 lakh. */
export const notCitizen: Applicant = {
  age: 45,
  education: 'graduate',
  citizen: false,
  site: 'urban',
  funds: 20,
  categories: [],
};

/** Only age and education answered. */
export const twoAnswers: Applicant = { age: 35, education: 'class12', categories: [] };
