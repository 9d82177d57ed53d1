import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { site } from '../src/config/site.ts';
import { dealerships } from '../src/data/dealers/index.ts';
import { contactHref } from '../src/lib/contact/prefill.ts';
import { investmentBars } from '../src/lib/investment-bars.ts';
import { capitalise } from '../src/lib/format.ts';
import { expect, horizontalGap, test } from './fixtures.ts';
import { e2eLeadsDb } from './server-env.ts';
import { readLeads } from './server-helpers.ts';
import { answersInAddress } from './self-check-helpers.ts';

/*
 * The dealership path as a farmer in rural Andhra Pradesh walks it, on a 390 px phone: he passed
 * class 12, owns an acre by a road and has ₹1.25 crore. Owned land is held to the deposit and build, not the total
 * that includes land, so his money covers Hindustan Petroleum's figures (₹10–25 lakh + ₹50 lakh–₹1
 * crore), top of the range included; Jio-bp's only at their low end, which is not a rule.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function fillFarmer(page: Page) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Your age (years)').fill('35');
  await form.getByLabel('Education').selectOption({ label: '12th pass' });
  await form
    .getByRole('group', { name: 'Citizenship: are you an Indian citizen?' })
    .getByLabel('Yes')
    .check();
  await form.getByRole('group', { name: 'Site type' }).getByLabel('Rural').check();
  await form.getByLabel('Land area').fill('1');
  await form.getByRole('combobox', { name: /^Unit/ }).selectOption({ label: 'acres' });
  await form.getByLabel('Road frontage (m)').fill('40');
  await form.getByRole('group', { name: 'Owned or leased' }).getByLabel('Owned').check();
  await form.getByLabel('Funds available (lakh)').fill('125');
}

test('home → dealership section → hub → self-check in acres → guidance for the closest brand', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: /Thinking of a petrol pump/ });
  await section.scrollIntoViewIfNeeded();
  await expect(
    section.getByRole('list', { name: 'Dealership guides' }).getByRole('link'),
  ).toHaveText(dealerships.map((brand) => brand.name));
  await expect(section).toContainText('What our help costs:');
  await section.getByRole('link', { name: 'Compare the five brands' }).click();

  await expect(page).toHaveURL(/\/services$/);
  await page.getByRole('link', { name: 'Start the self-check' }).click();
  await expect(page).toHaveURL(/\/services\/eligibility$/);
  await fillFarmer(page);
  await expect
    .poll(() => answersInAddress(page))
    .toMatchObject({ area: '1', unit: 'acre', land: 'owned', funds: '125' });

  const closest = page.getByRole('region', {
    name: /^Closest to your answers, by the rules listed here/,
  });
  await expect(closest.getByRole('heading')).toHaveText(
    'Closest to your answers, by the rules listed here: Jio-bp and Hindustan Petroleum',
  );
  // Jio-bp: every rule it lists is met, but ₹1.25 crore reaches only the low end of its cost
  // figures, which is not a rule: a point to settle (and its openings listed here have closed).
  const jio = closest.getByRole('listitem').filter({ hasText: /^Jio-bp:/ });
  await expect(jio).toContainText('You meet every rule Jio-bp lists here.');
  await expect(jio).toContainText(
    'Money (no brand here lists a fixed amount you must have, though most ask for proof of net worth): by its figures, the cost runs from ₹45 lakh to ₹4 crore; your ₹1.25 crore covers the low end, not the top. Ask Jio-bp what your site would cost, and your bank how you would pay, before you apply or pay any fee.',
  );
  await expect(jio).toContainText(
    'Next step: The openings listed here for Jio-bp have all closed: check Jio-bp',
  );
  const hp = closest.getByRole('listitem').filter({ hasText: /^Hindustan Petroleum:/ });
  await expect(hp).toContainText('You meet every rule Hindustan Petroleum lists here.');
  await expect(hp).not.toContainText('Money');
  // Before the apply step: the papers no answer checked, which the reader must have first.
  await expect(hp).toContainText(
    'This check does not look at your papers. Hindustan Petroleum also asks for:',
  );
  await expect(hp.getByRole('listitem')).toHaveText([
    'Income tax returns for 3 years',
    'Net worth confirmed by a chartered accountant',
    'No criminal record',
  ]);
  await expect(hp).toContainText(
    'If you cannot meet every one of these, do not pay an application fee.',
  );
  await expect(hp.getByRole('link', { name: /Petrol Pump Dealer Chayan/ })).toHaveAttribute(
    'href',
    site.portals.dealerChayan,
  );
  await expect(closest).toContainText('What our help costs:');

  const hindustan = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Hindustan Petroleum:' }) });
  await expect(hindustan).toContainText(
    "Your money and Hindustan Petroleum's cost figures (not an eligibility rule): Your money is more than the highest cost worked out from its figures, which may leave out some costs. On your own land, Hindustan Petroleum's security deposit (₹10–25 lakh) and outlet construction (₹50 lakh–₹1 crore) come to at least ₹60 lakh; you have ₹1.25 crore.",
  );
  await expect(hindustan).toContainText('you have 1 acre (4,046.9 sqm)');
  // The awkward "Not stated by Indian Oil. Indian Oil states no citizenship rule here." is gone.
  await expect(page.getByRole('main')).not.toContainText('Not stated by');
  await expect(
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Indian Oil:' }) }),
  ).toContainText(
    'Citizenship: Not listed for Indian Oil. Every brand here that lists a citizenship rule asks for Indian citizenship, which you have.',
  );

  const guidance = closest.getByRole('link', {
    name: 'ask us for advice before you apply (the application is yours, and only Hindustan Petroleum selects)',
  });
  await expect(guidance).toHaveAttribute('href', contactHref({ brand: 'hindustan' }, 'en'));
  await guidance.click();
  await expect(page).toHaveURL(/\/contact\?brand=hindustan$/);

  // The form already knows what it is about, before anything on it is touched.
  await expect(page.getByText('Your request is about a petrol pump dealership with')).toContainText(
    'Hindustan Petroleum',
  );
  await expect(page.getByLabel('Inquiry Type')).toHaveValue('Partnership');
  // A name of his own, so his request is found among every run's.
  const name = `Venkata Rao ${randomUUID().slice(0, 8)}`;
  await page.getByLabel(/Full Name/).fill(name);
  await page.getByLabel(/Contact Number/).fill('9876501234');
  await page.getByLabel(/^Address/).fill('Survey 12, NH 16, near Ongole, Andhra Pradesh');
  await page.getByRole('button', { name: 'Send Request' }).click();

  const thanks = page.getByRole('region', { name: 'Thank You!' });
  await expect(thanks).toContainText(/Your reference: [0-9A-F]{8}/);
  await expect(thanks).toContainText(capitalise(site.callbackTime));
  const reference = (await thanks.locator('strong').textContent()) ?? '';
  const [stored] = readLeads(e2eLeadsDb, 'full_name = ?', name);
  expect(stored).toMatchObject({ brand: 'hindustan', issue_type: 'Partnership' });
  expect(stored?.id.replace(/-/g, '').toUpperCase().startsWith(reference)).toBe(true);
});

test('the self-check labels its whole form for screen readers', async ({ page }) => {
  await page.goto('/services/eligibility');
  const fieldsets = page.locator('form fieldset');
  expect(await fieldsets.count()).toBeGreaterThan(1);
  for (const fieldset of await fieldsets.all()) {
    await expect(fieldset.locator(':scope > legend')).toHaveCount(1);
  }
  await expect(
    page.getByRole('group', { name: 'About you, your land and your funds' }),
  ).toHaveCount(1);
});

test.describe('the comparison on a phone', () => {
  test('shows one card per brand, cost first, and sorts the cards', async ({ page }) => {
    await page.goto('/services');
    const table = page.getByRole('table', { name: /from the figures we have/ });
    const cards = table.locator('tbody tr');
    await expect(cards).toHaveCount(dealerships.length);
    const boxes = await cards.evaluateAll((rows) =>
      rows.map((row) => {
        const box = row.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      }),
    );
    // Cards stack one under another, each within the screen's width.
    for (const [index, box] of boxes.entries()) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
      if (index > 0) expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    }
    // The first figures in each card are the money, land and fee.
    const firstCard = cards.first();
    const firstCells = await firstCard
      .locator('td')
      .evaluateAll((cells) => cells.slice(0, 6).map((cell) => cell.dataset['label']));
    expect(firstCells).toEqual([
      'Total investment',
      'Security deposit',
      'Rural land',
      'Urban land',
      'Highway land',
      'Application fee',
    ]);
    // Indian Oil's total, and under it the note that its own parts add up to more at the top.
    await expect(firstCard.locator('td').first()).toContainText('₹1.5–3 crore');
    await expect(firstCard.locator('td').first().getByRole('note')).toContainText(
      'The figures we have for Indian Oil do not agree',
    );
    await firstCard.locator('td').first().scrollIntoViewIfNeeded();
    await expect(firstCard.locator('td').first()).toBeInViewport({ ratio: 1 });
    // Nothing in the comparison hides sideways.
    const region = page.getByRole('region', { name: /from the figures we have/ });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await horizontalGap(page)).toBe(0);

    // The one sort moves the cards (its buttons arrive as the comparison comes into view).
    const sortButton = table.getByRole('button', { name: 'Total investment' });
    await expect(sortButton).toBeVisible();
    await sortButton.click();
    await expect(cards.first().getByRole('rowheader')).toHaveText('Jio-bp');
    await expect(cards.last().getByRole('rowheader')).toHaveText('Nayara');
  });

  test('draws a range bar per brand with its figures written beside it', async ({ page }) => {
    await page.goto('/services');
    const figure = page.getByRole('figure');
    await expect(figure).toBeVisible();
    const { bars } = investmentBars(dealerships, 'en');
    const items = figure.getByRole('listitem');
    await expect(items).toHaveCount(bars.length);
    for (const [index, bar] of bars.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('link', { name: bar.name })).toBeVisible();
      await expect(item.getByText(`Total ${bar.total!.text}`)).toBeVisible();
      const drawing = item.locator('svg');
      const box = (await drawing.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(figure).toContainText(
      'Total ₹1–2.2 crore; deposit ₹10–25 lakh; listed application fee ₹500–1,000',
    );
    await expect(figure).toContainText(
      'Total ₹1–2.5 crore; deposit not stated; listed application fee not stated',
    );
  });
});

/**
 * Every external link's icon against the end of its text: the icon must start just after the
 * last line of text and sit on that line, however the label wraps.
 */
function detachedIcons(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[target="_blank"]')) {
      const icon = link.querySelector('svg');
      if (!icon) continue;
      const text = document.createRange();
      text.selectNodeContents(link);
      text.setEndBefore(icon);
      const lines = [...text.getClientRects()].filter((rect) => rect.width > 0);
      const last = lines.at(-1);
      const mark = icon.getBoundingClientRect();
      if (!last) continue;
      const gap = mark.left - last.right;
      const sameLine = mark.top < last.bottom && mark.bottom > last.top;
      if (gap < -1 || gap > 12 || !sameLine) {
        problems.push(`${link.textContent}: icon ${Math.round(gap)} px from the text`);
      }
    }
    return problems;
  });
}

/** Text that runs past its own box, or past the screen outside a region that scrolls. */
function cutText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const selector = 'main :is(h1, h2, h3, h4, p, a, li, dt, dd, td, th, span)';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.textContent?.trim() || element.getClientRects().length === 0) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (for screen readers) is clipped on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      // Rows that scroll sideways, and carousels, hold text beyond the edge on purpose.
      const scroller = element.closest(
        '[role="region"][tabindex="0"], [aria-roledescription="carousel"]',
      );
      const overflows = element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0;
      const offScreen = !scroller && (box.right > window.innerWidth + 1 || box.left < -1);
      if (overflows || offScreen) problems.push(element.textContent.trim().slice(0, 40));
    }
    return problems;
  });
}

test.describe('at 390 px nothing is cut and no icon is detached', () => {
  for (const slug of ['nayara', 'bharat', 'hindustan', 'indian-oil', 'jio']) {
    test(`/services/${slug}`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      expect(await detachedIcons(page)).toEqual([]);
      expect(await cutText(page)).toEqual([]);
      expect(await horizontalGap(page)).toBe(0);
    });
  }

  for (const path of ['/services', '/']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // On the hub, checked once the sort button is in place in the card list's header.
      if (path === '/services') await expect(page.locator('table button')).toHaveCount(1);
      expect(await detachedIcons(page)).toEqual([]);
      expect(await cutText(page)).toEqual([]);
    });
  }

  test('the Why cards say they scroll, and the first card shows whole', async ({ page }) => {
    await page.goto('/services/hindustan');
    const hint = page.getByText('4 reasons: scroll sideways for more');
    await expect(hint).toBeVisible();
    const row = page.getByRole('region', {
      name: 'Why Hindustan Petroleum: scroll sideways for more',
    });
    const first = (await row.getByRole('listitem').first().boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual(0);
    expect(first.x + first.width).toBeLessThanOrEqual(390);
    // Each card's own text wraps inside it rather than running past its edge.
    const overflowing = await row
      .getByRole('listitem')
      .evaluateAll((cards) => cards.filter((card) => card.scrollWidth > card.clientWidth).length);
    expect(overflowing).toBe(0);
  });

  test('the 1930 helpline is a full-size target', async ({ page }) => {
    await page.goto('/services/hindustan');
    const helpline = page
      .getByRole('region', { name: /Apply safely/ })
      .getByRole('link', { name: site.fraudReporting.helpline, exact: true });
    const box = (await helpline.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  });

  test('brand pages give land in cents beside the sqm figures', async ({ page }) => {
    await page.goto('/services/hindustan');
    const rural = page
      .getByRole('region', { name: 'Land requirements' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Rural' }) });
    await expect(rural).toContainText('800–1,200 sqm');
    await expect(rural).toContainText('about 19.8–29.7 cents');
  });

  test('the trust panel comes right after the brand header, and on the hub before the table', async ({
    page,
  }) => {
    await page.goto('/services/hindustan');
    const firstSection = page.locator('main > div').nth(1);
    await expect(firstSection.getByRole('region', { name: /Apply safely/ })).toHaveCount(1);
    await page.goto('/services');
    const order = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('#apply-safely, table')].map((element) => element.tagName),
      );
    expect(order).toEqual(['SECTION', 'TABLE']);
  });
});

// Hindi, Telugu and Tamil name the brand twice in the note above the form: the advice asked
// about, and whose portal takes the application. Both places show it, so no sentence has a hole.
for (const locale of ['hi', 'te', 'ta'] as const) {
  test(`the ${locale} contact form opened from a brand names that brand in every place its note does`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/contact?brand=jio`);
    const note = page.locator('#contact-brand-note');
    await expect(note).toBeVisible();
    const names = note.locator('[data-brand-name]');
    await expect(names).toHaveCount(2);
    for (const name of await names.all()) await expect(name).toHaveText('Jio-bp');
  });
}
