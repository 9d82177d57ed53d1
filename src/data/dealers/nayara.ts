import { site } from '../../config/site.ts';
import type { DealershipInput } from './schema.ts';

/** Nayara, as its dealership page states it (SPEC §2). The source gives no day or month. */
export const nayara = {
  slug: 'nayara',
  name: 'Nayara',
  title: 'Nayara Energy Petrol Pump Dealership',
  lead: 'Who can apply for a Nayara outlet, the land and money it takes, and current openings.',
  asOf: '2025',
  outlets: { value: 7_000, orMore: true },
  roi: { range: { min: 15, max: 25, unit: 'percent' } },
  applicationFee: { min: 1_500, unit: 'rupees' },
  why: {
    title: 'Why Nayara',
    points: [
      {
        title: 'Town and highway sites',
        text: 'Nayara sets out plot sizes for both town and highway outlets, so you can check your land against them.',
      },
      {
        title: 'Preference for many applicants',
        text: 'SC/ST applicants, women and experienced applicants are given preference.',
      },
      {
        title: 'EV focus',
        text: 'Recent openings include rural sites with a focus on EV charging.',
      },
    ],
  },
  eligibility: {
    citizenship: 'Indian citizen',
    age: { min: 21, max: 55, unit: 'years' },
    record: 'Clean record',
    education: [
      { site: 'urban', minimum: 'class12', text: '12th pass for urban sites' },
      { site: 'rural', minimum: 'class10', text: '10th pass for rural sites' },
    ],
    financialProof: ['Income tax returns for 3 years', 'Proof of net worth'],
    reservations: [
      { category: 'sc-st', kind: 'preference' },
      { category: 'women', kind: 'preference' },
      { category: 'experience', kind: 'preference', label: 'Experienced applicants' },
    ],
  },
  land: {
    sites: [
      {
        type: 'urban',
        label: 'Town',
        area: { min: 800, unit: 'sqm' },
        frontage: { min: 25, unit: 'm' },
      },
      { type: 'highway', area: { min: 1_200, unit: 'sqm' }, frontage: { min: 35, unit: 'm' } },
    ],
    tenure: { basis: 'leased', years: { min: 30, unit: 'years' } },
    clearances: ['NOCs'],
  },
  investment: {
    deposit: { label: 'Deposit', amount: { min: 20, max: 40, unit: 'lakh' } },
    land: { label: 'Land', amount: { min: 40, max: 150, unit: 'lakh' } },
    build: { label: 'Build', amount: { min: 60, max: 100, unit: 'lakh' } },
    total: { label: 'Total', amount: { min: 1.5, max: 3, unit: 'crore' } },
  },
  // The source says "four steps" and names only the fee; the titles are the plain stages of any
  // application, with no figure added.
  steps: [
    { title: 'Check openings and your eligibility' },
    { title: 'Apply and pay the application fee', shows: 'applicationFee' },
    { title: 'Selection' },
    { title: 'Set up the outlet' },
  ],
  openings: {
    title: 'Openings',
    items: [
      {
        region: 'Maharashtra',
        when: '2025-09',
        sites: ['rural'],
        area: { min: 1_200, unit: 'sqm' },
        notes: ['EV focus'],
      },
      {
        region: 'Gujarat',
        deadline: 'ongoing',
        sites: ['highway'],
        reservations: [{ category: 'women', kind: 'preference' }],
      },
    ],
  },
  heroCta: 'Get Started',
  cta: 'Get Guidance on Nayara',
  portal: { label: 'Nayara Energy (nayaraenergy.com)', url: site.portals.nayara },
  sections: [{ kind: 'why-cards', decoration: 'dots' }],
} as const satisfies DealershipInput;
