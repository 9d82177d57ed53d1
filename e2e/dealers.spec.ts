import type { Locator, Page } from '@playwright/test';
import { dealerships } from '../src/data/dealers/index.ts';
import { localizedPath, locales } from '../src/i18n/locales.ts';
import { dictionaries, fill } from '../src/i18n/ui.ts';
import { contactHref } from '../src/lib/contact/prefill.ts';
import { formatList } from '../src/lib/format.ts';
import { axeViolations, expect, horizontalGap, test } from './fixtures.ts';
import { pages } from './dealer-pages.ts';
import { site } from '../src/config/site.ts';

/** The headline figure shown under a label, read as a term and its definition. */
/** A figure of the page's header (its first list of terms; "Words used on this page" is another). */
function headlineFigure(page: Page, label: string): Locator {
  return headlineFigureIn(page.locator('main dl').first(), label);
}

for (const expected of pages) {
  test.describe(expected.path, () => {
    test('shows its figures, steps, call to action, portals and date', async ({ page }) => {
      await page.goto(expected.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);

      await expect(headlineFigure(page, expected.outlets.label)).toHaveText(expected.outlets.value);
      // The return figure is no headline: the header shows the outlet count alone.
      await expect(page.locator('main dl').first().locator('dt')).toHaveText([
        expected.outlets.label,
      ]);

      const land = page.getByRole('region', { name: 'Land requirements' });
      const siteCard = land.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: expected.land.site, exact: true }),
      });
      for (const figure of expected.land.figures) {
        await expect(siteCard.getByText(figure, { exact: true })).toBeVisible();
      }

      const investment = page.getByRole('region', { name: expected.investment.title, exact: true });
      await expect(headlineFigureIn(investment, 'Total')).toHaveText(expected.investment.total);
      // Below the money: no return figure, since we found none we could check, and a warning.
      await expect(investment.locator('p').filter({ hasText: /^Return on investment/ })).toHaveText(
        `Return on investment (ROI): no ${expected.name} document that we could check gives a return figure, so we show none. What an outlet earns depends on its sales, and no one can promise a profit: be wary of anyone who quotes you a profit figure.`,
      );
      await expect(investment).not.toContainText('%');

      const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
      await expect(steps).toHaveCount(expected.steps);

      // The closing call to action.
      const cta = page.getByRole('link', { name: expected.cta, exact: true }).last();
      await expect(cta).toBeVisible();
      // The contact form opens with the brand chosen.
      await expect(cta).toHaveAttribute(
        'href',
        contactHref({ brand: expected.path.replace('/services/', '') }, 'en'),
      );
      await expect(page.getByText('What our help costs:')).not.toHaveCount(0);

      // A brand selecting dealers on a shared portal lists that portal first, then its website.
      const list = page.getByRole('list', {
        name: expected.portals.length > 1 ? 'Official portal and website' : 'Official portal',
        exact: true,
      });
      const portals = list.getByRole('link');
      await expect(portals).toHaveCount(expected.portals.length);
      for (const [index, portal] of expected.portals.entries()) {
        await expect(portals.nth(index)).toHaveAttribute('href', portal.href);
        const link = list.getByRole('link', {
          name: `${portal.name} (opens in a new tab)`,
          exact: true,
        });
        await expect(link).toHaveAttribute('href', portal.href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      // Once under the heading and once beside the portals.
      await expect(page.getByText(`Figures as of ${expected.asOf}`, { exact: true })).toHaveCount(
        2,
      );
      await expect(
        page.getByText(
          expected.portals.length > 1
            ? `Confirm the current figures and apply only on ${expected.name}'s official portal, ${expected.portals[0]!.name};`
            : 'Confirm the current figures on the official portal and apply there;',
        ),
      ).toBeVisible();
    });

    test('does not scroll sideways on a 375 px phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(expected.path);
      expect(await horizontalGap(page)).toBe(0);
    });
  });
}

function headlineFigureIn(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

test.describe('Indian Oil', () => {
  test('"Why IOCL?" and "Eligibility" are tabs operated by arrow keys, Home and End', async ({
    page,
  }) => {
    await page.goto('/services/indian-oil');
    const tablist = page.getByRole('tablist', { name: 'Indian Oil: why and eligibility' });
    const why = tablist.getByRole('tab', { name: 'Why Indian Oil' });
    const eligibility = tablist.getByRole('tab', { name: 'Eligibility' });
    const whyPanel = page.getByRole('tabpanel', { name: 'Why Indian Oil' });
    const eligibilityPanel = page.getByRole('tabpanel', { name: 'Eligibility' });

    await expect(why).toHaveAttribute('aria-selected', 'true');
    await expect(eligibility).toHaveAttribute('aria-selected', 'false');
    await expect(why).toHaveAttribute('aria-controls', (await whyPanel.getAttribute('id')) ?? '');
    await expect(whyPanel).toContainText('The largest network here');
    await expect(eligibility).toHaveAttribute('tabindex', '-1');
    await expect(page.getByText(/Personal criteria such as citizenship, age/)).toBeHidden();

    const shows = async (tab: Locator, panelText: RegExp) => {
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab).toHaveAttribute('tabindex', '0');
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      await expect(page.getByRole('tabpanel')).toContainText(panelText);
    };

    await why.focus();
    await page.keyboard.press('ArrowRight');
    await shows(eligibility, /Personal criteria such as citizenship, age/);
    await expect(eligibility).toHaveAttribute(
      'aria-controls',
      (await eligibilityPanel.getAttribute('id')) ?? '',
    );
    await expect(eligibilityPanel).toContainText('Your own land, or land on a lease of 15+ years');
    await expect(why).toHaveAttribute('aria-selected', 'false');

    await page.keyboard.press('ArrowRight');
    await shows(why, /The largest network here/);
    await page.keyboard.press('ArrowLeft');
    await shows(eligibility, /Personal criteria/);
    await page.keyboard.press('Home');
    await shows(why, /The largest network here/);
    await page.keyboard.press('End');
    await shows(eligibility, /Personal criteria/);

    // Tab leaves the tab list for the open panel: one tab stop for the whole list.
    await page.keyboard.press('Tab');
    await expect(eligibilityPanel).toBeFocused();

    await why.click();
    await shows(why, /The largest network here/);
  });
});

// The a11y spec scans pages as they load; these scan the states a visitor opens.
test.describe('opened states have no axe violations', () => {
  test('Indian Oil with the Eligibility tab selected', async ({ page }) => {
    await page.goto('/services/indian-oil');
    await page.getByRole('tab', { name: 'Eligibility' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Eligibility' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('Bharat Petroleum with both cards open', async ({ page }) => {
    await page.goto('/services/bharat');
    await page.getByText('Why Bharat Petroleum', { exact: true }).click();
    await page.getByText('Eligibility Criteria', { exact: true }).click();
    await expect(
      page.getByText(/^Set location by location: the advertisement on Petrol Pump Dealer Chayan/),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Nayara', () => {
  test('offers our advice only after the safety box, three Why cards with static dots, and its openings', async ({
    page,
  }) => {
    await page.goto('/services/nayara');
    // The spec's "Get Started" in the header came before "Apply safely", as on no other guide:
    // our offer read as a sales pitch (fifteenth English read, M-6). One button, at the end.
    const advice = page.getByRole('link', {
      name: 'Get our advice on a Nayara dealership',
      exact: true,
    });
    await expect(advice).toHaveCount(1);
    await expect(advice).toHaveAttribute('href', contactHref({ brand: 'nayara' }, 'en'));
    const safety = page.getByRole('heading', { name: /^Apply safely/ });
    const adviceComesAfter = await safety.evaluate(
      (heading, link) =>
        Boolean(link && heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING),
      await advice.elementHandle(),
    );
    expect(adviceComesAfter).toBe(true);
    const why = page.getByRole('region', { name: 'Why Nayara' });
    await expect(why.getByRole('listitem')).toHaveCount(3);
    await expect(why.locator('[data-decoration="dots"][aria-hidden="true"]')).toHaveCount(3);

    const openings = page
      .getByRole('region', { name: 'Openings listed in 2025' })
      .getByRole('listitem');
    // Listed as ongoing a year before the build: its badge does not say "ongoing" (read as open now).
    const gujarat = openings.filter({ hasText: 'Gujarat' });
    await expect(gujarat).toContainText('Not known if still open');
    await expect(gujarat).toContainText('Listed as ongoing in 2025, with no deadline');
    await expect(openings.filter({ hasText: 'Maharashtra' })).toContainText('September 2025');
  });
});

test.describe('Bharat Petroleum', () => {
  test('the two cards start closed and open and close independently', async ({ page }) => {
    await page.goto('/services/bharat');
    // Each card is a native <details>: its `open` state is what assistive technology reports
    // as expanded.
    const why = page.getByRole('group').filter({ hasText: 'Why Bharat Petroleum' });
    const criteria = page.getByRole('group').filter({ hasText: 'Eligibility Criteria' });
    const whyText = page.getByText('You do not need to have run a dealership before.');
    const quota = page.getByText(
      /^Set location by location: the advertisement on Petrol Pump Dealer Chayan/,
    );

    await expect(why).toHaveJSProperty('open', false);
    await expect(criteria).toHaveJSProperty('open', false);
    await expect(whyText).toBeHidden();
    await expect(quota).toBeHidden();

    await page.getByText('Why Bharat Petroleum', { exact: true }).click();
    await expect(why).toHaveJSProperty('open', true);
    await expect(whyText).toBeVisible();
    await expect(criteria).toHaveJSProperty('open', false);

    await page.getByText('Eligibility Criteria', { exact: true }).click();
    await expect(criteria).toHaveJSProperty('open', true);
    await expect(quota).toBeVisible();
    await expect(why).toHaveJSProperty('open', true);

    await page.getByText('Why Bharat Petroleum', { exact: true }).click();
    await expect(why).toHaveJSProperty('open', false);
    await expect(whyText).toBeHidden();
    await expect(criteria).toHaveJSProperty('open', true);

    // The keyboard opens them too.
    await page.getByText('Why Bharat Petroleum', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(why).toHaveJSProperty('open', true);
  });

  test('the four-step path greys step 4 as happening only after selection, with no progress bar', async ({
    page,
  }) => {
    await page.goto('/services/bharat');
    const section = page.getByRole('region', {
      name: 'Bharat Petroleum: the 4 steps to an outlet',
    });
    await expect(section).toBeVisible();
    // Nothing shows the visitor as part-way along: no bar, no percentage, no step marked done.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(section).not.toContainText('%');
    const list = section.getByRole('list', { name: 'Steps' });
    await expect(list.locator('svg')).toHaveCount(0);
    const steps = list.getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const [index, title] of [
      'Check your eligibility',
      'Apply on the official portal',
      'Selection; only Bharat Petroleum decides',
    ].entries()) {
      // Each step reads as its number and title, with no stray figure between them.
      await expect(steps.nth(index)).toHaveText(`Step ${index + 1}${title}`);
      await expect(steps.nth(index)).not.toHaveAttribute('data-greyed');
    }
    await expect(steps.nth(3)).toHaveText(
      'Step 4 (only if Bharat Petroleum selects you)Set up the outlet',
    );
    await expect(steps.nth(3)).toHaveAttribute('data-greyed', '');
    await expect(steps.nth(3)).toHaveCSS('border-top-style', 'dashed');
  });
});

test.describe('Jio-bp', () => {
  test('shows its badge, tiles, five steps and the joint-venture note', async ({ page }) => {
    await page.goto('/services/jio');
    await expect(
      page.getByText('Jio-bp states it plans 10,000+ outlets (as of 17 October 2025)', {
        exact: true,
      }),
    ).toBeVisible();
    const tiles = page.getByRole('region', { name: 'What a Jio-bp outlet offers' });
    await expect(tiles.getByRole('listitem')).toHaveText([
      'Loyalty app',
      'EV charging',
      'Convenience store',
      'UPI payments',
    ]);
    const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await expect(steps.nth(1)).toContainText(
      'Application fee in the figures we have from 17 October 2025: ₹1,000–2,000. The advertisement for your location states the fee to pay, and it can differ from one location to another: pay only that, and only on the official portal.',
    );
    await expect(steps.nth(3)).toContainText('3–6 months');
    await expect(
      page
        .getByRole('region', { name: 'About the company' })
        .getByText(
          'Jio-bp is owned 51:49 by two companies, Reliance Industries and bp (a joint venture). Data as of 17 October 2025.',
          { exact: true },
        ),
    ).toBeVisible();
  });

  test('openings whose deadline passed before the build show as closed', async ({ page }) => {
    await page.goto('/services/jio');
    // The badge and its sentence read apart ("Closed: Applications…", not "Closed Applications…").
    await expect(page.locator('p[data-status="closed"]')).toHaveText(
      'Closed: Every opening listed here has closed; the last deadline was December 2025.',
    );
    const openings = page.getByRole('region', { name: 'Openings listed in 2025' });
    const gujarat = openings.getByRole('listitem').filter({ hasText: 'Gujarat' });
    await expect(gujarat.getByText('Closed', { exact: true })).toBeVisible();
    await expect(gujarat).toContainText('Deadline passed: 30 October 2025');
    // The Gujarat listing named quotas; Jio-bp's own rules give preference, and the card says so.
    await expect(gujarat).toContainText(
      "Women quota in our 2025 figures for this opening (Jio-bp's general rule: Women preference); SC/ST quota in our 2025 figures for this opening (Jio-bp's general rule: SC/ST preference)",
    );
    const maharashtra = openings.getByRole('listitem').filter({ hasText: 'Maharashtra' });
    await expect(maharashtra).toContainText('Deadline passed: December 2025');
    await expect(openings.getByText('Open', { exact: true })).toHaveCount(0);
  });
});

test.describe('Hindustan Petroleum', () => {
  test('the Why cards scroll sideways with the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/services/hindustan');
    const cards = page.getByRole('region', {
      name: 'Why Hindustan Petroleum: scroll sideways for more',
    });
    await expect(cards.getByRole('listitem')).toHaveCount(4);
    const scrollLeft = () => cards.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await cards.focus();
    await expect(cards).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    expect(await horizontalGap(page)).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Indian Oil shows both tab panels, each under its own heading', async ({ page }) => {
    await page.goto('/services/indian-oil');
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Why Indian Oil', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eligibility', level: 3 })).toBeVisible();
    await expect(page.getByText('The largest network here')).toBeVisible();
    await expect(page.getByText(/Personal criteria such as citizenship, age/)).toBeVisible();
    await expect(page.getByText('36,000+', { exact: true })).toBeVisible();
    await expect(page.getByText('₹1.5–3 crore', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Get our advice on an Indian Oil dealership' }),
    ).toBeVisible();
  });

  test('Bharat Petroleum cards still open, natively', async ({ page }) => {
    await page.goto('/services/bharat');
    await page.getByText('Eligibility Criteria', { exact: true }).click();
    await expect(
      page.getByText(/^Set location by location: the advertisement on Petrol Pump Dealer Chayan/),
    ).toBeVisible();
  });
});

test('a brand page that lists a land cost tells a landowner it is not theirs to pay', async ({
  page,
}) => {
  await page.goto('/services/hindustan');
  const investment = page.getByRole('region', { name: /^Investment/ });
  await expect(investment).toContainText(
    'The “Land” line is the cost of buying or leasing a plot: if you already own a plot that fits and Hindustan Petroleum accepts it, you do not pay it. The self-check works out what you need on your own land.',
  );
  // Bharat Petroleum states only a total: there is no land line to explain.
  await page.goto('/services/bharat');
  await expect(page.getByRole('region', { name: /^Investment/ })).not.toContainText('“Land”');
});

/*
 * Indian Oil, Bharat Petroleum and Hindustan Petroleum choose dealers through one portal, yet the
 * figures this site was given for them (fees, selection) differ. Wherever those are shown,
 * the page says that the portal's current advertisement decides, in the page's language.
 */
const sharing = dealerships.filter(
  (brand) => brand.selectionPortal?.url === site.portals.dealerChayan,
);
for (const locale of locales) {
  test(`rules of brands on one selection portal say its advertisement decides (${locale})`, async ({
    page,
  }) => {
    const words = dictionaries[locale];
    const [before, after] = words['dealers.eligibility.sharedPortal'].split('{portal}');
    const brands = formatList(
      sharing.map((brand) => brand.name),
      locale,
    );
    const text = [fill(before!, { brands }), fill(after!, { brands })];
    const note = (page: Page) =>
      page.getByRole('main').locator('p').filter({ hasText: text[1]!.trim() });
    const expectNotes = async (page: Page, count: number) => {
      await expect(note(page)).toHaveCount(count);
      for (const each of await note(page).all()) {
        await expect(each).toBeVisible();
        await expect(each).toContainText(text[0]!.trim());
        await expect(each.getByRole('link', { name: /Petrol Pump Dealer Chayan/ })).toHaveAttribute(
          'href',
          site.portals.dealerChayan,
        );
      }
    };
    // Under the comparison of all five.
    await page.goto(localizedPath('/services', locale));
    await expectNotes(page, 1);
    // Once a page: under the brand's rules where it lists some, else under its steps.
    await page.goto(localizedPath('/services/indian-oil', locale));
    await expectNotes(page, 1);
    await page.goto(localizedPath('/services/hindustan', locale));
    await expectNotes(page, 1);
    // Bharat Petroleum's rules show once its card is opened.
    await page.goto(localizedPath('/services/bharat', locale));
    await page
      .locator('details')
      .filter({ has: page.locator('p').filter({ hasText: text[1]!.trim() }) })
      .locator('summary')
      .click();
    await expectNotes(page, 1);
    // Jio-bp chooses its dealers elsewhere: no such note.
    await page.goto(localizedPath('/services/jio', locale));
    await expect(note(page)).toHaveCount(0);
  });
}
