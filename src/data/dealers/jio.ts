import { site } from '../../config/site.ts';
import type { DealershipInput } from './schema.ts';

/** Jio-bp, as its dealership page states it (SPEC §2), figures as of 17 October 2025. */
export const jio = {
  slug: 'jio',
  name: 'Jio-bp',
  title: 'Jio-bp Petrol Pump Dealership',
  lead: 'How to partner with Jio-bp: who can apply, the land and investment, and the five steps.',
  asOf: '2025-10-17',
  outlets: { value: 1_700, orMore: true, qualifier: 'active' },
  outletTarget: { value: 10_000, orMore: true },
  roi: { range: { min: 25, max: 40, unit: 'percent' } },
  applicationsOpenUntil: '2025-10-30',
  applicationFee: { min: 1_000, max: 2_000, unit: 'rupees' },
  selectionTime: { min: 3, max: 6, unit: 'months' },
  setupTime: { min: 6, max: 12, unit: 'months' },
  eligibility: {
    citizenship: 'Indian citizen',
    age: { min: 21, max: 60, unit: 'years' },
    record: 'No criminal record',
    education: [
      { site: 'rural', minimum: 'class12', text: '10+2 for rural sites' },
      {
        site: 'urban',
        minimum: 'diploma',
        text: 'Graduation, CA, CS, ICWA or an engineering diploma for urban sites',
      },
    ],
    financialProof: [
      'Net worth attested by a chartered accountant',
      'Income tax returns for 3 years',
      'Bank statements',
    ],
    reservations: [
      { category: 'sc-st', kind: 'preference' },
      { category: 'obc', kind: 'preference' },
      { category: 'women', kind: 'preference' },
      { category: 'experience', kind: 'preference', label: 'Retail or tech experience' },
    ],
  },
  land: {
    sites: [
      { type: 'rural', area: { min: 1_200, unit: 'sqm' }, frontage: { min: 30, unit: 'm' } },
      {
        type: 'urban',
        area: { min: 1_000, max: 1_200, unit: 'sqm' },
        frontage: { min: 25, max: 30, unit: 'm' },
      },
      {
        type: 'highway',
        area: { min: 3_000, unit: 'sqm' },
        frontage: { min: 40, unit: 'm', orMore: true },
      },
    ],
    tenure: { basis: 'owned-or-leased', years: { min: 20, unit: 'years', orMore: true } },
  },
  investment: {
    deposit: { label: 'Deposit', amount: { min: 15, max: 35, unit: 'lakh' } },
    land: { label: 'Land', amount: { min: 20, max: 100, unit: 'lakh' } },
    build: { label: 'Construction', amount: { min: 30, max: 100, unit: 'lakh' } },
    total: { label: 'Total', amount: { min: 15, max: 500, unit: 'lakh' } },
  },
  steps: [
    { title: 'Expression of interest' },
    { title: 'Document upload', shows: 'applicationFee' },
    { title: 'Site evaluation and interview' },
    { title: 'Merit selection or draw', shows: 'selectionTime' },
    { title: 'Set up the outlet', shows: 'setupTime' },
  ],
  openings: {
    title: 'Recent opportunities',
    items: [
      { region: 'Maharashtra', when: '2025-09', deadline: '2025-12', sites: ['highway'] },
      {
        region: 'Gujarat',
        deadline: '2025-10-30',
        sites: ['urban'],
        fee: { min: 1_500, unit: 'rupees' },
        reservations: [
          { category: 'women', kind: 'quota' },
          { category: 'sc-st', kind: 'quota' },
        ],
      },
    ],
  },
  cta: 'Partner with Jio-bp Now',
  portal: { label: 'Jio-bp (jiobp.com)', url: site.portals.jio },
  sections: [
    {
      kind: 'feature-tiles',
      title: 'What a Jio-bp outlet offers',
      tiles: [
        { title: 'Loyalty app', icon: 'loyalty' },
        { title: 'EV charging', icon: 'ev-charging' },
        { title: 'Convenience store', icon: 'store' },
        { title: 'UPI payments', icon: 'upi' },
      ],
    },
    { kind: 'joint-venture', split: '50:50' },
  ],
} as const satisfies DealershipInput;
