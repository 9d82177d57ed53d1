import type { Route } from '@playwright/test';
import { publishedHost } from '../src/config/site.ts';
import { expect, test } from './fixtures.ts';
import {
  accepted,
  expectEveryFieldEmpty,
  expectEveryValueKept,
  fields,
  fillRequest,
  form,
  openContactPage,
  pauseClock,
  request,
  sendButton,
  stubEndpoint,
  thankYou,
} from './contact-helpers.ts';

/*
 * Sending a request from the contact page with JavaScript: the contact number field, and what a
 * visitor sees while sending, after it is accepted, and after each kind of failure.
 */

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
    await expect(field.issueType).toHaveAccessibleDescription(
      'Dealership guidance is our advice: it is not an application to an oil company, which is made only on its official portal. We will never ask you to pay an application fee, or for an “approval” or a “registration”. Choose an inquiry type.',
    );
    // The field's hint, then its message.
    await expect(field.fullAddressL).toHaveAccessibleDescription(
      'For a fuel delivery, the full delivery address. For dealership guidance, your village or town and district are enough. Enter your address.',
    );
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
    // What our call will never ask for, said at the moment a fraudster's call is most believed.
    await expect(thankYou(page)).toContainText(
      'when we call, we will never ask you to pay an application fee, or for an “approval” or a “registration”',
    );
    // …and the one address at which our fee, once shown, is ours; a build with no address of
    // its own (no SITE_URL) names none, never example.com.
    await expect(thankYou(page)).toContainText(
      publishedHost
        ? `Pay for our guidance only once this website, at ${publishedHost} and no other address, shows our fee`
        : 'Our own website address, our fee and our phone number are not set up yet: until this website shows all three, do not pay anyone in our name.',
    );
    await expect(thankYou(page)).toContainText('Never give a caller an OTP');
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
    await expect(address).toHaveAccessibleDescription(
      'For a fuel delivery, the full delivery address. For dealership guidance, your village or town and district are enough. We cannot deliver to this address yet.',
    );
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
      // Not "call us on" the sample number: with no phone line set, the form is the way.
      await expect(alert).not.toContainText('call us');
      await expect(alert.getByRole('link')).toHaveCount(0);
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
