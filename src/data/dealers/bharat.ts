import { site } from '../../config/site.ts';
import type { DealershipInput } from './schema.ts';

/** Bharat Petroleum, as its dealership page states it (SPEC §2). The source gives no month. */
export const bharat = {
  slug: 'bharat',
  name: 'Bharat Petroleum',
  title: 'Bharat Petroleum Petrol Pump Dealership',
  lead: 'The eligibility, land and investment Bharat Petroleum asks for, and the path to your own outlet.',
  asOf: '2025',
  outlets: { value: 17_000, orMore: true },
  roi: { range: { min: 20, unit: 'percent', orMore: true } },
  why: {
    title: 'Why Choose Bharat Petroleum',
    points: [
      {
        title: 'No dealership experience needed',
        text: 'You do not need to have run a dealership before.',
      },
      {
        title: 'Bank loans',
        text: 'Banks lend towards the investment.',
      },
      {
        title: 'Reserved sites',
        text: 'A share of dealerships is reserved for SC/ST applicants.',
      },
      {
        title: 'EV-ready sites',
        text: 'Upcoming openings include EV-ready highway sites.',
      },
    ],
  },
  eligibility: {
    citizenship: 'Indian citizen',
    age: { min: 21, max: 55, unit: 'years' },
    record: 'Clean record',
    education: [{ site: 'any', minimum: 'class12', text: 'Minimum 12th pass' }],
    financialProof: ['Income tax returns for 3 years', 'Proof of net worth'],
    reservations: [{ category: 'sc-st', kind: 'quota', percent: 17 }],
    priorDealershipRequired: false,
  },
  land: {
    sites: [
      { type: 'rural', area: { min: 800, max: 1_200, unit: 'sqm' } },
      { type: 'urban', area: { min: 1_000, max: 1_500, unit: 'sqm' } },
    ],
    clearances: ['Pollution NOC', 'Fire NOC', 'Soil test', 'Municipal NOC'],
  },
  investment: {
    total: { label: 'Total', amount: { min: 1, max: 2.5, unit: 'crore' } },
    financing: 'Bank loans',
  },
  // The source shows a four-step path without naming the steps; the titles are the plain stages
  // of any application, with no figure added.
  steps: [
    { title: 'Check your eligibility' },
    { title: 'Apply on the official portal' },
    { title: 'Selection' },
    { title: 'Set up the outlet' },
  ],
  openings: {
    title: 'Openings announced as upcoming',
    items: [
      {
        region: 'Karnataka',
        when: '2025-07',
        sites: ['rural'],
        siteCount: { value: 20, orMore: true },
        reservations: [{ category: 'sc-st', kind: 'quota' }],
      },
      {
        region: 'Maharashtra',
        when: '2025-10',
        sites: ['highway'],
        reservations: [{ category: 'ex-servicemen', kind: 'preference' }],
        notes: ['EV-ready sites'],
      },
    ],
  },
  cta: 'Get Expert Guidance from Bharat Petroleum',
  portal: { label: 'Bharat Petroleum (bharatpetroleum.in)', url: site.portals.bharat },
  selectionPortal: { label: 'Petrol Pump Dealer Chayan', url: site.portals.dealerChayan },
  sections: [
    {
      kind: 'why-eligibility-collapsibles',
      whyLabel: 'Why Choose',
      eligibilityLabel: 'Eligibility Criteria',
    },
    { kind: 'progress-path', completedSteps: 3, percent: 75 },
  ],
} as const satisfies DealershipInput;
