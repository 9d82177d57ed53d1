// The footer and the pages only it links to: the social paths, the info pages, Find a Station.
import { publicContact } from '../src/config/public-contact.ts';
import { site } from '../src/config/site.ts';
import { infoPages } from '../src/data/info-pages.ts';
import { profileUrl, socialNetworks } from '../src/data/social.ts';
import { expect, test } from './fixtures.ts';
import { wide } from './nav-helpers.ts';

// Several tests walk through a few pages on a 2-core machine shared with other browsers; a roomier
// per-test budget keeps a slow moment from failing them. No assertion waits less than the default.
test.describe.configure({ timeout: 60_000 });

test.describe('footer', () => {
  test.use({ viewport: wide });

  test('shows the tagline, this year’s copyright, and sends to the form while the street address, phone line and e-mail are samples', async ({
    page,
  }) => {
    // site.yaml still lists the street address, the phone line and the e-mail as placeholders.
    expect(publicContact).toEqual({ phone: undefined, email: undefined, streetAddress: undefined });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(site.tagline);
    // The sample road is not shown as if it were an office a reader could visit.
    await expect(footer).not.toContainText('Placeholder Road');
    const address = footer.locator('address');
    await expect(address).toContainText(
      'Address: Hyderabad, Telangana, India; full address not set up yet. Send us a request through the form',
    );
    await expect(address).toContainText(
      'Phone: not set up yet. Send us a request through the form',
    );
    await expect(address).toContainText(
      'Support: e-mail not set up yet. Send us a request through the form',
    );
    const toForm = address.getByRole('link', { name: 'Send us a request through the form' });
    await expect(toForm).toHaveCount(3);
    for (const link of await toForm.all()) await expect(link).toHaveAttribute('href', '/contact');
    await expect(footer).not.toContainText(site.phone.display);
    await expect(footer).not.toContainText(site.email);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test('in Telugu, says the phone line is not set up and sends to the Telugu form', async ({
    page,
  }) => {
    await page.goto('/te/about');
    const address = page.getByRole('contentinfo').locator('address');
    await expect(address).toContainText('ఫోన్: నంబర్ ఇంకా ఇవ్వలేదు.');
    await expect(
      address.getByRole('link', { name: 'ఫారం ద్వారా మాకు అభ్యర్థన పంపండి' }).first(),
    ).toHaveAttribute('href', '/te/contact');
  });

  test('social links name their network and go to the spec’s paths on this site', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // No profile is set yet, so the heading does not say "Follow us" over pages saying so.
    expect(socialNetworks.some((network) => profileUrl(network))).toBe(false);
    await expect(
      footer.getByRole('heading', { name: 'Social media (not set up yet)' }),
    ).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Follow us' })).toHaveCount(0);
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
      // No "profile to link here yet" (read as a profile we had not linked), and a warning: fake
      // pages and adverts in a supplier's name are how dealership frauds reach applicants.
      await expect(main).toContainText(
        `We have no ${network.name} page yet. Any ${network.name} page, group or advert that uses our name, or offers a petrol pump dealership in our name, is not ours`,
      );
      await expect(main.getByRole('link', { name: 'Contact our team' })).toHaveAttribute(
        'href',
        '/contact',
      );
      // The sample phone line and e-mail are neither shown nor linked: the form is the way.
      await expect(main).toContainText('Send us a request through the contact form.');
      await expect(main).not.toContainText('call or write to us directly');
      await expect(main.getByRole('link', { name: /^(Call|E-mail) / })).toHaveCount(0);
      await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
      // No link anywhere on the page goes to the network's own site.
      const hrefs = await page
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(
        hrefs.filter((href) => /facebook\.com|x\.com|twitter\.com|instagram\.com/.test(href)),
      ).toEqual([]);
    });
  }

  test('the footer links are the form (for the address, phone and e-mail not set up), the main pages, the four info pages and the social paths', async ({
    page,
  }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toEqual([
      // "Address: not set up yet", "Phone: not set up yet" and "Support: e-mail not set up yet",
      // each sending to the form.
      '/contact',
      '/contact',
      '/contact',
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
  });

  for (const path of [
    '/',
    '/contact',
    '/mobile-app',
    '/facebook',
    '/hi/contact',
    '/kn/mobile-app',
  ]) {
    test(`${path} on a phone neither shows nor links the sample phone line or e-mail`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      // No call button in the header, no card, link or footer line with the number or address.
      await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
      const text = (await page.locator('body').textContent()) ?? '';
      expect(text).not.toContain(site.phone.display);
      expect(text).not.toContain(site.email);
    });
  }

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
