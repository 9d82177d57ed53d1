import { site } from '../../config/site.ts';
import type { DealershipInput } from './schema.ts';

/** Hindustan Petroleum, as its dealership page states it (SPEC §2). The source gives no month. */
export const hindustan = {
  slug: 'hindustan',
  name: 'Hindustan Petroleum',
  title: 'Hindustan Petroleum Petrol Pump Dealership',
  lead: 'Eligibility, quotas, land and investment for a Hindustan Petroleum outlet, and recent openings.',
  asOf: '2025',
  outlets: { value: 16_000, orMore: true },
  roi: { range: { min: 20, max: 30, unit: 'percent' }, over: { min: 2, max: 3, unit: 'years' } },
  applicationFee: { min: 500, max: 1_000, unit: 'rupees' },
  selectionTime: { min: 2, max: 4, unit: 'months' },
  setupTime: { min: 6, max: 12, unit: 'months' },
  why: {
    title: 'Why Hindustan Petroleum',
    points: [
      {
        title: 'Quotas for SC/ST and women',
        text: 'A stated share of dealerships is reserved for SC/ST applicants and for women.',
      },
      {
        title: 'Preference for OBC and ex-servicemen',
        text: 'OBC applicants and ex-servicemen are given preference in selection.',
      },
      {
        title: 'Selection by merit or draw',
        text: 'Applicants are chosen on merit or by draw, within months of applying.',
      },
      {
        title: 'Rural and urban sites',
        text: 'Plot sizes are set for both rural and urban outlets, so you can check your land against them.',
      },
      {
        title: 'Returns over a few years',
        text: 'The stated return is earned over two to three years of running the outlet.',
      },
    ],
  },
  eligibility: {
    citizenship: 'Indian citizen',
    age: { min: 21, max: 55, unit: 'years' },
    record: 'No criminal record',
    education: [
      { site: 'rural', minimum: 'class10', text: '10th pass for rural sites' },
      { site: 'urban', minimum: 'class12', text: '12th pass or graduate for urban sites' },
    ],
    financialProof: [
      'Income tax returns for 3 years',
      'Net worth certified by a chartered accountant',
    ],
    reservations: [
      { category: 'sc-st', kind: 'quota', percent: 17 },
      { category: 'women', kind: 'quota', percent: 14 },
      { category: 'obc', kind: 'preference' },
      { category: 'ex-servicemen', kind: 'preference' },
    ],
  },
  land: {
    sites: [
      {
        type: 'rural',
        area: { min: 800, max: 1_200, unit: 'sqm' },
        frontage: { min: 25, max: 30, unit: 'm' },
      },
      {
        type: 'urban',
        area: { min: 1_000, max: 1_500, unit: 'sqm' },
        frontage: { min: 30, max: 40, unit: 'm' },
      },
    ],
    tenure: { basis: 'owned-or-leased', years: { min: 15, unit: 'years', orMore: true } },
  },
  investment: {
    deposit: { label: 'Deposit', amount: { min: 10, max: 25, unit: 'lakh' } },
    land: { label: 'Land', amount: { min: 40, max: 120, unit: 'lakh' } },
    build: { label: 'Build', amount: { min: 50, max: 100, unit: 'lakh' } },
    total: { label: 'Total', amount: { min: 1, max: 2.2, unit: 'crore' } },
  },
  // The source names five steps and states the fee, the selection and the build; the first two
  // titles are the plain stages of any application, with no figure added.
  steps: [
    { title: 'Check openings and your eligibility' },
    { title: 'Prepare your documents' },
    { title: 'Apply and pay the application fee', shows: 'applicationFee' },
    { title: 'Selection by merit or draw', shows: 'selectionTime' },
    { title: 'Build the outlet', shows: 'setupTime' },
  ],
  openings: {
    title: 'Recent openings',
    items: [
      { region: 'Andhra Pradesh', deadline: '2025-12', sites: ['rural'] },
      { region: 'Tamil Nadu', sites: ['highway'], fee: { min: 1_000, unit: 'rupees' } },
    ],
  },
  cta: 'Get Support for Hindustan Petroleum',
  portal: { label: 'Hindustan Petroleum (hindustanpetroleum.com)', url: site.portals.hindustan },
  selectionPortal: { label: 'Petrol Pump Dealer Chayan', url: site.portals.dealerChayan },
  sections: [{ kind: 'why-scroll-cards' }],
} as const satisfies DealershipInput;
