import type { Page } from '@playwright/test';
import { site } from '../src/config/site.ts';
import { dealerships } from '../src/data/dealers/index.ts';
import { localizedPath, locales, type Locale } from '../src/i18n/locales.ts';
import { dictionaries, fill } from '../src/i18n/ui.ts';
import { answerQuestions } from '../src/lib/eligibility/applicant.ts';
import { formatList } from '../src/lib/format.ts';
import { indianDate, openingStatus } from '../src/lib/openings.ts';
import { axeViolations, expect, horizontalGap, test } from './fixtures.ts';

/** The self-check's own page, linked from the hub. */
const checkPath = '/services/eligibility';

/*
 * The dealership hub at /services and its self-check at /services/eligibility. The profile below is picked from the brand data so each brand
 * lands on a different verdict: a 40-year-old graduate citizen with a leased rural plot of
 * 1,000 sqm, 30 m frontage and an 18-year lease, and ₹120 lakh.
 * - Hindustan Petroleum (rural 800 sqm / 25 m, 15+ years, from ₹1 crore, age to 55): eligible.
 * - Bharat Petroleum states no frontage or lease rule: check with it.
 * - Nayara asks for a 30-year lease and ₹1.5 crore: two misses.
 * - Jio-bp asks for 1,200 sqm rural and a 20-year lease: two misses.
 * - Indian Oil asks for 1,200 sqm, 40 m rural and ₹1.5 crore: three misses.
 */
const profile = {
  age: '40',
  edu: 'graduate',
  citizen: 'yes',
  site: 'rural',
  area: '1000',
  frontage: '30',
  land: 'leased',
  lease: '18',
  cat: 'women',
  funds: '220',
};

async function fillProfile(page: Page) {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Your age (years)').fill(profile.age);
  await form
    .getByLabel('Education')
    .selectOption({ label: 'Graduate or professional (CA, CS, ICWA)' });
  await form
    .getByRole('group', { name: 'Are you an Indian citizen?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await form
    .getByRole('group', { name: 'Site type' })
    .getByRole('radio', { name: 'Rural' })
    .check();
  await form.getByLabel('Land area').fill(profile.area);
  await form.getByLabel('Road frontage (m)').fill(profile.frontage);
  await form
    .getByRole('group', { name: 'The land is' })
    .getByRole('radio', { name: 'Leased' })
    .check();
  await form.getByLabel('Lease length (years)').fill(profile.lease);
  await form.getByRole('checkbox', { name: 'Women' }).check();
  await form.getByLabel('Funds available (lakh)').fill(profile.funds);
}

async function expectProfileVerdicts(page: Page) {
  const verdict = (name: string) => page.getByRole('heading', { level: 3, name });
  await expect(verdict('Hindustan Petroleum: Likely eligible')).toBeVisible();
  await expect(verdict('Bharat Petroleum: Check with Bharat Petroleum')).toBeVisible();
  await expect(verdict('Nayara: Not eligible on 1 criterion')).toBeVisible();
  await expect(verdict('Jio-bp: Not eligible on 2 criteria')).toBeVisible();
  await expect(verdict('Indian Oil: Not eligible on 2 criteria')).toBeVisible();
}

const brandResult = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `${name}:` }) });

test.describe('eligibility self-check', () => {
  test('a profile that fits only some brands gets each brand’s verdict and reasons', async ({
    page,
  }) => {
    await page.goto(checkPath);
    await expect(
      page.getByRole('status').filter({ hasText: 'Answer any of the questions' }),
    ).toBeVisible();
    await fillProfile(page);
    await expectProfileVerdicts(page);

    const jio = brandResult(page, 'Jio-bp');
    await expect(jio).toContainText(
      'Land area: Does not meet. Jio-bp asks for 1,200 sqm (about 29.7 cents) for rural sites; you have 1,000 sqm.',
    );
    await expect(jio).toContainText(
      'Owned or leased: Does not meet. Jio-bp asks for a lease of 20+ years; yours is 18 years.',
    );
    await expect(jio).toContainText('Age: Meets.');
    const bharat = brandResult(page, 'Bharat Petroleum');
    await expect(bharat).toContainText('Road frontage: Ask Bharat Petroleum.');
    await expect(bharat).toContainText(
      'Women: Bharat Petroleum lists no quota or preference for this group here.',
    );
    await expect(brandResult(page, 'Hindustan Petroleum')).toContainText(
      'Women: Hindustan Petroleum keeps 14% of its sites for this group.',
    );
    await expect(brandResult(page, 'Indian Oil')).toContainText(
      "Funds: Ask Indian Oil. Indian Oil's total investment is ₹1.5–3 crore, from ₹1.5 crore; you have ₹2.2 crore. That covers the low end only: the figures go up to ₹3 crore, and what your site would cost is for Indian Oil to say.",
    );
    await expect(page.getByRole('status').filter({ hasText: 'Likely eligible:' })).toHaveText(
      'Likely eligible: Hindustan Petroleum. Check with the brand: Bharat Petroleum. Not eligible: Indian Oil, Nayara and Jio-bp.',
    );

    // One year past Hindustan Petroleum's age limit turns its verdict.
    await page.getByLabel('Your age (years)').fill('56');
    await expect(
      page.getByRole('heading', { name: 'Hindustan Petroleum: Not eligible on 1 criterion' }),
    ).toBeVisible();
    await expect(brandResult(page, 'Hindustan Petroleum')).toContainText(
      'Age: Does not meet. Hindustan Petroleum asks for an age of 21–55 years; you are 56.',
    );
  });

  test('the answers round-trip through the address', async ({ page }) => {
    await page.goto(checkPath);
    await fillProfile(page);
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(profile);

    await page.reload();
    const form = page.getByRole('form', { name: 'Your details' });
    await expect(form.getByLabel('Your age (years)')).toHaveValue(profile.age);
    await expect(form.getByLabel('Education')).toHaveValue(profile.edu);
    await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Rural' })).toBeChecked();
    await expect(form.getByLabel('Land area')).toHaveValue(profile.area);
    await expect(form.getByLabel('Road frontage (m)')).toHaveValue(profile.frontage);
    await expect(form.getByRole('radio', { name: 'Leased' })).toBeChecked();
    await expect(form.getByLabel('Lease length (years)')).toHaveValue(profile.lease);
    await expect(form.getByRole('checkbox', { name: 'Women' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'OBC' })).not.toBeChecked();
    await expect(form.getByLabel('Funds available (lakh)')).toHaveValue(profile.funds);
    await expectProfileVerdicts(page);

    await form.getByRole('button', { name: 'Clear answers' }).click();
    await expect(form.getByLabel('Your age (years)')).toHaveValue('');
    await expect(page).toHaveURL(/\/services\/eligibility$/);
    await expect(page.getByRole('heading', { name: /Likely eligible/ })).toHaveCount(0);
  });

  test('“Show my result” takes the keyboard to the result', async ({ page }) => {
    await page.goto(checkPath);
    await fillProfile(page);
    // The result already follows the answers; the button takes the visitor to it.
    await expectProfileVerdicts(page);
    const show = page.getByRole('button', { name: 'Show my result' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`\\?${new URLSearchParams(profile).toString()}$`));
  });

  test('a shared link shows the result straight away', async ({ page }) => {
    await page.goto(`${checkPath}?${new URLSearchParams(profile).toString()}`);
    await expectProfileVerdicts(page);
  });
});

test.describe('comparison table', () => {
  const rowNames = (page: Page) =>
    page.getByRole('table').first().locator('tbody th[scope="row"]').allTextContents();

  test('sorts by total investment and by ROI, and says so', async ({ page }) => {
    await page.goto('/services');
    const table = page.getByRole('table', { name: /as each brand states them/ });
    // The sort buttons arrive as the table comes into view.
    await table.scrollIntoViewIfNeeded();
    const investment = table.getByRole('columnheader', { name: 'Total investment' });
    const roi = table.getByRole('columnheader', { name: 'ROI' });
    expect(await rowNames(page)).toEqual(dealerships.map((brand) => brand.name));
    await expect(investment).not.toHaveAttribute('aria-sort');

    await investment.getByRole('button', { name: 'Total investment' }).click();
    await expect(investment).toHaveAttribute('aria-sort', 'ascending');
    await expect(roi).not.toHaveAttribute('aria-sort');
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

    await roi.getByRole('button', { name: 'ROI' }).click();
    await expect(roi).toHaveAttribute('aria-sort', 'ascending');
    await expect(investment).not.toHaveAttribute('aria-sort');
    // 20%+ ranks after 20–30% and before 25–35%.
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Nayara', 'Hindustan Petroleum', 'Bharat Petroleum', 'Indian Oil', 'Jio-bp']);
    await expect(page.getByRole('status').filter({ hasText: 'Sorted by' })).toContainText(
      'Sorted by ROI, lowest first: Nayara, Hindustan Petroleum',
    );
  });

  test('links each brand to its page and its official portal in a new tab', async ({ page }) => {
    await page.goto('/services');
    const table = page.getByRole('table', { name: /as each brand states them/ });
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
});

test.describe('trust panel', () => {
  test('links the official portals, the 1930 helpline and cybercrime.gov.in', async ({ page }) => {
    await page.goto('/services');
    const panel = page.getByRole('region', { name: /Apply safely/ });
    await expect(panel).toContainText('independent of the oil companies');
    await expect(panel).toContainText('What our help costs:');
    await expect(panel).toContainText('not an agent of any oil company');
    await expect(panel).toContainText('guarantee');
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
    const table = page.getByRole('table', { name: /as each brand states them/ });
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

    test('has no axe violations, empty and filled, and no sideways page scroll', async ({
      page,
    }) => {
      await page.goto('/services');
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalGap(page)).toBeLessThanOrEqual(0);

      await page.goto(checkPath);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalGap(page)).toBeLessThanOrEqual(0);

      await fillProfile(page);
      await expectProfileVerdicts(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await horizontalGap(page)).toBeLessThanOrEqual(0);
    });
  });
}

/*
 * Answers that fit no brand: 70 years old, below 10th, a small plot, ₹10 lakh.
 * The next step then says what is missing and where to check, and never "apply".
 */
const fitsNoBrand = new URLSearchParams({
  age: '70',
  edu: 'below10',
  citizen: 'yes',
  site: 'rural',
  area: '500',
  frontage: '20',
  land: 'leased',
  lease: '5',
  funds: '10',
}).toString();

/** How each language says "apply" in the self-check's usual next step. */
const applyWords = {
  en: /\bapply\b/iu,
  hi: /आवेदन करें/u,
  te: /దరఖాస్తు చేయండి/u,
  ta: /விண்ணப்பியுங்கள்/u,
  kn: /ಅರ್ಜಿ ಸಲ್ಲಿಸಿ/u,
};

for (const locale of locales) {
  test(`answers that fit no brand get no “apply” next step (${locale})`, async ({ page }) => {
    const words = dictionaries[locale];
    await page.goto(`${localizedPath(checkPath, locale)}?${fitsNoBrand}`);
    const [noneFits = ''] = words['eligibility.closest.titleNone'].split('{brands}');
    const head = page.getByRole('region', { name: noneFits.trim() });
    await expect(head.getByRole('heading', { name: noneFits.trim() })).toBeVisible();
    // It says what is missing, and where to check.
    const [missing = ''] = words['eligibility.gaps.missing'].split('{gaps}');
    await expect(head).toContainText(missing.trim());
    // And no offer of our help: it cannot change an age, a plot or the money a reader has.
    await expect(head.locator('a[href*="/contact"]')).toHaveCount(0);
    await expect(head).toContainText(words['eligibility.closest.nextLabel']);
    // And never "apply", in the next step or anywhere in the head of the result.
    await expect(head).not.toContainText(applyWords[locale]);
    for (const brand of dealerships) {
      const guide = words['eligibility.closest.guide'].replace('{brand}', brand.name);
      await expect(head.getByRole('link', { name: guide })).toHaveCount(0);
    }
  });
}

/*
 * Three readers the English honesty review (27 Nov 2026) saw told to apply, or offered our help,
 * on answers the brands' stated rules do not back.
 */
const misled = {
  /** Every brand that states an age or education rule excludes them; Indian Oil states none. */
  aged67: 'age=67&edu=below10&citizen=yes&site=rural&area=2&unit=acre&land=owned&funds=100',
  notCitizen: 'age=45&edu=graduate&citizen=no&site=urban&funds=20',
  twoAnswers: 'age=35&edu=class12',
};

/** The head of the result, found by its heading's first words in the language. */
const resultHead = (page: Page, title: string) =>
  page.getByRole('region', { name: title.split('{')[0]!.trim() });

/** No "apply", no offer to guide an application, no link to our contact form. */
async function expectNoApplyStep(head: ReturnType<Page['getByRole']>, locale: Locale) {
  await expect(head).toBeVisible();
  await expect(head).not.toContainText(applyWords[locale]);
  const words = dictionaries[locale];
  for (const brand of dealerships) {
    const guide = words['eligibility.closest.guide'].replace('{brand}', brand.name);
    await expect(head.getByRole('link', { name: guide })).toHaveCount(0);
  }
  await expect(head.locator('a[href*="/contact"]')).toHaveCount(0);
  await expect(head).not.toContainText(words['dealers.guidanceFee']);
}

for (const locale of locales) {
  test.describe(`the self-check offers no apply step it cannot back (${locale})`, () => {
    const words = dictionaries[locale];
    const at = (query: string) => `${localizedPath(checkPath, locale)}?${query}`;

    test('a 67-year-old below class 10 is told the unlisted rules cannot be said to fit', async ({
      page,
    }) => {
      await page.goto(at(misled.aged67));
      const head = resultHead(page, words['eligibility.head.cannotSay']);
      await expect(head.getByRole('heading')).toHaveText(words['eligibility.head.cannotSay']);
      await expectNoApplyStep(head, locale);
      // It names the age limits of the brands that state one, the figures English shows.
      const indianOil = brandResult(page, 'Indian Oil');
      await expect(indianOil).toContainText('21–55');
      await expect(indianOil).toContainText('21–60');
      await expect(indianOil.getByRole('heading')).toContainText(
        words['eligibility.verdict.cannotSay'],
      );
      // Its next step is to read Indian Oil's own rules, on the portal it selects through.
      await expect(head.getByRole('link', { name: /Petrol Pump Dealer Chayan/ })).toBeVisible();
    });

    test('a reader who is not a citizen reads citizenship first, and no closest brand', async ({
      page,
    }) => {
      await page.goto(at(misled.notCitizen));
      const head = resultHead(page, words['eligibility.head.notCitizen']);
      await expectNoApplyStep(head, locale);
      // The first thing under "Your result" is the citizenship heading.
      const firstHeading = page
        .getByRole('heading', { level: 3, name: words['eligibility.result.title'] })
        .locator('xpath=following::*[self::h3 or self::h4][1]');
      await expect(firstHeading).toHaveText(words['eligibility.head.notCitizen']);
      const closest = words['eligibility.closest.title'].split('{brands}')[0]!.trim();
      await expect(page.getByRole('region', { name: closest })).toHaveCount(0);
    });

    test('a reader with two answers is asked for the rest, not told to apply', async ({ page }) => {
      await page.goto(at(misled.twoAnswers));
      const head = resultHead(page, words['eligibility.closest.titleSoFar']);
      await expectNoApplyStep(head, locale);
      // The next step names the questions left, as the form names them.
      const left = ['citizen', 'site', 'area', 'frontage', 'land', 'funds'] as const;
      const questions = formatList(
        left.map((question) => words[answerQuestions[question]]),
        locale,
      );
      await expect(head).toContainText(
        fill(words['eligibility.closest.nextAnswer'], { questions }),
      );
    });
  });
}

/*
 * A highway graduate with an acre and ₹3 crore fits Jio-bp best, but every opening Jio-bp lists
 * has closed: the next step is to watch its site, with no apply step and no offer to guide one.
 */
for (const locale of locales) {
  test(`a brand whose listed openings have all closed gets no apply step (${locale})`, async ({
    page,
  }) => {
    const words = dictionaries[locale];
    const query =
      'age=40&edu=graduate&citizen=yes&site=highway&area=1&unit=acre&frontage=60&land=owned&funds=300';
    await page.goto(`${localizedPath(checkPath, locale)}?${query}`);
    const jio = dealerships.find((brand) => brand.slug === 'jio')!;
    const head = resultHead(page, words['eligibility.closest.title']);
    await expect(head.getByRole('heading')).toHaveText(
      fill(words['eligibility.closest.title'], { brands: jio.name }),
    );
    const [beforePortal = ''] = fill(words['eligibility.closest.nextClosed'], {
      brand: jio.name,
      portal: '{portal}',
    }).split('{portal}');
    await expect(head).toContainText(beforePortal.trim());
    await expect(head.getByRole('link', { name: /jiobp\.com/ })).toBeVisible();
    await expectNoApplyStep(head, locale);
  });
}
