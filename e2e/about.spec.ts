import { site } from '../src/config/site.ts';
import { about } from '../src/data/about.ts';
import { figuresAreSamples, yearsInBusiness } from '../src/data/figures.ts';
import { localizedPath, locales } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
});

test('opens with the About heading and a tagline about energy partners', async ({ page }) => {
  await expect(page).toHaveTitle(/About Us/u);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${site.name}`);
  await expect(page.getByRole('main')).toContainText(/energy partners/iu);
});

test('states the mission and the vision', async ({ page }) => {
  for (const name of ['Our Mission', 'Our Vision']) {
    const statement = page.getByRole('article', { name });
    await expect(statement.getByRole('heading', { name })).toBeVisible();
    await expect(statement.getByRole('paragraph')).not.toBeEmpty();
  }
});

test('lists the reasons to choose us that are what we sell, and none of the unconfirmed claims', async ({
  page,
}) => {
  const reasons = page.getByRole('region', { name: 'Why Choose Us' }).getByRole('listitem');
  // The spec's ISO, account-manager and tracking claims are not confirmed: they are not shown.
  await expect(reasons).toHaveText([
    'Bulk fuel delivery across South India; for contract clients we try to arrange emergency deliveries',
    'Ultra-low sulphur and biofuel blends B20/B100',
  ]);
  await expect(page.getByRole('main')).not.toContainText('ISO');
});

test('shows the client and year figures, and not the unconfirmed 24/7 and 100%', async ({
  page,
}) => {
  await expect(page.getByRole('region', { name: 'Our Impact' })).toMatchAriaSnapshot(`
    - heading "Our Impact" [level=2]
    - term: Satisfied Clients
    - definition: 1200+
    - term: Years of Excellence
    - definition: ${yearsInBusiness(site.foundedYear)}+
  `);
  await expect(page.getByRole('main')).not.toContainText('24/7');
  await expect(page.getByRole('main')).not.toContainText('100%');
});

// The years are counted from the founding year the closing line states, so the two agree; the
// figures are the spec's samples until the owner confirms them, and say so.
for (const locale of locales) {
  test(`${locale}: the impact figures and the team's names say they are samples; unconfirmed claims are left out`, async ({
    page,
  }) => {
    const t = dictionaries[locale];
    await page.goto(localizedPath('/about', locale));
    for (const [note, count] of [
      // Under the impact figures (the closing line with the client count waits for real figures).
      [t['figures.sample'], figuresAreSamples ? 1 : 0],
      // Under the team while any name is the spec's sample.
      [t['figures.sampleTeam'], about.team.members.some((member) => member.sample) ? 1 : 0],
    ] as const) {
      await expect(page.getByText(note, { exact: true })).toHaveCount(count);
      if (count > 0) await expect(page.getByText(note, { exact: true }).first()).toBeVisible();
    }
    if (figuresAreSamples) {
      // Read before the figures, not in small print after them (44th English read, M-7).
      const impact = page.locator('#impact');
      const noteBox = (await impact.getByText(t['figures.sample'], { exact: true }).boundingBox())!;
      const figureBox = (await impact.getByRole('definition').first().boundingBox())!;
      expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(figureBox.y);
    }
    if (figuresAreSamples) {
      await expect(page.locator('#get-in-touch')).not.toContainText(String(site.foundedYear));
    } else {
      await expect(page.getByRole('main')).toContainText(String(site.foundedYear));
    }
    // Only the reasons and figures the owner has confirmed, in every language.
    await expect(page.locator('#why-choose-us li')).toHaveCount(
      about.whyChooseUs.points.filter((point) => !point.sample).length,
    );
    await expect(page.locator('#impact dd')).toHaveCount(
      about.impact.stats.filter((stat) => !stat.sample).length,
    );
  });
}

test('introduces four leaders with initials, name and position, and no broken photos', async ({
  page,
}) => {
  const cards = page.getByRole('region', { name: 'Our Leadership Team' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const positions = [
    'CEO and Founder',
    'Operations Director',
    'Technical Lead',
    'Customer Relations',
  ];
  for (const [index, position] of positions.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('paragraph')).toHaveText(position);
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(name.trim()).not.toBe('');
    const words = name.trim().split(/\s+/u);
    const initials = `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`;
    // The circle is decoration (hidden from assistive technology) but must read as the initials.
    await expect(card.locator('[aria-hidden="true"]')).toHaveText(initials.toUpperCase());
  }
  const brokenImages = await page
    .getByRole('main')
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((image) => !(image as HTMLImageElement).naturalWidth)
        .map((image) => image.outerHTML),
    );
  expect(brokenImages).toEqual([]);
});

test('closes with Get In Touch, and the founding line only once its figures are real', async ({
  page,
}) => {
  await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
    'href',
    '/contact',
  );
  const founding = page.getByText(`Founded in ${site.foundedYear}, ${site.name} serves`);
  await expect(founding).toHaveCount(figuresAreSamples ? 0 : 1);
});
