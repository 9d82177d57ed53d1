/**
 * What the hub and self-check specs share: the self-check's address and one profile that lands
 * each brand on a different verdict, typed into the form as a visitor types it.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The self-check's own page, linked from the hub. */
export const checkPath = '/services/eligibility';

/**
 * The answers the page's address holds after its '#', where the self-check keeps them (browsers
 * never send that part to a server).
 */
export const answersInAddress = (page: Page) =>
  Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));

/*
 * The dealership hub at /services and its self-check at /services/eligibility. The profile below is picked from the brand data so each brand
 * lands on a different verdict: a 40-year-old graduate citizen with a leased rural plot of
 * 1,200 sqm, 40 m frontage and an 18-year lease, and ₹250 lakh.
 * - Hindustan Petroleum (rural 800–1,200 sqm / 25–30 m, 15+ years, age to 55): eligible (the
 *   plot and frontage reach the top of each range: a low end only is asked about, never met).
 * - Bharat Petroleum states no frontage or lease rule: check with it.
 * - Nayara asks for a 30-year lease: one miss.
 * - Jio-bp asks for a 20-year lease: one miss.
 * - Indian Oil lists no age or education rule: check with it.
 */
export const profile = {
  age: '40',
  edu: 'graduate',
  citizen: 'yes',
  site: 'rural',
  area: '1200',
  frontage: '40',
  land: 'leased',
  lease: '18',
  cat: 'women',
  funds: '250',
};

export async function fillProfile(page: Page) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Your age (years)').fill(profile.age);
  await form
    .getByLabel('Education')
    .selectOption({ label: 'Graduate or professional (CA, CS, ICWA)' });
  await form
    .getByRole('group', { name: 'Citizenship: are you an Indian citizen?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await form
    .getByRole('group', { name: 'Site type' })
    .getByRole('radio', { name: 'Rural' })
    .check();
  await form.getByLabel('Land area').fill(profile.area);
  await form.getByLabel('Road frontage (m)').fill(profile.frontage);
  await form
    .getByRole('group', { name: 'Owned or leased' })
    .getByRole('radio', { name: 'Leased' })
    .check();
  await form.getByLabel('Lease years left').fill(profile.lease);
  await form.getByRole('checkbox', { name: 'Women' }).check();
  await form.getByLabel('Funds available (lakh)').fill(profile.funds);
}

export async function expectProfileVerdicts(page: Page) {
  const verdict = (name: string) => page.getByRole('heading', { level: 3, name });
  await expect(verdict('Hindustan Petroleum: Likely eligible')).toBeVisible();
  await expect(verdict('Bharat Petroleum: Not sure yet: ask Bharat Petroleum')).toBeVisible();
  await expect(verdict('Nayara: You do not meet 1 rule listed here')).toBeVisible();
  await expect(verdict('Jio-bp: You do not meet 1 rule listed here')).toBeVisible();
  await expect(verdict('Indian Oil: Not sure yet: ask Indian Oil')).toBeVisible();
}
