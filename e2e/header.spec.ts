// The header on wide screens: its links, the Dealership guides dropdown, focus and scrolling.
import { navName, servicesNav } from '../src/data/navigation.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { axeViolations, expect, test } from './fixtures.ts';
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

test.describe('wide screens', () => {
  test.use({ viewport: wide });

  test('the header lists Home, Dealership guides, About Us and Contact and marks the current page', async ({
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

  test('the Dealership guides dropdown is 64 units wide and lists the five brands, then the hub', async ({
    page,
  }) => {
    await page.goto('/');
    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
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
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(await controlledBy(page, button)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a click opens the dropdown and another click closes it', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Indian Oil' })).toBeHidden();

    await servicesToggle(page).click();
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
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
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
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
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
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
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
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
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
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
    const button = mainNav(page).getByRole('button', { name: 'Dealership guides' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize(phone);
    await expect(button).toBeHidden();
    await page.setViewportSize(wide);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(await controlledBy(page, button)).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Dealership guides entries are reachable on wide screens', async ({ page }) => {
    await page.setViewportSize(wide);
    await page.goto('/');
    const nav = mainNav(page);
    await nav.getByText('Dealership guides', { exact: true }).filter({ visible: true }).click();
    await expect(nav.getByRole('link', { name: 'Compare all brands' })).toHaveAttribute(
      'href',
      '/services',
    );
    await nav.getByRole('link', { name: 'Indian Oil' }).click();
    await expect(page).toHaveURL(/\/services\/indian-oil$/);
  });
});
