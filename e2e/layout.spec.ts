import type { Locator, Page } from '@playwright/test';
import { site } from '../src/config/site.ts';
import { infoPages } from '../src/data/info-pages.ts';
import { navName, servicesNav } from '../src/data/navigation.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { profileUrl, socialNetworks } from '../src/data/social.ts';
import { axeViolations, expect, horizontalGap, test } from './fixtures.ts';

// Several tests walk through a few pages on a 2-core machine shared with other browsers; a roomier
// per-test budget keeps a slow moment from failing them. No assertion waits less than the default.
test.describe.configure({ timeout: 60_000 });

const wide = { width: 1280, height: 800 };
const phone = { width: 375, height: 800 };

/*
 * The header hydrates on the first interaction with it, and these tests press it right after
 * load, as a visitor does: before that press the Services dropdown and the hamburger are the
 * no-JavaScript <summary> elements, after it they are buttons. `servicesToggle` and
 * `menuToggle` find whichever is there; assertions on the scripted state use the buttons.
 */
function servicesToggle(page: Page): Locator {
  const nav = mainNav(page);
  return nav
    .getByRole('button', { name: 'Services' })
    .or(nav.locator('summary').filter({ hasText: 'Services' }))
    .filter({ visible: true });
}

function menuToggle(page: Page): Locator {
  return page
    .getByRole('button', { name: 'Menu' })
    .or(page.locator('summary[aria-label="Menu"]'))
    .filter({ visible: true });
}

function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The element a disclosure button controls, found through its `aria-controls`. */
async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

test.describe('wide screens', () => {
  test.use({ viewport: wide });

  test('the header lists Home, Services, About Us and Contact and marks the current page', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'About Us' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(servicesToggle(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveCount(0);
  });

  test('the Services dropdown is 64 units wide and lists the five brands, then the hub', async ({
    page,
  }) => {
    await page.goto('/');
    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(page, button);
    await expect(panel).toBeVisible();
    // Spec: the dropdown is 64 units wide, Tailwind's w-64: 16 rem, 256 px at the default size.
    // A box may land on a sub-pixel (zoom, a border rounded by the renderer): within half a pixel
    // is the width the spec asks for, while w-60 or w-72 (16 px away) fails.
    expect((await panel.boundingBox())?.width).toBeCloseTo(256, 0);
    await expect(panel.getByRole('link')).toHaveText(
      servicesNav.map((entry) => navName(entry, (key) => dictionaries.en[key])),
    );
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/services/indian-oil',
      '/services/nayara',
      '/services/bharat',
      '/services/jio',
      '/services/hindustan',
      '/services',
    ]);
    await expect(panel.getByRole('link', { name: 'Compare all brands' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  test('the open dropdown has no axe violations', async ({ page }) => {
    await page.goto('/');
    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(await controlledBy(page, button)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a click opens the dropdown and another click closes it', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Indian Oil' })).toBeHidden();

    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(page, button);
    await expect(panel.getByRole('link', { name: 'Indian Oil' })).toBeVisible();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('a press outside closes the dropdown', async ({ page }) => {
    await page.goto('/');
    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(page, button);
    await expect(panel).toBeVisible();

    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('Escape closes the dropdown and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    await servicesToggle(page).focus();
    await page.keyboard.press('Enter');
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeFocused();
    const panel = await controlledBy(page, button);

    // Keyboard users move into the list, then leave it with Escape.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Indian Oil' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('choosing a dropdown entry navigates there, and the dropdown is closed', async ({
    page,
  }) => {
    await page.goto('/');
    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await (await controlledBy(page, button)).getByRole('link', { name: 'Nayara' }).click();
    await expect(page).toHaveURL(/\/services\/nayara$/);
    await expect(mainNav(page).getByRole('link', { name: 'Nayara' })).toBeHidden();

    // Coming back (possibly from the back/forward cache) shows the dropdown closed too.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'Nayara' })).toBeHidden();
  });

  test('focus is visible on the header controls', async ({ page }) => {
    await page.goto('/');
    await servicesToggle(page).focus();
    // Focus wakes the header; the scripted button takes the focus over from the summary.
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      'solid',
    );
  });

  test('the header stays at the top of the window while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/find-station');
    const header = page.getByRole('banner');
    await scrollToBottom(page);
    await expect(header).toBeInViewport();
    await expect
      .poll(() => header.evaluate((element) => element.getBoundingClientRect().top))
      .toBe(0);
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeVisible();
  });

  test('a navigation lands at the top of the new page', async ({ page }) => {
    await page.goto('/find-station');
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await scrollToBottom(page);
    await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('leaving the wide layout closes the dropdown', async ({ page }) => {
    await page.goto('/');
    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Services' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize(phone);
    await expect(button).toBeHidden();
    await page.setViewportSize(wide);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(await controlledBy(page, button)).toBeHidden();
  });
});

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
    const toggle = menu.getByRole('button', { name: 'Services' });
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

  test('the hamburger opens a menu with Home, Services, About Us and Contact', async ({ page }) => {
    await page.goto('/');
    await expect(servicesToggle(page)).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();

    await menuToggle(page).click();
    const hamburger = page.getByRole('button', { name: 'Menu' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = await controlledBy(page, hamburger);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Services' })).toBeVisible();
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

  test('the Services sub-list toggles separately from the menu', async ({ page }) => {
    const { hamburger, menu } = await openMenu(page);
    const toggle = menu.getByRole('button', { name: 'Services' });
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

  test('the arrows move the Services carousel one slide at a time', async ({ page }) => {
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
    await expect(mainNav(page).getByRole('button', { name: 'Services' })).toBeVisible();
    await page.setViewportSize(phone);
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await hamburger.click();
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute(
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

test.describe('footer', () => {
  test.use({ viewport: wide });

  test('shows the tagline, address, phone, e-mail and this year’s copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(site.tagline);
    await expect(footer).toContainText(site.streetAddress);
    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      site.phone.href,
    );
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test('social links name their network and go to the spec’s paths on this site', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const network of socialNetworks) {
      const link = footer.getByRole('link', { name: `${site.name} on ${network.name}` });
      await expect(link).toHaveAttribute('href', `/${network.slug}`);
      await expect(link).not.toHaveAttribute('target');
    }
  });

  for (const network of socialNetworks) {
    test(`/${network.slug} gives the other ways to reach us while no profile is set`, async ({
      page,
    }) => {
      // The config has no profile yet; socialPage's unit test covers the forwarding page.
      expect(profileUrl(network)).toBeUndefined();
      const response = await page.goto(`/${network.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${site.name} on ${network.name}`,
      );
      await expect(main).toContainText(`We have no ${network.name} profile to link here yet.`);
      await expect(main.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(main.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute(
        'href',
        site.phone.href,
      );
      await expect(main.getByRole('link', { name: `E-mail ${site.email}` })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      // No link anywhere on the page goes to the network's own site.
      const hrefs = await page
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(
        hrefs.filter((href) => /facebook\.com|x\.com|twitter\.com|instagram\.com/.test(href)),
      ).toEqual([]);
    });
  }

  test('the footer links are the main pages, the four info pages, the social paths, phone and e-mail', async ({
    page,
  }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.startsWith('/'))).toEqual([
      '/services',
      '/about',
      '/contact',
      '/find-station',
      '/fuel-cards',
      '/promotions',
      '/mobile-app',
      '/facebook',
      '/twitter',
      '/instagram',
    ]);
    expect(hrefs.filter((href) => !href.startsWith('/')).sort()).toEqual(
      [site.phone.href, `mailto:${site.email}`].sort(),
    );
  });

  for (const info of infoPages) {
    test(`the footer link “${info.title}” opens a real page with a way to contact us`, async ({
      page,
    }) => {
      await page.goto('/');
      const responded = page.waitForResponse((response) =>
        response.url().endsWith(`/${info.slug}`),
      );
      await page.getByRole('contentinfo').getByRole('link', { name: info.title }).click();
      expect((await responded).status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/${info.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.title);
      await expect(page.getByRole('main')).toContainText(info.lead);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Contact our team' }),
      ).toHaveAttribute('href', '/contact');
    });
  }

  test('Find a Station points to the brands’ official websites in a new tab', async ({ page }) => {
    await page.goto('/find-station');
    const main = page.getByRole('main');
    for (const [brand, href] of [
      ['Indian Oil', site.portals.indianOil],
      ['Bharat Petroleum', site.portals.bharat],
      ['Hindustan Petroleum', site.portals.hindustan],
      ['Nayara Energy', site.portals.nayara],
      ['Jio-bp', site.portals.jio],
    ] as const) {
      const link = main.getByRole('link', {
        name: `${brand} (official website, opens in a new tab)`,
      });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

test.describe('404 page', () => {
  test.use({ viewport: wide });

  test('an unknown address answers 404 with the site’s header, footer and a way home', async ({
    page,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main')).toContainText('does not exist');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(site.tagline);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the not-found page asked for by its own name still answers 404', async ({ page }) => {
    const response = await page.goto('/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: wide });

  test('the first Tab reaches “Skip to content”, and Enter moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Services entries are reachable on wide screens', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByText('Services', { exact: true }).filter({ visible: true }).click();
    await expect(nav.getByRole('link', { name: 'Compare all brands' })).toHaveAttribute(
      'href',
      '/services',
    );
    await nav.getByRole('link', { name: 'Indian Oil' }).click();
    await expect(page).toHaveURL(/\/services\/indian-oil$/);
  });

  test('the menu and its Services entries are reachable on small screens', async ({ page }) => {
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
