/**
 * What the home and testimonials specs share: bringing an island into view until React drives
 * it, and a fixed start for the fake clock.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Brings an island into view (they hydrate when visible) and waits until React drives it.
 * `inside` must be a locator that matches from within the island (it is resolved relative to it),
 * so it must not start from a section around the island.
 */
export async function hydrate(page: Page, inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: inside })).toHaveCount(0);
}

/** A fixed start for the fake clock; the page's timers only move when a test moves time. */
export async function freezeTime(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01+05:30'));
}
