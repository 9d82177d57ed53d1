import type { Page } from '@playwright/test';
import { readEntry } from '../src/data/entries.ts';
import { home } from '../src/data/home.ts';
import { localizedPath, locales } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { expect, test } from './fixtures.ts';
import { freezeTime, hydrate } from './home-helpers.ts';

/*
 * The home page's testimonials: the carousel, the sample quotes labelled as samples, and the
 * carousel under reduced motion.
 */

test.describe('testimonials carousel', () => {
  const carouselOf = (page: Page) =>
    page.getByRole('region', { name: 'Client comments, samples for now' });
  // Inactive slides are inert, so they are out of the accessibility tree: find them by their role
  // description instead of by role.
  const slidesOf = (page: Page) => carouselOf(page).locator('[aria-roledescription="slide"]');
  const dot = (page: Page, n: number) =>
    carouselOf(page).getByRole('button', { name: `Show comment ${n}` });

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
    await carouselOf(page).getByRole('button', { name: 'Pause comments' }).click();
    await pointerAway(page);
    const play = carouselOf(page).getByRole('button', { name: 'Play comments' });
    await expect(play).toBeVisible();
    await page.clock.runFor(12_000);
    await expectShowing(page, 1);

    await play.click();
    await pointerAway(page);
    await expect(carouselOf(page).getByRole('button', { name: 'Pause comments' })).toBeVisible();
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
    const pause = carouselOf(page).getByRole('button', { name: 'Pause comments' });
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
      // While any quote is a sample, the carousel's name says so too: a screen reader hears it
      // before the quotes.
      const carousel = page.getByRole('region', {
        name: t[
          samples.some(Boolean) ? 'home.testimonials.labelSample' : 'home.testimonials.label'
        ],
        exact: true,
      });
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
    const carousel = page.getByRole('region', { name: 'Client comments, samples for now' });
    await hydrate(page, carousel);
    await page.mouse.move(1, 1);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
    await page.clock.runFor(12_000);
    await expect(slides.nth(0)).not.toHaveAttribute('inert');
    await expect(slides.nth(1)).toHaveAttribute('inert', '');

    await carousel.getByRole('button', { name: 'Play comments' }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(4000);
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(carousel.getByRole('button', { name: 'Show comment 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
