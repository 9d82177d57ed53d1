import type { Applicant } from './applicant.ts';

/*
 * The readers the English honesty reviews saw misled, as answers to the self-check: the unit tests
 * of the findings (verdict.test.ts) and of the sentences (messages.test.ts) hold the same people.
 * Test support only; the site never imports it.
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

/**
 * The 41st English read's first reader (29 Nov 2026): 10th pass, a rural plot of their own with
 * 30 m of road frontage, ₹40 lakh. Indian Oil's 40 m and Bharat Petroleum's 12th pass are missed,
 * but another brand on their portal is given a rule the answer meets.
 */
export const ruralClass10: Applicant = {
  age: 30,
  education: 'class10',
  citizen: true,
  site: 'rural',
  area: 1_700,
  frontage: 30,
  holding: 'owned',
  funds: 40,
  categories: [],
};

/**
 * The 41st English read's second reader: 58, a graduate, an urban plot of 800 sqm with 25 m of
 * road frontage on a 10-year lease, ₹1.5 crore. No brand fits; no brand that lists a lease rule
 * accepts 10 years.
 */
export const urbanLeaseholder58: Applicant = {
  age: 58,
  education: 'graduate',
  citizen: true,
  site: 'urban',
  area: 800,
  frontage: 25,
  holding: 'leased',
  leaseYears: 10,
  funds: 150,
  categories: [],
};
