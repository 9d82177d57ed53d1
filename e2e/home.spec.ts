import type { Locator, Page } from '@playwright/test';
import { readEntry } from '../src/data/entries.ts';
import { figuresAreSamples } from '../src/data/figures.ts';
import { home } from '../src/data/home.ts';
import { localizedPath, locales } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { expect, test } from './fixtures.ts';

/**
 * Brings an island into view (they hydrate when visible) and waits until React drives it.
 * `inside` must be a locator that matches from within the island (it is resolved relative to it),
 * so it must not start from a section around the island.
 */
async function hydrate(page: Page, inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: inside })).toHaveCount(0);
}

/** A fixed start for the fake clock; the page's timers only move when a test moves time. */
async function freezeTime(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01+05:30'));
}

test('shows the home sections in the order of the spec', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Your Strategic Energy Partner');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Our Fuel Solutions',
    'How It Works',
    'Industries We Serve',
    // While the quotes are samples, the heading says so (the spec's title claims a trust that
    // samples do not show; it returns once every quote is real: src/data/home.test.ts).
    'Client quotes: samples for now',
    // Not in the spec: the way to the dealership guides, placed between two spec sections.
    'Own land by a road? Thinking of a petrol pump?',
    'Ready to Optimise Your Fuel Strategy?',
  ]);
  await expect(page.locator('#services')).toContainText('Our Fuel Solutions');
  await expect(page.locator('#process')).toContainText('How It Works');
  await expect(page.locator('#contact')).toContainText('Ready to Optimise Your Fuel Strategy?');

  const industries = page.getByRole('region', { name: 'Industries We Serve' });
  await expect(industries.getByRole('listitem')).toHaveText([
    'Logistics & Transport',
    'Agriculture',
    'Construction & Mining',
    'Manufacturing',
  ]);
  const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('01Consult & Quote');
  await expect(steps.nth(1)).toContainText('02Schedule Delivery');
  await expect(steps.nth(2)).toContainText('03Fuel & Support');
});

test('the calls to action lead to the contact page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get a Quote', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('How It Works brings the process section into view and moves focus to it', async ({
  page,
}) => {
  await page.goto('/');
  const process = page.locator('#process');
  await expect(process).not.toBeInViewport();
  await page.getByRole('link', { name: 'How It Works' }).click();
  await expect(process).toBeInViewport();
  await expect(process).toBeFocused();
  await expect(page).toHaveURL(/#process$/u);
});

test('How It Works also works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'How It Works' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#process')).toBeInViewport();
  await expect(page.locator('#process')).toBeFocused();
});

test.describe('service cards', () => {
  test('the first card is highlighted until another is chosen', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Our Fuel Solutions' });
    const diesel = services.getByRole('button', { name: 'Premium Diesel' });
    const biofuels = services.getByRole('button', { name: 'Biofuels & Blends' });
    const bulk = services.getByRole('button', { name: 'Bulk Fuel Delivery' });
    await expect(diesel).toHaveAttribute('aria-pressed', 'true');
    await expect(biofuels).toHaveAttribute('aria-pressed', 'false');

    // A click anywhere on the card chooses it, not only on its title; the first one wakes the
    // cards and still counts.
    await services.getByRole('listitem').filter({ hasText: 'B20 and B100' }).click();
    await expect(biofuels).toHaveAttribute('aria-pressed', 'true');
    await expect(diesel).toHaveAttribute('aria-pressed', 'false');
    await expect(bulk).toHaveAttribute('aria-pressed', 'false');

    await bulk.focus();
    await page.keyboard.press('Space');
    await expect(bulk).toHaveAttribute('aria-pressed', 'true');
    await expect(biofuels).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('testimonials carousel', () => {
  const carouselOf = (page: Page) => page.getByRole('region', { name: 'Client testimonials' });
  // Inactive slides are inert, so they are out of the accessibility tree: find them by their role
  // description instead of by role.
  const slidesOf = (page: Page) => carouselOf(page).locator('[aria-roledescription="slide"]');
  const dot = (page: Page, n: number) =>
    carouselOf(page).getByRole('button', { name: `Show testimonial ${n}` });

  /** Only slide n (1-based) is live, and its dot says so. */
  async function expectShowing(page: Page, n: number) {
    const slides = slidesOf(page);
    await expect(slides).toHaveCount(3);
    for (let index = 0; index < 3; index++) {
      const slide = slides.nth(index);
      if (index === n - 1) {
        await expect(slide).not.toHaveAttribute('inert');
        await expect(slide).toHaveAttribute('aria-label', `${n} of 3`);
        await expect(dot(page, index + 1)).toHaveAttribute('aria-current', 'true');
      } else {
        await expect(slide).toHaveAttribute('inert', '');
        await expect(dot(page, index + 1)).not.toHaveAttribute('aria-current');
      }
    }
  }

  /** Keeps the pointer off the carousel, where it would pause it. */
  async function pointerAway(page: Page) {
    await page.mouse.move(1, 1);
  }

  test.beforeEach(async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    await hydrate(page, carouselOf(page));
    await pointerAway(page);
  });

  test('is a labelled carousel of three slides, the first one shown', async ({ page }) => {
    await expect(carouselOf(page)).toHaveAttribute('aria-roledescription', 'carousel');
    await expectShowing(page, 1);
  });

  test('turns to the next testimonial every 4 seconds, and wraps around', async ({ page }) => {
    await page.clock.runFor(3900);
    await expectShowing(page, 1);
    await page.clock.runFor(100);
    await expectShowing(page, 2);
    await page.clock.runFor(4000);
    await expectShowing(page, 3);
    await page.clock.runFor(4000);
    await expectShowing(page, 1);
  });

  test('the third dot shows the third testimonial, and autoplay carries on', async ({ page }) => {
    const third = slidesOf(page).nth(2);
    await expect(third).not.toBeInViewport({ ratio: 0.1 });
    await dot(page, 3).click();
    await pointerAway(page);
    await expectShowing(page, 3);
    // The glide runs on animation frames, which the paused clock only gives out when moved: move
    // it a little at a time until the third quote fills the view (edges may touch by a fraction
    // of a pixel), rather than betting on how many frames one jump of the clock delivers.
    await page.clock.runFor(1000);
    // The click scrolls the page only as far as the dot needs, which can leave the quote above
    // the fold; "in view" here is about the glide, so bring the carousel itself on screen.
    await carouselOf(page).scrollIntoViewIfNeeded();
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(third).toBeInViewport({ ratio: 0.9, timeout: 500 });
    }).toPass();
    await expect(slidesOf(page).nth(0)).not.toBeInViewport({ ratio: 0.1 });

    // Autoplay carries on: 4 s after the dot was pressed, the carousel wraps to the first quote.
    await page.clock.runFor(3000);
    await expectShowing(page, 1);
  });

  test('pause stops the rotation and play resumes it', async ({ page }) => {
    await carouselOf(page).getByRole('button', { name: 'Pause testimonials' }).click();
    await pointerAway(page);
    const play = carouselOf(page).getByRole('button', { name: 'Play testimonials' });
    await expect(play).toBeVisible();
    await page.clock.runFor(12_000);
    await expectShowing(page, 1);

    await play.click();
    await pointerAway(page);
    await expect(
      carouselOf(page).getByRole('button', { name: 'Pause testimonials' }),
    ).toBeVisible();
    await page.clock.runFor(4000);
    await expectShowing(page, 2);
  });

  test('waits while the pointer is over it', async ({ page }) => {
    await slidesOf(page).nth(0).hover();
    await page.clock.runFor(12_000);
    await expectShowing(page, 1);

    await pointerAway(page);
    await page.clock.runFor(4000);
    await expectShowing(page, 2);
  });

  test('waits while it has keyboard focus', async ({ page }) => {
    const pause = carouselOf(page).getByRole('button', { name: 'Pause testimonials' });
    const pauseHasFocus = () => pause.evaluate((element) => element === document.activeElement);
    // Tab through the page, as a keyboard user would, until the carousel's first control.
    for (let presses = 0; presses < 60 && !(await pauseHasFocus()); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(pause).toBeFocused();
    // The pause must come from focus, not from the pointer resting on the carousel.
    expect(await carouselOf(page).evaluate((element) => element.matches(':hover'))).toBe(false);
    await page.clock.runFor(12_000);
    await expectShowing(page, 1);

    await page.keyboard.press('Shift+Tab');
    await expect(pause).not.toBeFocused();
    await page.clock.runFor(4000);
    await expectShowing(page, 2);
  });
});

test.describe('sample testimonials', () => {
  // Which quotes are stand-ins is the English entry's `placeholder: true`; every language shows
  // the same quotes in the same order.
  const samples = home.testimonials.items.map((item) => item.sample);

  for (const locale of locales) {
    test(`each sample quote on the ${locale} home page says it is a sample, in ${locale}`, async ({
      page,
    }) => {
      const t = dictionaries[locale];
      await page.goto(localizedPath('/', locale));
      const carousel = page.getByRole('region', { name: t['home.testimonials.label'] });
      const quotes = carousel.locator('figure');
      await expect(quotes).toHaveCount(samples.length);
      for (const [index, sample] of samples.entries()) {
        const label = quotes.nth(index).getByText(t['home.testimonials.sample'], { exact: true });
        if (!sample) {
          await expect(label).toHaveCount(0);
          continue;
        }
        // Seen, not only heard: a label clipped to a pixel for screen readers would fail here.
        await expect(label).toBeVisible();
        const box = await label.boundingBox();
        expect(box?.width).toBeGreaterThan(40);
        expect(box?.height).toBeGreaterThan(10);
        // Nothing left over in English from the old marker.
        await expect(quotes.nth(index)).not.toContainText('Placeholder');
      }
      // While any quote is a sample, the section's heading says so in this language.
      const words = readEntry(locale, 'pages/home') as {
        testimonials: { title: string; sampleTitle: string };
      };
      const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      if (samples.some(Boolean)) {
        await expect(heading(words.testimonials.sampleTitle)).toBeVisible();
        await expect(heading(words.testimonials.title)).toHaveCount(0);
      }
    });
  }
});

test.describe('testimonials carousel under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('does not turn by itself until the visitor presses play', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await hydrate(page, carousel);
    await page.mouse.move(1, 1);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
    await page.clock.runFor(12_000);
    await expect(slides.nth(0)).not.toHaveAttribute('inert');
    await expect(slides.nth(1)).toHaveAttribute('inert', '');

    await carousel.getByRole('button', { name: 'Play testimonials' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(4000);
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(carousel.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

test.describe('sample figures', () => {
  for (const locale of locales) {
    test(`the ${locale} home stats say they are samples while the owner has not confirmed them`, async ({
      page,
    }) => {
      const t = dictionaries[locale];
      const { stats } = readEntry(locale, 'pages/home') as { stats: { label: string } };
      await page.goto(localizedPath('/', locale));
      const note = page
        .getByRole('region', { name: stats.label })
        .getByText(t['figures.sample'], { exact: true });
      if (figuresAreSamples) await expect(note).toBeVisible();
      else await expect(note).toHaveCount(0);
    });
  }
});

test.describe('home stats', () => {
  const statsOf = (page: Page) => page.getByRole('region', { name: 'Our record in numbers' });
  const finalValues = `
    - term: Litres Delivered
    - definition: 2,500,000+
    - term: Satisfied Clients
    - definition: "1,200"
    - term: Fuel stations we supply
    - definition: "85"
  `;

  test('count up from 0 to their targets after load', async ({ page }) => {
    await freezeTime(page);
    await page.goto('/');
    await hydrate(page, page.getByTestId('stat-liters'));
    const liters = page.getByTestId('stat-liters');
    await expect(liters).toHaveText('0+');
    await expect(page.getByTestId('stat-stations')).toHaveText('0');
    // Assistive technology hears the real figures, never the moving digits.
    await expect(statsOf(page)).toMatchAriaSnapshot(finalValues);

    await page.clock.runFor(400);
    await expect(liters).toHaveText('0+');
    await page.clock.runFor(1100);
    const midway = Number((await liters.textContent())?.replace(/\D/gu, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(2_500_000);

    await page.clock.runFor(2000);
    await expect(liters).toHaveText('2,500,000+');
    await expect(page.getByTestId('stat-clients')).toHaveText('1,200');
    await expect(page.getByTestId('stat-stations')).toHaveText('85');
  });

  test('under reduced motion show the final values without counting', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeTime(page);
    await page.goto('/');
    await hydrate(page, page.getByTestId('stat-liters'));
    await page.clock.runFor(600);
    await expect(page.getByTestId('stat-liters')).toHaveText('2,500,000+');
    await expect(page.getByTestId('stat-clients')).toHaveText('1,200');
  });

  for (const locale of ['hi', 'te', 'ta', 'kn'] as const) {
    test(`group the Indian way in ${locale}, before and after counting up`, async ({ page }) => {
      await freezeTime(page);
      await page.goto(`/${locale}`);
      const liters = page.getByTestId('stat-liters');
      await expect(liters).toHaveText('25,00,000+');
      await hydrate(page, liters);
      await page.clock.runFor(3000);
      await expect(liters).toHaveText('25,00,000+');
      await expect(page.getByTestId('stat-clients')).toHaveText('1,200');
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page already holds the final values', async ({ page }) => {
      await page.goto('/');
      await expect(statsOf(page)).toMatchAriaSnapshot(finalValues);
      await expect(page.getByTestId('stat-liters')).toHaveText('2,500,000+');
      await expect(page.getByTestId('stat-clients')).toHaveText('1,200');
      await expect(page.getByTestId('stat-stations')).toHaveText('85');
    });

    test('every testimonial can be read', async ({ page }) => {
      await page.goto('/');
      const quotes = page
        .getByRole('region', { name: 'Client testimonials' })
        .locator('blockquote');
      await expect(quotes).toHaveCount(3);
      for (const quote of await quotes.all()) {
        await quote.scrollIntoViewIfNeeded();
        await expect(quote).toBeInViewport();
      }
      // Controls that need a script are not offered without one.
      await expect(page.getByRole('button', { name: 'Show testimonial 2' })).toBeHidden();
    });
  });
});

test('nothing on the home page shifts while it loads, hydrates and counts up', async ({ page }) => {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        // What moved, so a failure says where to look.
        const moved = entry.sources.map((source) =>
          source.node instanceof Element
            ? source.node.outerHTML.slice(0, 120)
            : String(source.node),
        );
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  for (const section of await page.locator('main section').all()) {
    await section.scrollIntoViewIfNeeded();
  }
  // The header and the service cards wake when reached for; a pointer over each wakes them too.
  await page.getByRole('banner').hover();
  await page.getByRole('button', { name: 'Premium Diesel' }).hover();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.getByTestId('stat-liters')).toHaveText('2,500,000+');
  // Let the observer deliver the last frame's entries before reading them.
  const shifts = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { shifts: string[] }).shifts)),
        ),
      ),
  );
  expect(shifts).toEqual([]);
});
