import type { Page } from '@playwright/test';
import { publishedHost, site } from '../src/config/site.ts';
import { dealerships } from '../src/data/dealers/index.ts';
import { indianDate, openingStatus } from '../src/lib/openings.ts';
import { axeViolations, expect, horizontalGap, test } from './fixtures.ts';
import { checkPath, expectProfileVerdicts, fillProfile } from './self-check-helpers.ts';

/*
 * The dealership hub at /services: the comparison table, the openings at a glance, the trust
 * panel, the page without JavaScript, and both pages at a phone's and a laptop's width. The
 * self-check at /services/eligibility has its own spec, self-check.spec.ts.
 */

test.describe('comparison table', () => {
  const rowNames = (page: Page) =>
    page.getByRole('table').first().locator('tbody th[scope="row"]').allTextContents();

  test('sorts by total investment, and says so; no column ranks the unsourced returns', async ({
    page,
  }) => {
    await page.goto('/services');
    const table = page.getByRole('table', { name: /from the figures we have/ });
    // The sort buttons arrive as the table comes into view.
    await table.scrollIntoViewIfNeeded();
    const investment = table.getByRole('columnheader', { name: 'Total investment' });
    // The return (ROI) figures have no source we could find: the table neither shows nor ranks them.
    await expect(table.getByRole('columnheader', { name: /ROI|return/i })).toHaveCount(0);
    expect(await rowNames(page)).toEqual(dealerships.map((brand) => brand.name));
    await expect(investment).not.toHaveAttribute('aria-sort');

    await investment.getByRole('button', { name: 'Total investment' }).click();
    await expect(investment).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Jio-bp', 'Hindustan Petroleum', 'Bharat Petroleum', 'Indian Oil', 'Nayara']);
    await expect(page.getByRole('status').filter({ hasText: 'Sorted by' })).toHaveText(
      'Sorted by total investment, lowest first: Jio-bp, Hindustan Petroleum, Bharat Petroleum, Indian Oil, Nayara.',
    );

    await investment.getByRole('button', { name: 'Total investment' }).press('Enter');
    await expect(investment).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Indian Oil', 'Nayara', 'Bharat Petroleum', 'Hindustan Petroleum', 'Jio-bp']);
  });

  test('links each brand to its page and its official portal in a new tab', async ({ page }) => {
    await page.goto('/services');
    const table = page.getByRole('table', { name: /from the figures we have/ });
    for (const brand of dealerships) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: brand.name }) });
      await expect(row.getByRole('link', { name: brand.name, exact: true })).toHaveAttribute(
        'href',
        `/services/${brand.slug}`,
      );
      const portal = row.getByRole('link', { name: `${brand.portal.label} (opens in a new tab)` });
      await expect(portal).toHaveAttribute('href', brand.portal.url);
      await expect(portal).toHaveAttribute('target', '_blank');
      await expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(table.getByRole('row').filter({ hasText: 'Bharat Petroleum' })).toContainText(
      'Not stated',
    );
  });
});

test.describe('openings at a glance', () => {
  test('lists every opening, open ones before closed ones, each marked', async ({ page }) => {
    await page.goto('/services');
    const items = page.getByRole('region', { name: 'Openings at a glance' }).getByRole('listitem');
    const total = dealerships.reduce((sum, brand) => sum + (brand.openings?.items.length ?? 0), 0);
    await expect(items).toHaveCount(total);

    const today = indianDate(new Date());
    const closed = dealerships.flatMap((brand) =>
      (brand.openings?.items ?? [])
        .filter((opening) => openingStatus(opening.deadline, today) === 'closed')
        .map((opening) => `${opening.region}, ${brand.name}`),
    );
    const texts = await items.allTextContents();
    const isClosed = texts.map((text) => closed.some((name) => text.startsWith(name)));
    // Jio-bp's Gujarat opening closed on 30 October 2025.
    expect(closed).toContain('Gujarat, Jio-bp');
    expect(isClosed.filter(Boolean)).toHaveLength(closed.length);
    // Every closed opening comes after every other one, and says it is closed.
    expect(isClosed).toEqual([...isClosed].sort((a, b) => Number(a) - Number(b)));
    for (const [index, text] of texts.entries()) {
      if (isClosed[index]) expect(text).toContain('Closed');
      else expect(text).not.toContain('Closed');
    }
  });

  test('an opening’s quota reads as that opening’s where the brand’s rule is a preference', async ({
    page,
  }) => {
    await page.goto('/services');
    const gujarat = page
      .getByRole('region', { name: 'Openings at a glance' })
      .getByRole('listitem')
      .filter({ hasText: 'Gujarat, Jio-bp' });
    await expect(gujarat).toContainText(
      "Women quota in our 2025 figures for this opening (Jio-bp's general rule: Women preference) · SC/ST quota in our 2025 figures for this opening (Jio-bp's general rule: SC/ST preference)",
    );
  });

  test('a group an opening on the shared portal named is sent to the advertisement, neither quota nor preference', async ({
    page,
  }) => {
    await page.goto('/services');
    const openings = page.getByRole('region', { name: 'Openings at a glance' });
    // Indian Oil's 2025 Haryana listing said "preference", Bharat Petroleum's Karnataka one
    // "quota", for what one advertisement on Petrol Pump Dealer Chayan marks location by location.
    for (const name of ['Haryana, Indian Oil', 'Karnataka, Bharat Petroleum']) {
      const item = openings.getByRole('listitem').filter({ hasText: name });
      await expect(item).toContainText(
        'SC/ST: named in our 2025 figures for this opening; the current advertisement marks which locations, if any, are kept for this group',
      );
      await expect(item).not.toContainText(/quota|preference/);
    }
    await expect(openings).toContainText(
      "An opening's plot size can differ from its brand's general figures; the current advertisement for your location is what counts.",
    );
  });
});

test.describe('trust panel', () => {
  test('links the official portals, the 1930 helpline and cybercrime.gov.in', async ({ page }) => {
    await page.goto('/services');
    const panel = page.getByRole('region', { name: /Apply safely/ });
    await expect(panel).toContainText('independent of the oil companies');
    await expect(panel).toContainText('What our help costs:');
    // A copy of the site elsewhere, with a fee and another phone number, is told apart by address.
    await expect(panel).toContainText(
      publishedHost
        ? `Our website is only at ${publishedHost}: check the address bar as you would for an oil company’s portal.`
        : 'Our own website address is not set up yet: until it is shown here, treat any page that shows a fee or a phone number for us as a fake.',
    );
    await expect(panel).not.toContainText('example.com');
    await expect(panel).toContainText('not an agent of any oil company');
    await expect(panel).toContainText(
      'nobody, including us, can promise that you will be selected',
    );
    for (const url of Object.values(site.portals)) {
      const link = panel.locator(`a[href="${url}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText('(opens in a new tab)');
    }
    await expect(panel.getByRole('link', { name: /Petrol Pump Dealer Chayan/ })).toHaveAttribute(
      'href',
      site.portals.dealerChayan,
    );
    await expect(
      panel.getByRole('link', { name: site.fraudReporting.helpline, exact: true }),
    ).toHaveAttribute('href', `tel:${site.fraudReporting.helpline}`);
    await expect(panel.getByRole('link', { name: /cybercrime\.gov\.in/ })).toHaveAttribute(
      'href',
      site.fraudReporting.portal,
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the table, the openings and the trust panel', async ({ page }) => {
    await page.goto('/services');
    const table = page.getByRole('table', { name: /from the figures we have/ });
    await expect(table.getByRole('rowheader')).toHaveCount(dealerships.length);
    await expect(table.getByRole('columnheader', { name: 'Total investment' })).toBeVisible();
    // Sorting needs JavaScript: without it the headers are plain text, not dead buttons.
    await expect(table.getByRole('button')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Openings at a glance' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: /Apply safely/ })).toBeVisible();
  });

  test('the self-check says it needs JavaScript and points to the table', async ({ page }) => {
    await page.goto(checkPath);
    // Playwright's text locators skip <noscript>, so the note is found by its element.
    const note = page.locator('#eligibility noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('The eligibility check needs JavaScript');
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // The filled self-check is the longest page an axe run reads: on a busy 2-core machine its
    // one run outlasted the default 30 s (29 Nov 2026). No assertion waits less than the default.
    test.describe.configure({ timeout: 60_000 });

    // One axe run per test: the hub and the self-check are the longest pages, and three runs in
    // one test outlasted its timeout on a busy 2-core machine.
    test('the hub has no axe violations and no sideways page scroll', async ({ page }) => {
      await page.goto('/services');
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalGap(page)).toBeLessThanOrEqual(0);
    });

    test('the empty self-check has no axe violations and no sideways page scroll', async ({
      page,
    }) => {
      await page.goto(checkPath);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalGap(page)).toBeLessThanOrEqual(0);
    });

    test('the filled self-check has no axe violations and no sideways page scroll', async ({
      page,
    }) => {
      await page.goto(checkPath);
      await fillProfile(page);
      await expectProfileVerdicts(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalGap(page)).toBeLessThanOrEqual(0);
    });
  });
}
