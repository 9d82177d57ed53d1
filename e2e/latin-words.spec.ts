import { site } from '../src/config/site.ts';
import { dealerships } from '../src/data/dealers/index.ts';
import { allowedAsEnglish } from '../src/i18n/allowed-as-english.ts';
import { defaultLocale, localeNames, localeOfPath, locales } from '../src/i18n/locales.ts';
import { findPlaceholders } from '../scripts/launch-check-lib.ts';
import { placeholderSources } from '../scripts/launch-check-sources.ts';
import { expect, routes, test } from './fixtures.ts';

/*
 * A page in Hindi, Telugu, Tamil or Kannada shows no word in Latin script that a reader would
 * need in their own language. What may stay as written is derived from the data: the brands'
 * names, portals and joint-venture owners, the site's name, the languages' own names in the
 * switcher, the names and acronyms every language keeps (allowedAsEnglish), the owner's
 * placeholders; addresses (web, e-mail) are taken out before the words are read, and so is a
 * word in capitals (an acronym such as ITR or NOC, or a blend such as B20).
 */

const placeholders = findPlaceholders(await placeholderSources()).map((found) => found.value);

const allowedWords: ReadonlySet<string> = new Set(
  [
    site.name,
    ...Object.values(localeNames),
    ...allowedAsEnglish,
    ...dealerships.flatMap((brand) => [
      brand.name,
      brand.portal.label,
      brand.selectionPortal?.label ?? '',
      // The companies owning a joint venture, kept as written in every language (the schema's
      // identifiers): "Reliance Industries", "bp".
      ...brand.sections.flatMap((section) =>
        section.kind === 'joint-venture' ? section.owners.map((owner) => owner.name) : [],
      ),
    ]),
    ...placeholders,
  ].flatMap((text) => latinWords(text)),
);

/** The words in Latin script of a text, web and e-mail addresses taken out. */
function latinWords(text: string): string[] {
  const withoutAddresses = text
    .replace(/\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/gu, ' ')
    .replace(/\b(https?:\/\/)?([\w-]+\.)+(com|in|org|net)\b\S*/gu, ' ')
    // "www" on its own, with or without its dot: the prefix a reader is told may stand before
    // the portal's name, and which a translation may name apart from the address. So may the
    // "https://" or "http://" a reader is told to leave out before reading the name.
    .replace(/\bwww\b\.?/gu, ' ')
    .replace(/\bhttps?:\/\//gu, ' ');
  // A word ends where its letters do: "NOC-கள்" is the acronym NOC with a Tamil ending.
  const words = withoutAddresses.match(/\p{Script=Latin}[\p{Script=Latin}\p{M}'’-]*/gu) ?? [];
  return words.map((word) => word.replace(/[-'’]+$/u, ''));
}

const isAcronym = (word: string) => /^[A-Z][A-Z0-9]*$/u.test(word) && word.length > 1;

const localizedRoutes = routes.filter((route) => localeOfPath(route) !== defaultLocale);

test.describe('no English word left on a page in another language', () => {
  test('the check covers every translated page the build made', () => {
    expect(localizedRoutes.length).toBe((routes.length / locales.length) * (locales.length - 1));
  });

  for (const route of localizedRoutes) {
    test(`${route} shows no Latin-script word outside the data's names and acronyms`, async ({
      page,
    }) => {
      await page.goto(route);
      const texts = await page.locator('body').evaluate((body) => {
        const found: string[] = [];
        const skip = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
        const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (skip.has(node.parentElement?.tagName ?? '')) continue;
          const text = node.textContent?.trim();
          if (text) found.push(text);
        }
        for (const element of body.querySelectorAll('*')) {
          for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
            const value = element.getAttribute(name)?.trim();
            if (value) found.push(value);
          }
        }
        found.push(document.title);
        return found;
      });
      const english = texts.flatMap((text) =>
        latinWords(text)
          .filter((word) => !allowedWords.has(word) && !isAcronym(word))
          .map((word) => `${word} (in "${text}")`),
      );
      expect(english).toEqual([]);
    });
  }
});
