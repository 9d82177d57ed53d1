/**
 * What the header, mobile-menu, footer and not-found specs share: the two screen sizes they test
 * at and the ways to find the main navigation and its disclosures.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const wide = { width: 1280, height: 800 };
export const phone = { width: 375, height: 800 };

/*
 * The header hydrates on the first interaction with it, and these tests press it right after
 * load, as a visitor does: before that press the Services dropdown and the hamburger are the
 * no-JavaScript <summary> elements, after it they are buttons. `servicesToggle` and
 * `menuToggle` find whichever is there; assertions on the scripted state use the buttons.
 */
export function servicesToggle(page: Page): Locator {
  const nav = mainNav(page);
  return nav
    .getByRole('button', { name: 'Dealership guides' })
    .or(nav.locator('summary').filter({ hasText: 'Dealership guides' }))
    .filter({ visible: true });
}

export function menuToggle(page: Page): Locator {
  return page
    .getByRole('button', { name: 'Menu' })
    .or(page.locator('summary[aria-label="Menu"]'))
    .filter({ visible: true });
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The element a disclosure button controls, found through its `aria-controls`. */
export async function controlledBy(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}
