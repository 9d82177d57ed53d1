import { axeViolations, expect, nameMismatches, routes, test } from './fixtures.ts';

// Every built page, at a phone width and a desktop width.
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const route of routes) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        expect(await axeViolations(page)).toEqual([]);
      });

      test(`${route}: every link and button is named with the words it shows`, async ({ page }) => {
        await page.goto(route);
        expect(await nameMismatches(page)).toEqual([]);
      });
    }
  });
}
