// Small screens: the hamburger menu, its Dealership guides carousel, and nothing scrolling sideways.
import type { Locator, Page } from '@playwright/test';
import { servicesNav } from '../src/data/navigation.ts';
import { axeViolations, expect, horizontalGap, test } from './fixtures.ts';
import {
  controlledBy,
  mainNav,
  menuToggle,
  phone,
  scrollToBottom,
  servicesToggle,
  wide,
} from './nav-helpers.ts';

// Several tests walk through a few pages on a 2-core machine shared with other browsers; a roomier
// per-test budget keeps a slow moment from failing them. No assertion waits less than the default.
test.describe.configure({ timeout: 60_000 });

test.describe('small screens', () => {
  test.use({ viewport: phone });

  async function openMenu(page: Page, route = '/') {
    await page.goto(route);
    await menuToggle(page).click();
    const hamburger = page.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = await controlledBy(page, hamburger);
    await expect(menu).toBeVisible();
    return { hamburger, menu };
  }

  async function openServices(menu: Locator) {
    const toggle = menu.getByRole('button', { name: 'Dealership guides' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const carousel = menu.getByRole('region', { name: 'Dealership guides' });
    await expect(carousel).toBeVisible();
    return { toggle, carousel };
  }

  /** The slides of the carousel, in order, whether or not they are in view. */
  function slides(carousel: Locator): Locator {
    return carousel.locator('[aria-roledescription="slide"]');
  }

  /**
   * For each slide, in order: is it `inert`, and can keyboard focus land on its link? Only the
   * slide in view should be reachable.
   */
  function slideReachability(carousel: Locator) {
    return slides(carousel).evaluateAll((nodes) =>
      nodes.map((slide) => {
        const link = slide.querySelector('a');
        link?.focus();
        const focusable = link !== null && document.activeElement === link;
        link?.blur();
        return { inert: slide.hasAttribute('inert'), focusable };
      }),
    );
  }

  async function expectShowing(carousel: Locator, position: number) {
    const dots = carousel.getByRole('button', { name: /^Go to slide \d+$/ });
    await expect(dots).toHaveCount(servicesNav.length);
    await expect(carousel.getByRole('button', { name: `Go to slide ${position}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(carousel.locator('[aria-current="true"]')).toHaveCount(1);
    await expect
      .poll(() => slideReachability(carousel))
      .toEqual(
        servicesNav.map((_, index) =>
          index === position - 1
            ? { inert: false, focusable: true }
            : { inert: true, focusable: false },
        ),
      );
  }

  test('the hamburger opens a menu with Home, Dealership guides, About Us and Contact', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(servicesToggle(page)).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();

    await menuToggle(page).click();
    const hamburger = page.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = await controlledBy(page, hamburger);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Dealership guides' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('the open menu and carousel have no axe violations', async ({ page }) => {
    const { menu } = await openMenu(page);
    const { carousel } = await openServices(menu);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectShowing(carousel, 2);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the Dealership guides sub-list toggles separately from the menu', async ({ page }) => {
    const { hamburger, menu } = await openMenu(page);
    const toggle = menu.getByRole('button', { name: 'Dealership guides' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const subList = await controlledBy(page, toggle);
    await expect(subList).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(subList.getByRole('region', { name: 'Dealership guides' })).toBeVisible();
    await expect(subList.getByRole('link', { name: 'Indian Oil' })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(subList).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible();
  });

  test('the arrows move the Dealership guides carousel one slide at a time', async ({ page }) => {
    const { menu } = await openMenu(page);
    const { carousel } = await openServices(menu);
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });

    await expectShowing(carousel, 1);
    await expect(previous).toBeDisabled();
    await next.click();
    await expectShowing(carousel, 2);
    await expect(slides(carousel).nth(1).getByRole('link')).toHaveText('Nayara');
    await next.click();
    await expectShowing(carousel, 3);
    await previous.click();
    await expectShowing(carousel, 2);
  });

  test('the dots jump to their slide, including the hub as the sixth', async ({ page }) => {
    const { menu } = await openMenu(page);
    const { carousel } = await openServices(menu);

    await carousel.getByRole('button', { name: 'Go to slide 4' }).click();
    await expectShowing(carousel, 4);
    await expect(slides(carousel).nth(3).getByRole('link')).toHaveText('Jio-bp');

    await carousel.getByRole('button', { name: 'Go to slide 6' }).click();
    await expectShowing(carousel, 6);
    const hub = slides(carousel).nth(5).getByRole('link');
    await expect(hub).toHaveText('Compare all brands');
    await expect(hub).toHaveAttribute('href', '/services');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeDisabled();

    await carousel.getByRole('button', { name: 'Go to slide 1' }).click();
    await expectShowing(carousel, 1);
  });

  test('the carousel still moves when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { menu } = await openMenu(page);
    const { carousel } = await openServices(menu);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectShowing(carousel, 2);
    await carousel.getByRole('button', { name: 'Go to slide 5' }).click();
    await expectShowing(carousel, 5);
  });

  test('choosing a carousel entry navigates there, and the menu is closed', async ({ page }) => {
    const { menu } = await openMenu(page);
    const { carousel } = await openServices(menu);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectShowing(carousel, 2);
    await slides(carousel).nth(1).getByRole('link', { name: 'Nayara' }).click();
    await expect(page).toHaveURL(/\/services\/nayara$/);
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();
  });

  test('choosing a menu link navigates there at the top of the page, menu closed', async ({
    page,
  }) => {
    await page.goto('/find-station');
    await scrollToBottom(page);
    await menuToggle(page).click();
    const hamburger = page.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await (await controlledBy(page, hamburger)).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the hamburger', async ({ page }) => {
    const { hamburger, menu } = await openMenu(page);
    const { carousel } = await openServices(menu);
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Escape');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('a press outside closes the menu', async ({ page }) => {
    const { hamburger, menu } = await openMenu(page, '/promotions');
    // A press on the page near the bottom of the screen, below the open menu.
    const panel = await menu.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    expect(panel && panel.y + panel.height).toBeLessThan(height - 20);
    await page.mouse.click(20, height - 10);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('crossing the md breakpoint resets the menu', async ({ page }) => {
    const { hamburger, menu } = await openMenu(page);
    await openServices(menu);
    await page.setViewportSize(wide);
    await expect(hamburger).toBeHidden();
    await expect(mainNav(page).getByRole('button', { name: 'Dealership guides' })).toBeVisible();
    await page.setViewportSize(phone);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await hamburger.click();
    await expect(menu.getByRole('button', { name: 'Dealership guides' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  for (const route of ['/', '/find-station', '/fuel-cards', '/promotions', '/mobile-app']) {
    test(`nothing scrolls sideways at 375 px on ${route}`, async ({ page }) => {
      await page.goto(route);
      expect(await horizontalGap(page)).toBe(0);
    });
  }

  test('nothing scrolls sideways at 375 px with the menu and carousel open', async ({ page }) => {
    const { menu } = await openMenu(page);
    await openServices(menu);
    expect(await horizontalGap(page)).toBe(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu and its Dealership guides entries are reachable on small screens', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/find-station');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Jio-bp' })).toBeHidden();
    await nav.getByLabel('Menu').click();
    await expect(nav.getByRole('link', { name: 'Jio-bp' })).toHaveAttribute(
      'href',
      '/services/jio',
    );
    await expect(nav.getByRole('link', { name: 'Compare all brands' })).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
