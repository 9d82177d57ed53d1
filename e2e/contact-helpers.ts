/**
 * What the contact and contact-submit specs share: a complete, valid request, the form's parts
 * found by role and label, typing a request in, a stubbed endpoint and a paused clock.
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What a person types into a complete, valid request. */
export const request = {
  fullName: 'Asha Rao',
  contactNumber: '9876543210',
  productModel: 'B20 Biofuel',
  issueType: 'Bulk Order',
  fullAddressL: 'Plot 4, Industrial Area, Hyderabad',
  warrantyStatus: 'Under Contract',
  preferredServiceDate: '2026-12-01',
};

export const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Request' });
export const sendButton = (page: Page) =>
  page.getByRole('button', { name: /Send Request|Sending/ });
export const thankYou = (page: Page) => page.getByRole('region', { name: 'Thank You!' });

export const fields = (page: Page) => ({
  fullName: page.getByLabel('Full Name'),
  contactNumber: page.getByLabel('Contact Number (10 digits)'),
  productModel: page.getByLabel('Product/Fuel Type'),
  issueType: page.getByLabel('Inquiry Type'),
  fullAddressL: page.getByLabel(/^Address/),
  warrantyStatus: page.getByLabel('Supply Contract Status'),
  preferredServiceDate: page.getByLabel('Preferred Contact Date'),
});

export async function fillRequest(page: Page, values: Partial<typeof request> = request) {
  const field = fields(page);
  if (values.fullName !== undefined) await field.fullName.fill(values.fullName);
  if (values.contactNumber !== undefined) await field.contactNumber.fill(values.contactNumber);
  if (values.productModel) await field.productModel.selectOption(values.productModel);
  if (values.issueType) await field.issueType.selectOption(values.issueType);
  if (values.fullAddressL !== undefined) await field.fullAddressL.fill(values.fullAddressL);
  if (values.warrantyStatus) await field.warrantyStatus.selectOption(values.warrantyStatus);
  if (values.preferredServiceDate)
    await field.preferredServiceDate.fill(values.preferredServiceDate);
}

export async function expectEveryValueKept(page: Page) {
  const field = fields(page);
  for (const [name, value] of Object.entries(request)) {
    await expect(field[name as keyof typeof request]).toHaveValue(value);
  }
}

export async function expectEveryFieldEmpty(page: Page) {
  for (const control of Object.values(fields(page))) await expect(control).toHaveValue('');
}

/** Stubs the endpoint with one answer per call, in order, and records what was posted. */
export async function stubEndpoint(page: Page, ...answers: Array<(route: Route) => Promise<void>>) {
  const posted: Request[] = [];
  await page.route('**/api/contact', async (route) => {
    posted.push(route.request());
    const answer = answers[Math.min(posted.length, answers.length) - 1];
    if (answer) await answer(route);
  });
  return posted;
}

export const accepted = (route: Route) =>
  route.fulfill({ status: 201, json: { id: 'req_1' }, headers: { 'cache-control': 'no-store' } });

/** The form wakes on the first touch; tests type and press right after load, as people do. */
export async function openContactPage(page: Page) {
  await page.goto('/contact');
}

/** Pauses the page's clock, so the 3-second reset happens only when the test moves time on. */
export async function pauseClock(page: Page) {
  // A margin well past the current fake time, however slowly the machine reaches the next line.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}
