import type { Page } from '@playwright/test';
import { publicContact } from '../src/config/public-contact.ts';
import { site } from '../src/config/site.ts';
import { axeViolations, expect, test } from './fixtures.ts';
import {
  accepted,
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

test.describe('Contact page content', () => {
  test('shows the hero, the form, the contact channels from config and the FAQ', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
    await expect(form(page)).toBeVisible();

    const info = page.getByRole('region', { name: 'Contact Information' });
    // The phone and e-mail cards wait for the owner's own: site.yaml holds samples. So does the
    // street address: the address card names the town, with no map of an office to find.
    expect(publicContact).toEqual({ phone: undefined, email: undefined, streetAddress: undefined });
    await expect(info.getByRole('link')).toHaveCount(0);
    await expect(info.getByRole('listitem')).toHaveCount(1);
    await expect(info.getByRole('listitem')).toHaveText(
      /^Address\s*Hyderabad, Telangana, India; full address not set up yet\.$/,
    );
    await expect(info).not.toContainText('Find us on a map');
    await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(site.phone.display);
    await expect(page.getByRole('main')).not.toContainText(site.email);
  });

  test('each FAQ entry opens by keyboard and reads its answer', async ({ page }) => {
    await page.goto('/contact');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const answers = [
      ['Which areas do you serve?', 'Telangana, Andhra Pradesh, Karnataka and Tamil Nadu'],
      ['Do you offer emergency fuel delivery?', 'we try to arrange emergency delivery'],
      ['Which payment methods do you accept?', 'bank transfer, UPI and credit or debit cards'],
    ] as const;
    for (const [question, answer] of answers) {
      const entry = faq.locator('details', { hasText: question });
      await expect(entry.getByText(answer)).toBeHidden();
      await entry.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(entry).toHaveAttribute('open', '');
      await expect(entry.getByText(answer)).toBeVisible();
    }
    await expect(
      faq.getByText('We do not lend money, and we do not arrange loans for dealerships.'),
    ).toBeVisible();
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
    // A dealership applicant reads that the fuel fields are not for them, and that a village or
    // town and district will do for the address: nobody gives more than a call needs.
    await expect(field.fullAddressL).toHaveAccessibleDescription(
      'For a fuel delivery, the full delivery address. For dealership guidance, your village or town and district are enough.',
    );
    // Asking us about a dealership is not applying for one, and the form says so where it is asked.
    await expect(field.issueType).toHaveAccessibleDescription(
      'Dealership guidance is our advice: it is not an application to an oil company, which is made only on its official portal. We will never ask you to pay an application fee, or for an “approval” or a “registration”.',
    );
    for (const fuelOnly of [field.productModel, field.warrantyStatus]) {
      await expect(fuelOnly).toHaveAccessibleDescription('Only if you buy fuel from us.');
    }
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
    // Not by writing to the sample address: through the form above, which reaches the owner.
    await expect(notice).toContainText(
      'You can ask us to see, correct or delete them at any time through the contact form',
    );
    await expect(notice.locator('a[href^="mailto:"]')).toHaveCount(0);
    await notice.getByRole('link', { name: 'the contact form' }).click();
    await expect(page).toHaveURL(/\/contact#contact-form-title$/);
    await expect(page.getByRole('heading', { name: 'Send Us a Request' })).toBeInViewport();
  });
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
  await expect(page.getByText('we will never ask you to pay an application fee')).toBeVisible();
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

test('the page a visitor without JavaScript is sent back to, opened directly, says nothing was sent', async ({
  page,
}) => {
  await page.goto('/contact/check');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your request');
  await expect(
    page.getByText(
      'Nothing has been sent yet. Fill in the form and press Send Request; if a field needs a fix, it is marked here with what to change.',
    ),
  ).toBeVisible();
  // No field is marked wrong, and what happens to the details is said, as under the form.
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'How we use your details' })).toBeVisible();
});
