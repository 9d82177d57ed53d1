import { site } from '../src/config/site.ts';
import { dealershipBySlug } from '../src/data/dealers/index.ts';
import { localizedPath, locales } from '../src/i18n/locales.ts';
import { contactHref } from '../src/lib/contact/prefill.ts';
import { hasOpenOpening } from '../src/lib/dealer-cta.ts';
import { indianDate } from '../src/lib/openings.ts';
import { expect, test } from './fixtures.ts';
import { pages } from './dealer-pages.ts';

/*
 * The dealership pages' calls to action: in every language, whose help each one offers (ours,
 * through our form) and that the brand takes applications only on its official portal.
 */

/**
 * Whose help a call to action offers, in every language (issue 19): the line attached to each
 * button says it opens our form, not the brand's, and that the brand takes applications only on
 * its official portal; a button says "our" help itself, or names us (the spec's "Get Expert
 * Guidance from" plus the provider's name). Written out per language
 * here, not read from the dictionary, so a wrong translation fails.
 */
const whoseHelp = {
  en: {
    form: /our own guidance form/,
    portal: /only on its official portal/,
    our: new RegExp(`\\bour\\b|${site.name}`),
  },
  hi: {
    form: /हमारा .*सलाह फ़ॉर्म/,
    portal: /सिर्फ़ उसके आधिकारिक पोर्टल पर/,
    our: new RegExp(`हमारी|हमारे|${site.name}`),
  },
  te: {
    form: /మా .*సలహా ఫారం/,
    portal: /అధికారిక పోర్టల్‌లో మాత్రమే/,
    our: new RegExp(`(^| )మా |${site.name}`),
  },
  ta: {
    form: /எங்கள் .*வழிகாட்டல் படிவ/,
    portal: /அதிகாரப்பூர்வ இணையதளத்தில் மட்டுமே/,
    our: new RegExp(`எங்கள்|${site.name}`),
  },
  kn: {
    form: /ನಮ್ಮ .*ಮಾರ್ಗದರ್ಶನ ಫಾರ್ಮ್/,
    portal: /ಅಧಿಕೃತ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಮಾತ್ರ/,
    our: new RegExp(`ನಮ್ಮ|${site.name}`),
  },
} as const;

const spokenBrands = [
  { slug: 'indian-oil', name: 'Indian Oil' },
  { slug: 'bharat', name: 'Bharat Petroleum' },
  { slug: 'jio', name: 'Jio-bp' },
  { slug: 'nayara', name: 'Nayara' },
  { slug: 'hindustan', name: 'Hindustan Petroleum' },
] as const;

for (const [locale, words] of Object.entries(whoseHelp) as [
  keyof typeof whoseHelp,
  (typeof whoseHelp)[keyof typeof whoseHelp],
][]) {
  for (const brand of spokenBrands) {
    test(`${locale} ${brand.name}: each call to action says it opens our form, applications only on the portal`, async ({
      page,
    }) => {
      const path =
        locale === 'en' ? `/services/${brand.slug}` : `/${locale}/services/${brand.slug}`;
      await page.goto(path);
      const ctas = page.locator(`a[href="${contactHref({ brand: brand.slug }, locale)}"]`);
      // One, after the safety box: Nayara's header button is gone (docs/departures.md).
      await expect(ctas).toHaveCount(1);
      for (const cta of await ctas.all()) {
        await expect(cta).toHaveAccessibleDescription(words.form);
        await expect(cta).toHaveAccessibleDescription(words.portal);
        await expect(cta).toHaveAccessibleDescription(new RegExp(`${site.name}.*${brand.name}`));
        const describedBy = await cta.getAttribute('aria-describedby');
        await expect(page.locator(`[id="${describedBy}"]`)).toBeVisible();
      }
      // The button's own words say whose help it offers, in every language.
      for (const cta of await ctas.all()) await expect(cta).toHaveAccessibleName(words.our);
    });
  }
}

/*
 * Issue 29: the English buttons say in their visible words whose help they open (ours), never
 * as the brand's own application ("Apply with Indian Oil", "Partner with Jio-bp Now").
 */
test.describe('calls to action say whose help they offer', () => {
  const brandWords =
    /^(Apply with|Partner with|Get Support for|Get Started$|Get Expert Guidance from Bharat)/;
  for (const expected of pages) {
    test(`${expected.path}: every button to the contact form says it is our help`, async ({
      page,
    }) => {
      await page.goto(expected.path);
      const slug = expected.path.replace('/services/', '');
      const ctas = page.locator(`main a[href="${contactHref({ brand: slug }, 'en')}"]`);
      expect(await ctas.count()).toBeGreaterThan(0);
      for (const cta of await ctas.all()) {
        await expect(cta).toBeVisible();
        const label = ((await cta.textContent()) ?? '').trim();
        expect(label).toMatch(new RegExp(`\\bour\\b|${site.name}`));
        expect(label).not.toMatch(brandWords);
      }
    });
  }

  // How each language says "now" in the Jio-bp button the translations used to carry.
  const nowWords = { en: /\bnow\b/i, hi: /अभी/, te: /ఇప్పుడే/, ta: /இப்போதே/, kn: /ಈಗಲೇ/ };
  for (const locale of locales) {
    test(`${locale}: the Jio-bp button says "now" only while an opening is open`, async ({
      page,
    }) => {
      const jio = dealershipBySlug('jio')!;
      const open = hasOpenOpening(jio, indianDate(new Date()));
      await page.goto(localizedPath('/services/jio', locale));
      const cta = page.locator(`main a[href="${contactHref({ brand: 'jio' }, locale)}"]`);
      await expect(cta).toHaveCount(1);
      if (open) await expect(cta).toHaveText(nowWords[locale]);
      else await expect(cta).not.toHaveText(nowWords[locale]);
    });
  }
});
