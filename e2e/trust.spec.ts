import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, renderWholePage, test } from './fixtures.ts';
import { startServer, tempDbPath, type RunningServer } from './server-helpers.ts';

/*
 * The owner's trade facts: WhatsApp links, licences and registration, "Before you order".
 * The normal build has none of them set, so none may show. The facts build (`npm run
 * build:facts`: e2e/site-facts.ts over the real config) has them all set, and each must show
 * where the site promises it, in the page's language, with the context in the WhatsApp message.
 */

const factsRoot = join(import.meta.dirname, '..', 'dist', 'facts');
/** The test number, as wa.me wants it (e2e/site-facts.ts writes '+91 99999 00001'). */
const chat = 'https://wa.me/919999900001';
/** Pages name their canonical address in a message; the build's SITE_URL is the default. */
const origin = 'https://www.example.com';

/** The message a WhatsApp link types in for the visitor, read back from its address. */
async function messageOf(link: Locator): Promise<string> {
  const href = await link.getAttribute('href');
  expect(href?.startsWith(`${chat}?text=`), `${href} is a chat with our number`).toBe(true);
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

const whatsAppLinks = (page: Page) => page.locator('a[href^="https://wa.me/"]');

test.describe('with no trade facts set (the real build)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/', '/contact', '/about', '/services/jio', '/te/contact']) {
    test(`${path} shows no WhatsApp link, licence or terms`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(whatsAppLinks(page)).toHaveCount(0);
      await renderWholePage(page);
      const text = await page.locator('body').innerText();
      expect(text).not.toMatch(
        /WhatsApp|PESO|GSTIN|CIN\b|Licen[cs]e|Before you order|లైసెన్స్|ఆర్డర్ ఇచ్చే ముందు/i,
      );
      await expect(page.locator('footer dl')).toHaveCount(0);
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.join('')).not.toContain('taxID');
    });
  }
});

/**
 * The production server over the facts build, one per worker, and every page of these tests
 * asked of it (the project fixture then checks that nothing is asked of another origin).
 */
const factsTest = test.extend<{ server: RunningServer }, { factsServer: RunningServer }>({
  factsServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none.
    async ({}, use) => {
      if (!existsSync(join(factsRoot, 'index.html'))) {
        throw new Error('No facts build in dist/facts: run `npm run build:facts` first.');
      }
      const server = await startServer({ STATIC_ROOT: factsRoot, LEADS_DB: tempDbPath() });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ factsServer }, provide) => provide(factsServer),
  baseURL: async ({ factsServer }, provide) => provide(factsServer.origin),
});

factsTest.describe('with trade facts set (the facts build)', () => {
  const test = factsTest;
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the header offers WhatsApp beside Call, naming the page, without JavaScript', async ({
      browser,
      server,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 800 },
        baseURL: server.origin,
      });
      const page = await context.newPage();
      await page.goto('/about');
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: 'Call' })).toBeVisible();
      const link = banner.getByRole('link', { name: 'WhatsApp' });
      await expect(link).toBeVisible();
      expect(await messageOf(link)).toBe(
        `Hello Example Fuels, I am writing to you from this page of your website: ${origin}/about`,
      );
      await page.goto('/te/services');
      expect(
        await messageOf(page.getByRole('banner').getByRole('link', { name: 'WhatsApp' })),
      ).toBe(`నమస్తే Example Fuels, ఈ మెసేజ్ మీ వెబ్‌సైట్‌లోని ఈ పేజీ నుంచి: ${origin}/te/services`);
      await context.close();
    });

    for (const width of [375, 1280]) {
      for (const path of ['/contact', '/services/hindustan']) {
        test(`${path} at ${width} px has no axe violations with every fact set`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(path);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    }
  });

  test('once the owner sets the phone line and e-mail, every place offers them', async ({
    page,
  }) => {
    const [phone, tel, email] = ['+91 99999 00002', 'tel:+919999900002', 'requests@fuel.test'];
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/contact');
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Call ${phone}` }),
    ).toHaveAttribute('href', tel);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', tel);
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await expect(footer.locator('address')).not.toContainText('not set up yet');
    await expect(footer.locator('address')).toContainText('7 Test Street, Hyderabad');
    const info = page.getByRole('region', { name: 'Contact Information' });
    // With a street address set, the address card links to a map of the town.
    await expect(info.getByRole('link', { name: /Address.*Find us on a map/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    await expect(info.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', tel);
    await expect(info.getByRole('link', { name: /E-mail/ })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    const notice = page.getByRole('region', { name: 'How we use your details' });
    await expect(notice.getByRole('link', { name: email })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((body) => JSON.parse(body) as object)).toContainEqual(
      expect.objectContaining({ '@type': 'LocalBusiness', telephone: '+919999900002', email }),
    );
    await page.goto('/facebook');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute('href', tel);
    await expect(main.getByRole('link', { name: `E-mail ${email}` })).toHaveAttribute(
      'href',
      `mailto:${email}`,
    );
    await page.goto('/mobile-app');
    await expect(
      page.getByRole('main').getByRole('link', { name: `Call ${phone}` }),
    ).toHaveAttribute('href', tel);
  });

  test('the header link is for phones: a desktop has the page links instead', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'WhatsApp' })).toBeHidden();
  });

  test('Contact Information has a WhatsApp card, in the page language', async ({ page }) => {
    await page.goto('/contact');
    const info = page.getByRole('region', { name: 'Contact Information' });
    const card = info.getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(card).toContainText('+91 99999 00001');
    expect(await messageOf(card)).toBe(
      `Hello Example Fuels, I am writing to you from this page of your website: ${origin}/contact`,
    );
    await page.goto('/hi/contact');
    const hindi = page.getByRole('region', { name: 'संपर्क की जानकारी' });
    expect(await messageOf(hindi.getByRole('link', { name: /WhatsApp पर हमसे बात करें/ }))).toBe(
      `नमस्ते Example Fuels, यह संदेश आपकी वेबसाइट के इस पेज से है: ${origin}/hi/contact`,
    );
  });

  test('every dealership call to action offers WhatsApp, naming the brand', async ({ page }) => {
    await page.goto('/services/nayara');
    const link = page.locator('#apply').getByRole('link', { name: 'Ask about Nayara on WhatsApp' });
    expect(await messageOf(link)).toBe(
      `Hello Example Fuels, I would like help with a petrol pump dealership with Nayara. I read about it on your website: ${origin}/services/nayara`,
    );
    await page.goto('/ta/services/hindustan');
    const closing = page.locator('#apply').getByRole('link', { name: /WhatsApp-இல் கேளுங்கள்/ });
    expect(await messageOf(closing)).toBe(
      `வணக்கம் Example Fuels, Hindustan Petroleum பெட்ரோல் பங்க் டீலர்ஷிப்புக்கு எனக்கு உதவி வேண்டும். இதைப் பற்றி உங்கள் இணையதளத்தில் படித்தேன்: ${origin}/ta/services/hindustan`,
    );
  });

  test('under the fuel cards, the WhatsApp link follows the chosen card', async ({ page }) => {
    await page.goto('/kn');
    const services = page.locator('#services');
    const first = services.getByRole('link', { name: /WhatsApp ನಲ್ಲಿ ಕೇಳಿ/ });
    const firstCard = (await services.getByRole('button').first().textContent()) ?? '';
    expect(await messageOf(first)).toBe(
      `ನಮಸ್ಕಾರ Example Fuels, ನನಗೆ ${firstCard} ಬೆಲೆ ತಿಳಿಯಬೇಕು. ಇದನ್ನು ನಿಮ್ಮ ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ನೋಡಿದೆ: ${origin}/kn`,
    );
    await page.goto('/');
    await page.locator('#services').getByRole('button', { name: 'Biofuels & Blends' }).click();
    const link = page.getByRole('link', { name: 'Ask about Biofuels & Blends on WhatsApp' });
    expect(await messageOf(link)).toBe(
      `Hello Example Fuels, I would like a price for Biofuels & Blends. I found it on your website: ${origin}/`,
    );
  });

  test('the thank-you panel offers to send the reference on WhatsApp', async ({ page, server }) => {
    await page.goto('/contact');
    // The panel stays 3 s before the form returns; a paused clock keeps it up for the checks.
    await page.clock.install();
    await page.getByLabel('Full Name').fill('Trust Test');
    await page.getByLabel('Contact Number (10 digits)').fill('9876543210');
    await page.getByLabel('Product/Fuel Type').selectOption('Premium Diesel');
    await page.getByLabel('Inquiry Type').selectOption('Bulk Order');
    await page.getByLabel(/^Address/).fill('Plot 4, Industrial Area, Hyderabad');
    await page.getByRole('button', { name: 'Send Request' }).click();
    const panel = page.getByRole('region', { name: 'Thank You!' });
    await expect(panel).toContainText('Your reference:');
    const reference = (await panel.locator('strong').textContent()) ?? '';
    expect(reference).toMatch(/^[0-9A-F]{8}$/i);
    const link = panel.getByRole('link', { name: 'Send us your reference on WhatsApp' });
    expect(await messageOf(link)).toBe(
      `Hello Example Fuels, I sent a request on your website. My reference is ${reference}. (${server.origin}/contact)`,
    );
  });

  test('the footer lists the licences and registration compactly', async ({ page }) => {
    await page.goto('/te');
    const footer = page.getByRole('contentinfo');
    const licences = footer.getByRole('definition');
    await expect(licences).toHaveText([
      'TEST/PESO/STORAGE/001',
      'TEST/PESO/VEHICLE/002',
      '36AAAAA0000A1Z3',
      'TEST-CIN-0003',
    ]);
    await expect(footer.getByRole('term')).toHaveText([
      'ఇంధనం నిల్వ చేయడానికి PESO లైసెన్స్:',
      'డెలివరీ వాహనానికి PESO లైసెన్స్: మొబైల్ డిస్పెన్సర్ (బౌజర్):',
      'GST నంబర్ (GSTIN):',
      'కంపెనీ రిజిస్ట్రేషన్ నంబర్ (CIN):',
    ]);
  });

  for (const path of ['/contact', '/about']) {
    test(`${path} lists each licence with the register that confirms it`, async ({ page }) => {
      await page.goto(path);
      const section = page.getByRole('region', { name: 'Licences and registration' }).last();
      const checks = section.getByRole('link');
      await expect(checks).toHaveText([
        /Check it on the PESO website/,
        /Check it on the PESO website/,
        /Check it on the GST website/,
        /Check it on the MCA website/,
      ]);
      expect(
        await Promise.all((await checks.all()).map((link) => link.getAttribute('href'))),
      ).toEqual([
        'https://peso.gov.in',
        'https://peso.gov.in',
        'https://services.gst.gov.in/services/searchtp',
        'https://www.mca.gov.in/content/mca/global/en/mca/master-data/MDS.html',
      ]);
      await expect(section).toContainText('36AAAAA0000A1Z3');
      await expect(section).toContainText('TEST/PESO/STORAGE/001');
    });
  }

  test('the business structured data carries the GSTIN as its taxID', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const business = blocks
      .map((text) => JSON.parse(text) as { '@type': string; taxID?: string })
      .find((data) => data['@type'] === 'LocalBusiness');
    expect(business?.taxID).toBe('36AAAAA0000A1Z3');
  });

  test('"Before you order" states the terms on Contact, figures formatted per language', async ({
    page,
  }) => {
    await page.goto('/contact');
    const terms = page.getByRole('region', { name: 'Before you order' });
    await expect(terms.getByRole('term')).toHaveText([
      'Smallest order',
      'Delivery charge',
      'Delivery hours',
      'Usual time to deliver',
      'Districts we deliver to',
    ]);
    await expect(terms.getByRole('definition')).toHaveText([
      '2,000 litres',
      '₹1,500 for each delivery',
      'Every day, 6:00 am to 9:30 pm',
      'Within 24–48 hours of your order',
      'Hyderabad and Rangareddy',
    ]);
  });

  test('"Before you order" sits under the home fuel cards, in Telugu on the Telugu page', async ({
    page,
  }) => {
    await page.goto('/te');
    const terms = page.locator('#services').getByRole('region', { name: 'ఆర్డర్ ఇచ్చే ముందు' });
    await expect(terms.getByRole('definition')).toHaveText([
      '2,000 లీటర్లు',
      'ఒక్కో డెలివరీకి ₹1,500',
      'ప్రతిరోజూ, 6:00 AM నుంచి 9:30 PM వరకు',
      'ఆర్డర్ ఇచ్చిన 24–48 గంటల్లోపు',
      'హైదరాబాద్ మరియు రంగారెడ్డి',
    ]);
  });
});
