import type { Page, Request, Route } from '@playwright/test';
import { site } from '../src/config/site.ts';
import { axeViolations, expect, test } from './fixtures.ts';

/** What a person types into a complete, valid request. */
const request = {
  fullName: 'Asha Rao',
  contactNumber: '9876543210',
  productModel: 'B20 Biofuel',
  issueType: 'Bulk Order',
  fullAddressL: 'Plot 4, Industrial Area, Hyderabad',
  warrantyStatus: 'Under Contract',
  preferredServiceDate: '2026-12-01',
};

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Request' });
const sendButton = (page: Page) => page.getByRole('button', { name: /Send Request|Sending/ });
const thankYou = (page: Page) => page.getByRole('region', { name: 'Thank You!' });

const fields = (page: Page) => ({
  fullName: page.getByLabel('Full Name'),
  contactNumber: page.getByLabel('Contact Number (10 digits)'),
  productModel: page.getByLabel('Product/Fuel Type'),
  issueType: page.getByLabel('Inquiry Type'),
  fullAddressL: page.getByLabel('Full Address'),
  warrantyStatus: page.getByLabel('Supply Contract Status'),
  preferredServiceDate: page.getByLabel('Preferred Contact Date'),
});

async function fillRequest(page: Page, values: Partial<typeof request> = request) {
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

async function expectEveryValueKept(page: Page) {
  const field = fields(page);
  for (const [name, value] of Object.entries(request)) {
    await expect(field[name as keyof typeof request]).toHaveValue(value);
  }
}

async function expectEveryFieldEmpty(page: Page) {
  for (const control of Object.values(fields(page))) await expect(control).toHaveValue('');
}

/** Stubs the endpoint with one answer per call, in order, and records what was posted. */
async function stubEndpoint(page: Page, ...answers: Array<(route: Route) => Promise<void>>) {
  const posted: Request[] = [];
  await page.route('**/api/contact', async (route) => {
    posted.push(route.request());
    const answer = answers[Math.min(posted.length, answers.length) - 1];
    if (answer) await answer(route);
  });
  return posted;
}

const accepted = (route: Route) =>
  route.fulfill({ status: 201, json: { id: 'req_1' }, headers: { 'cache-control': 'no-store' } });

/** The form wakes on the first touch; tests type and press right after load, as people do. */
async function openContactPage(page: Page) {
  await page.goto('/contact');
}

type TimerSwap = {
  nativeTimers?: [typeof setTimeout, typeof clearTimeout];
  fakeTimers?: [typeof setTimeout, typeof clearTimeout];
};

/** Installs the fake clock, keeping the browser's own timers aside for axe (see below). */
async function installClock(page: Page) {
  await page.addInitScript(() => {
    (window as TimerSwap).nativeTimers = [window.setTimeout, window.clearTimeout];
  });
  await page.clock.install();
}

/**
 * axe waits on zero-delay timers between rules, which a paused clock never fires. It scans with
 * the browser's own timers, while every timer the page set before (the 3-second thank-you reset)
 * stays on the paused clock, so a time-limited state holds still while it is scanned.
 */
async function axeViolationsWithPausedClock(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const timers = window as TimerSwap;
    if (!timers.nativeTimers) throw new Error('installClock first');
    timers.fakeTimers = [window.setTimeout, window.clearTimeout];
    [window.setTimeout, window.clearTimeout] = timers.nativeTimers;
  });
  try {
    return await axeViolations(page);
  } finally {
    await page.evaluate(() => {
      const timers = window as TimerSwap;
      if (timers.fakeTimers) [window.setTimeout, window.clearTimeout] = timers.fakeTimers;
    });
  }
}

/** Pauses the page's clock, so the 3-second reset happens only when the test moves time on. */
async function pauseClock(page: Page) {
  // A margin well past the current fake time, however slowly the machine reaches the next line.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 10_000);
}

test.describe('Contact page content', () => {
  test('shows the hero, the form, the contact channels from config and the FAQ', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(form(page)).toBeVisible();

    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info.getByRole('link', { name: /Phone/ })).toHaveAttribute(
      'href',
      site.phone.href,
    );
    await expect(info.getByRole('link', { name: /Phone/ })).toContainText(site.phone.display);
    await expect(info.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(info.getByRole('link', { name: /Address/ })).toContainText(
      'Hyderabad, Telangana, India',
    );
    expect(site.phone.href).toMatch(/^tel:\+?\d+$/);
  });

  test('each FAQ entry opens by keyboard and reads its answer', async ({ page }) => {
    await page.goto('/contact');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const answers = [
      ['Which areas do you serve?', 'Telangana, Andhra Pradesh, Karnataka and Tamil Nadu'],
      ['Do you offer emergency fuel delivery?', '24/7 emergency delivery'],
      ['Which payment methods do you accept?', 'bank transfer, UPI and credit/debit cards'],
    ] as const;
    for (const [question, answer] of answers) {
      const entry = faq.locator('details', { hasText: question });
      await expect(entry.getByText(answer)).toBeHidden();
      await entry.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(entry).toHaveAttribute('open', '');
      await expect(entry.getByText(answer)).toBeVisible();
    }
    await expect(faq.getByText('credit facilities for qualified business clients')).toBeVisible();
    await expect(faq.getByText('South India')).toBeVisible();
  });

  test('the form has the seven labelled fields, the option lists and the honeypot', async ({
    page,
  }) => {
    await page.goto('/contact');
    const field = fields(page);
    for (const required of [field.fullName, field.contactNumber, field.issueType]) {
      await expect(required).toHaveAttribute('required', '');
    }
    await expect(field.fullAddressL).toHaveAttribute('required', '');
    await expect(field.fullAddressL).toHaveJSProperty('tagName', 'TEXTAREA');
    for (const optional of [field.productModel, field.warrantyStatus, field.preferredServiceDate]) {
      await expect(optional).not.toHaveAttribute('required');
    }
    await expect(field.preferredServiceDate).toHaveAttribute('type', 'date');
    await expect(field.productModel.locator('option:not([value=""])')).toHaveText([
      'Premium Diesel',
      'B20 Biofuel',
      'B100 Biofuel',
      'Custom Blend',
    ]);
    await expect(field.issueType.locator('option:not([value=""])')).toHaveText([
      'Bulk Order',
      'Delivery Issue',
      'Technical Support',
      'Petrol pump dealership guidance',
      'Other',
    ]);
    await expect(field.warrantyStatus.locator('option:not([value=""])')).toHaveText([
      'Under Contract',
      'No Contract',
      'Expiring Soon',
    ]);
    for (const [name, control] of Object.entries(field)) {
      await expect(control).toHaveAttribute('name', name);
    }

    const phone = field.contactNumber;
    // The 10-character cap comes with the script, so typing before it cannot cut a number short.
    await phone.focus();
    await expect(phone).toHaveAttribute('maxlength', '10');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(phone).toHaveAttribute('autocomplete', 'tel-national');

    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(
      await honeypot.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent),
    ).toBe('Leave this field empty');
    await expect(form(page).locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(
      1,
    );
    await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  });

  test('the privacy notice says what is kept, why, and how to ask for deletion', async ({
    page,
  }) => {
    await page.goto('/contact');
    const notice = page.getByRole('region', { name: 'How we use your details' });
    await expect(notice).toContainText('only to answer your request');
    await expect(notice).toContainText('Digital Personal Data Protection Act, 2023');
    await expect(notice.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
});

test.describe('Contact number field', () => {
  test('typing keeps only digits and stops at ten', async ({ page }) => {
    await openContactPage(page);
    const phone = fields(page).contactNumber;
    await phone.pressSequentially('ab12-34 56cd7890123');
    await expect(phone).toHaveValue('1234567890');
  });

  test('pasted text is filtered the same way as typed text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openContactPage(page);
    await page.evaluate(() => navigator.clipboard.writeText('ab12-34 56cd7890123'));
    const phone = fields(page).contactNumber;
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(phone).toHaveValue('1234567890');
  });

  test('a 5-digit number is refused with a message tied to the field', async ({ page }) => {
    const posted = await stubEndpoint(page, accepted);
    await openContactPage(page);
    await fillRequest(page, { ...request, contactNumber: '12345' });
    await sendButton(page).click();

    const phone = fields(page).contactNumber;
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(
      'Enter a 10-digit contact number, digits only, for example 9876543210.',
    );
    const messageId = await phone.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${messageId}"]`)).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('12345');
    await expect(fields(page).fullName).toHaveValue(request.fullName);
    expect(posted).toHaveLength(0);

    // Fixing the number clears the message.
    await phone.pressSequentially('67890');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(phone).not.toHaveAttribute('aria-describedby');
    await expect(page.locator(`[id="${messageId}"]`)).toHaveCount(0);
  });
});

test.describe('Submitting', () => {
  test('an empty submit sends nothing and points to the first missing field', async ({ page }) => {
    const posted = await stubEndpoint(page, accepted);
    await openContactPage(page);
    await sendButton(page).click();

    const field = fields(page);
    await expect(field.fullName).toBeFocused();
    await expect(field.fullName).toHaveAccessibleDescription('Enter your full name.');
    await expect(field.contactNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(field.issueType).toHaveAccessibleDescription('Choose an inquiry type.');
    await expect(field.fullAddressL).toHaveAccessibleDescription('Enter your full address.');
    await expect(field.productModel).not.toHaveAttribute('aria-invalid');
    await expect(form(page)).toBeVisible();
    expect(posted).toHaveLength(0);
  });

  test('a valid submit logs the request, thanks the visitor, and empties the form after 3 s', async ({
    page,
  }) => {
    const posted = await stubEndpoint(page, accepted);
    await page.clock.install();
    await openContactPage(page);
    await pauseClock(page);
    await fillRequest(page);

    const logged = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'log' && message.text().includes('Contact'),
    });
    await sendButton(page).click();

    await expect(thankYou(page)).toBeVisible();
    await expect(thankYou(page)).toContainText('We have your request and will call you back.');
    await expect(thankYou(page)).toBeFocused();
    await expect(form(page)).toHaveCount(0);

    const message = await logged;
    expect(await message.args()[1]?.jsonValue()).toEqual(request);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.headers()['content-type']).toBe('application/json');
    expect(posted[0]?.postDataJSON()).toEqual({ ...request, website: '', locale: 'en' });

    await page.clock.runFor(2_999);
    await expect(thankYou(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(form(page)).toBeVisible();
    await expect(thankYou(page)).toHaveCount(0);
    await expectEveryFieldEmpty(page);
    await expect(page.getByRole('heading', { name: 'Send Us a Request' })).toBeFocused();
  });

  test('while sending, the button says so and a second click sends nothing more', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const posted = await stubEndpoint(page, async (route) => {
      await held;
      await accepted(route);
    });
    await openContactPage(page);
    await fillRequest(page);
    await sendButton(page).click();

    await expect(sendButton(page)).toHaveText('Sending…');
    await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    // Enter in a field submits the form again (a click would wait for the button to be enabled).
    await fields(page).fullName.press('Enter');
    await expect(sendButton(page)).toHaveText('Sending…');
    release();
    await expect(thankYou(page)).toBeVisible();
    expect(posted).toHaveLength(1);
  });

  test('field errors from the server are shown on their fields', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 400/);
    const posted = await stubEndpoint(page, (route) =>
      route.fulfill({
        status: 400,
        json: { errors: { fullAddressL: 'We cannot deliver to this address yet.' } },
      }),
    );
    await openContactPage(page);
    await fillRequest(page);
    await sendButton(page).click();

    const address = fields(page).fullAddressL;
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription('We cannot deliver to this address yet.');
    await expect(address).toBeFocused();
    await expect(thankYou(page)).toHaveCount(0);
    await expectEveryValueKept(page);
    expect(posted).toHaveLength(1);
  });

  const failures = [
    {
      name: 'a server error',
      console: /status of 500/,
      answer: (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
      message: /went wrong on our side.*try again/,
    },
    {
      name: 'a network failure',
      console: /Failed to load resource|ERR_FAILED/,
      answer: (route: Route) => route.abort('failed'),
      message: /could not reach our server.*try again/,
    },
    {
      name: 'too many requests',
      console: /status of 429/,
      answer: (route: Route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '30' },
          json: { error: 'Too many requests' },
        }),
      message: /wait 30 seconds and try again/,
    },
  ];

  for (const failure of failures) {
    test(`after ${failure.name} the visitor is told, keeps what they typed, and can retry`, async ({
      page,
      expectConsoleError,
    }) => {
      expectConsoleError(failure.console);
      const posted = await stubEndpoint(page, failure.answer, accepted);
      await openContactPage(page);
      await fillRequest(page);
      await sendButton(page).click();

      const alert = form(page).getByRole('alert');
      await expect(alert).toContainText(failure.message);
      await expect(alert.getByRole('link', { name: site.phone.display })).toHaveAttribute(
        'href',
        site.phone.href,
      );
      await expect(thankYou(page)).toHaveCount(0);
      await expect(sendButton(page)).toHaveText('Send Request');
      await expectEveryValueKept(page);

      await sendButton(page).click();
      await expect(thankYou(page)).toBeVisible();
      expect(posted).toHaveLength(2);
      expect(posted[1]?.postDataJSON()).toEqual({ ...request, website: '', locale: 'en' });
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is a plain HTML form posting to the endpoint', async ({ page }) => {
    await page.goto('/contact');
    await expect(form(page)).toHaveAttribute('method', 'post');
    await expect(form(page)).toHaveAttribute('action', '/api/contact');
    await expect(form(page)).not.toHaveAttribute('novalidate');
    await expect(fields(page).contactNumber).toHaveAttribute('pattern', '\\d{10}');
    await expect(fields(page).contactNumber).toHaveAttribute('title', /10-digit/);
  });

  test('the browser blocks an empty or short request and sends nothing', async ({ page }) => {
    const posted = await stubEndpoint(page, accepted);
    await page.goto('/contact');
    await sendButton(page).click();
    await expect(fields(page).fullName).toBeFocused();
    expect(
      await fields(page).fullName.evaluate(
        (input: HTMLInputElement) => input.validity.valueMissing,
      ),
    ).toBe(true);

    await fillRequest(page, { ...request, contactNumber: '12345' });
    await sendButton(page).click();
    await expect(fields(page).contactNumber).toBeFocused();
    expect(
      await fields(page).contactNumber.evaluate(
        (input: HTMLInputElement) => input.validity.patternMismatch,
      ),
    ).toBe(true);
    await expect(page).toHaveURL(/\/contact$/);
    expect(posted).toHaveLength(0);
  });

  test('a valid request is posted as a form and lands on the thank-you page', async ({ page }) => {
    const posted = await stubEndpoint(page, (route) =>
      route.fulfill({ status: 303, headers: { location: '/contact/thanks' } }),
    );
    await page.goto('/contact');
    await fillRequest(page);
    await sendButton(page).click();

    await expect(page).toHaveURL(/\/contact\/thanks$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
    const body = new URLSearchParams(posted[0]?.postData() ?? '');
    expect(Object.fromEntries(body)).toEqual({ ...request, brand: '', website: '', locale: 'en' });
  });
});

test('/contact/thanks thanks the visitor, leads back, and stays out of search results', async ({
  page,
}) => {
  await page.goto('/contact/thanks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You!');
  await expect(page.getByText('We have your request and will call you back.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no axe violations while editing, with errors, and when thanked', async ({
      page,
      expectConsoleError,
    }) => {
      test.slow(); // four full-page scans on a shared machine
      expectConsoleError(/status of 500/);
      await stubEndpoint(
        page,
        (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
        accepted,
      );
      await installClock(page);
      await openContactPage(page);
      await pauseClock(page);
      expect(await axeViolationsWithPausedClock(page), 'editing').toEqual([]);

      await sendButton(page).click();
      await expect(fields(page).fullName).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolationsWithPausedClock(page), 'field errors').toEqual([]);

      await fillRequest(page);
      await sendButton(page).click();
      await expect(form(page).getByRole('alert')).toContainText('try again');
      expect(await axeViolationsWithPausedClock(page), 'failure message').toEqual([]);

      await sendButton(page).click();
      await expect(thankYou(page)).toBeFocused();
      expect(await axeViolationsWithPausedClock(page), 'thank-you panel').toEqual([]);
      await expect(thankYou(page)).toBeVisible();
    });
  });
}
