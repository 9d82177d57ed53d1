import { locales } from '../src/i18n/locales.ts';
import { axeViolationsAsLoaded, expect, test } from './fixtures.ts';

/*
 * axe on the page as it has loaded, not scrolled, as an auditor's tool runs it: sections below the
 * screen are not laid out yet (`content-visibility: auto`, Section.tsx) and nothing has finished
 * fading, and axe must find nothing either way. The hub and the five brand pages are the longest
 * pages; every language, at a phone width. With motion, sections below the screen are hidden
 * until scrolled to (reveal.ts), so axe skips them; under reduced motion nothing is hidden, so
 * axe reads every deferred section too. One test per page, so none loops over many pages
 * within one timeout.
 */
const pages = [
  '/services',
  '/services/indian-oil',
  '/services/nayara',
  '/services/bharat',
  '/services/jio',
  '/services/hindustan',
];

test.use({ viewport: { width: 375, height: 667 } });

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });
    for (const locale of locales) {
      for (const path of pages) {
        const route = locale === 'en' ? path : `/${locale}${path}`;
        test(`${route} as loaded at 375 px has no axe violations`, async ({ page }) => {
          await page.goto(route);
          expect(await axeViolationsAsLoaded(page)).toEqual([]);
        });
      }
    }
  });
}
