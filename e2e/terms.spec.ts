import { localeOfPath, localizedPath, locales } from '../src/i18n/locales.ts';
import { dictionaries } from '../src/i18n/ui.ts';
import { expect, routes, test } from './fixtures.ts';

/*
 * A reader who left school after class 10 meets SC/ST, OBC, NOC, EV and ROI on the brand pages,
 * the hub and the self-check. Wherever a page shows one, its "Words used on this page" list at
 * the end explains it, once; a page that shows none has no such list.
 */

/** The acronyms and terms a reader may not know, as a page shows them in any language. */
const acronyms = [
  ['SC/ST', /\bSC\/ST\b/],
  ['OBC', /\bOBC\b/],
  ['NOC', /\bNOCs?\b/],
  ['EV', /\bEVs?\b/],
  ['ROI', /\bROI\b/],
  ['CA, CS, ICWA', /\bICWA\b/],
] as const;

test.describe('terms are explained once on the page that shows them', () => {
  for (const route of routes) {
    test(`${route} explains each term it shows`, async ({ page }) => {
      const words = dictionaries[localeOfPath(route)];
      await page.goto(route);
      const list = page.getByRole('region', { name: words['terms.title'] });
      const shown = await page.evaluate(() => {
        const main = document.querySelector('main');
        if (!main) return '';
        const copy = main.cloneNode(true) as HTMLElement;
        copy.querySelector('#terms')?.remove();
        return copy.textContent ?? '';
      });
      const expected: string[] = acronyms
        .filter(([, pattern]) => pattern.test(shown))
        .map(([term]) => term);
      // English pages: "net worth" and "frontage" are terms too (other languages write them in
      // their own words).
      if (localeOfPath(route) === 'en') {
        if (/net worth/i.test(shown)) expected.push(words['terms.netWorth.name']);
        if (/frontage/i.test(shown)) expected.push(words['terms.frontage.name']);
      }
      // "Outlet", in every language by the word its pages use for the petrol pump itself.
      const outlet = words['terms.outlet.name'];
      if (shown.toLocaleLowerCase().includes(outlet.toLocaleLowerCase())) expected.push(outlet);
      // "Advertisement", the oil company's notice that invites applications, "Security deposit"
      // and "Official portal", likewise.
      for (const id of ['advertisement', 'securityDeposit', 'officialPortal'] as const) {
        const name = words[`terms.${id}.name`];
        if (shown.toLocaleLowerCase().includes(name.toLocaleLowerCase())) expected.push(name);
      }
      if (expected.length === 0) {
        await expect(list).toHaveCount(0);
        return;
      }
      for (const term of expected) {
        await expect(list.getByRole('term').filter({ hasText: term }), term).toHaveCount(1);
      }
      // Every explanation is a sentence of the page's language, not an empty line.
      for (const meaning of await list.getByRole('definition').allTextContents()) {
        expect(meaning.trim().length).toBeGreaterThan(10);
      }
    });
  }
});

/*
 * The self-check's results, written once a visitor answers, name a brand's security deposit and
 * outlet construction, and ask for proof of net worth: the page explains both, though its prerendered text shows neither
 * (the 41st Kannada read: lakh-sized deposits with no word on when, or to whom, one is paid).
 */
for (const locale of locales) {
  test(`the self-check explains the security deposit, outlet and net worth its results name (${locale})`, async ({
    page,
  }) => {
    const words = dictionaries[locale];
    await page.goto(
      `${localizedPath('/services/eligibility', locale)}#age=30&edu=class10&citizen=yes&site=rural&area=40&unit=cent&frontage=30&land=owned&funds=40`,
    );
    const list = page.getByRole('region', { name: words['terms.title'] });
    for (const id of ['netWorth', 'outlet', 'securityDeposit'] as const) {
      await expect(
        list.getByRole('term').filter({ hasText: words[`terms.${id}.name`] }),
      ).toHaveCount(1);
    }
    if (locale === 'en') {
      const result = page.locator('#eligibility');
      await expect(result).toContainText('security deposit');
      await expect(result).toContainText('net worth');
      await expect(result).toContainText('outlet construction');
    }
  });
}
