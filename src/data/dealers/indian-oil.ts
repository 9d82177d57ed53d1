import { site } from '../../config/site.ts';
import type { DealershipInput } from './schema.ts';

/** Indian Oil, as its dealership page states it (SPEC §2), figures as of October 2025. */
export const indianOil = {
  slug: 'indian-oil',
  name: 'Indian Oil',
  title: 'Indian Oil Petrol Pump Dealership',
  lead: 'What it takes to run an Indian Oil retail outlet: land, investment and the selection steps.',
  asOf: '2025-10',
  outlets: { value: 36_000, orMore: true },
  roi: { range: { min: 25, max: 35, unit: 'percent' }, average: true },
  applicationFee: { min: 1_000, unit: 'rupees' },
  selectionTime: { min: 3, max: 6, unit: 'months' },
  setupTime: { min: 6, max: 12, unit: 'months' },
  why: {
    title: 'Why IOCL?',
    points: [
      {
        title: 'The largest network here',
        text: 'Indian Oil has the most outlets of the five brands on this site, and a name motorists across India know.',
      },
      {
        title: 'Finance through banks',
        text: 'Bank tie-ups help applicants fund the deposit, land and build.',
      },
      {
        title: 'Open, official selection',
        text: 'Openings are advertised and applications made on the official Petrol Pump Dealer Chayan portal.',
      },
      {
        title: 'EV openings',
        text: 'The 2025 openings include a nationwide opening for EV charging.',
      },
    ],
  },
  land: {
    sites: [
      { type: 'urban', area: { min: 1_000, unit: 'sqm' }, frontage: { min: 30, unit: 'm' } },
      { type: 'rural', area: { min: 1_200, unit: 'sqm' }, frontage: { min: 40, unit: 'm' } },
      { type: 'highway', note: 'Larger plots with dual access' },
    ],
    tenure: { basis: 'owned-or-leased', years: { min: 15, unit: 'years', orMore: true } },
    clearances: ['Pollution NOC', 'Fire safety', 'Soil test', 'Levelled plot'],
  },
  investment: {
    year: 2025,
    deposit: { label: 'Deposit', amount: { min: 15, max: 30, unit: 'lakh' } },
    land: { label: 'Land/lease', amount: { min: 50, max: 200, unit: 'lakh' } },
    build: { label: 'Build/equipment', amount: { min: 50, max: 100, unit: 'lakh' } },
    total: { label: 'Total', amount: { min: 1.5, max: 3, unit: 'crore' } },
    financing: 'Bank tie-ups',
  },
  steps: [
    { title: 'Monitor openings' },
    { title: 'Prepare and submit your application', shows: 'applicationFee' },
    { title: 'Interview and selection', shows: 'selectionTime' },
    { title: 'Set up the outlet', shows: 'setupTime' },
  ],
  openings: {
    title: '2025 openings',
    items: [
      {
        region: 'Haryana',
        area: { min: 800, max: 1_200, unit: 'sqm' },
        reservations: [{ category: 'sc-st', kind: 'preference' }],
      },
      { region: 'Nationwide', notes: ['EV opening'] },
    ],
  },
  cta: 'Apply with Indian Oil',
  portal: { label: 'Indian Oil (iocl.com)', url: site.portals.indianOil },
  selectionPortal: { label: 'Petrol Pump Dealer Chayan', url: site.portals.dealerChayan },
  sections: [
    { kind: 'why-eligibility-tabs', whyLabel: 'Why IOCL?', eligibilityLabel: 'Eligibility' },
  ],
} as const satisfies DealershipInput;
