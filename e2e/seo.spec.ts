import type { APIRequestContext, Page } from '@playwright/test';
import { pngSize } from '../scripts/png.ts';
import { site } from '../src/config/site.ts';
import { localeOfPath, ogLocale } from '../src/i18n/locales.ts';
import { isUnindexed } from '../src/lib/seo.ts';
import { expect, routes, test } from './fixtures.ts';

// What the public site URL is, independently of the code under test: the config without a
// trailing slash.
const origin = site.url.replace(/\/+$/, '');

const metaContent = (page: Page, key: 'name' | 'property', value: string) =>
  page.locator(`head meta[${key}="${value}"]`).getAttribute('content');

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  return bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
}

/** The pixel size of a PNG the local server serves at `path`. */
async function servedPngSize(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('image/png');
  return pngSize(await response.body());
}

/** The <loc> URLs of a sitemap XML document. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);

/** The raw `<title>` and meta description of a page as the server sends them. */
async function servedHead(request: APIRequestContext, route: string) {
  const html = await (await request.get(route)).text();
  return {
    title: /<title>([^<]*)<\/title>/u.exec(html)?.[1] ?? '',
    description: /<meta name="description" content="([^"]*)"/u.exec(html)?.[1] ?? '',
  };
}

// Unique within a language: the same page in two languages may share a name (the home page is
// the site's name in all of them). One test per page; the pages it is compared with are read
// over HTTP, which is cheap, not rendered.
for (const route of routes) {
  test(`${route} has its own title and meta description in its language`, async ({
    page,
    request,
  }) => {
    await page.goto(route);
    expect(await page.title()).not.toBe('');
    expect(await metaContent(page, 'name', 'description')).not.toBe('');
    const own = await servedHead(request, route);
    const locale = localeOfPath(route);
    for (const other of routes.filter((r) => r !== route && localeOfPath(r) === locale)) {
      const theirs = await servedHead(request, other);
      expect(theirs.title, `${other} repeats the title`).not.toBe(own.title);
      expect(theirs.description, `${other} repeats the description`).not.toBe(own.description);
    }
  });
}

for (const route of routes) {
  test(`${route} tells search engines and link previews what it is`, async ({ page, request }) => {
    await page.goto(route);
    const canonical = `${origin}${route}`;
    const title = await page.title();
    const description = await metaContent(page, 'name', 'description');

    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const robots = page.locator('head meta[name="robots"]');
    if (isUnindexed(route)) await expect(robots).toHaveAttribute('content', 'noindex');
    else await expect(robots).toHaveCount(0);

    expect(await metaContent(page, 'property', 'og:type')).toBe('website');
    expect(await metaContent(page, 'property', 'og:site_name')).toBe(site.name);
    expect(await metaContent(page, 'property', 'og:locale')).toBe(ogLocale(localeOfPath(route)));
    expect(await metaContent(page, 'property', 'og:title')).toBe(title);
    expect(await metaContent(page, 'property', 'og:description')).toBe(description);
    expect(await metaContent(page, 'property', 'og:url')).toBe(canonical);
    const image = (await metaContent(page, 'property', 'og:image')) ?? '';
    expect(image.startsWith(`${origin}/`), `og:image ${image} is absolute on the site`).toBe(true);
    const imageSize = await servedPngSize(request, new URL(image).pathname);
    expect(await metaContent(page, 'property', 'og:image:width')).toBe(String(imageSize.width));
    expect(await metaContent(page, 'property', 'og:image:height')).toBe(String(imageSize.height));
    expect(await metaContent(page, 'property', 'og:image:alt')).toContain(site.name);

    expect(await metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(await metaContent(page, 'name', 'twitter:title')).toBe(title);
    expect(await metaContent(page, 'name', 'twitter:description')).toBe(description);
    expect(await metaContent(page, 'name', 'twitter:image')).toBe(image);

    const businesses = (await jsonLdBlocks(page)).filter(
      (data) => data['@type'] === 'LocalBusiness',
    );
    expect(businesses).toHaveLength(1);
    expect(businesses[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      url: `${origin}/`,
      foundingDate: String(site.foundedYear),
      address: {
        addressLocality: site.contactAddress.locality,
        addressRegion: site.contactAddress.region,
        addressCountry: site.contactAddress.countryCode,
      },
    });
    // The sample phone line and e-mail are not stated as the business's (public-contact.ts).
    expect(businesses[0]).not.toHaveProperty('telephone');
    expect(businesses[0]).not.toHaveProperty('email');
  });
}

test('robots.txt lets crawlers in and points them to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).not.toContain('Disallow: /');
  expect(lines).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
});

test('the sitemap lists every page except the unindexed ones', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemaps = locs(await index.text());
  expect(sitemaps.length).toBeGreaterThan(0);
  const listed: string[] = [];
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${origin}/`), sitemap).toBe(true);
    const response = await request.get(new URL(sitemap).pathname);
    expect(response.status(), sitemap).toBe(200);
    for (const loc of locs(await response.text())) {
      expect(loc.startsWith(`${origin}/`), loc).toBe(true);
      listed.push(new URL(loc).pathname);
    }
  }
  const indexable = routes.filter((route) => !isUnindexed(route));
  expect(listed.sort()).toEqual([...indexable].sort());
});

test('the web app manifest names the site and its icons are the sizes it says', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest.name).toBe(site.name);
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.start_url).toBe('/');
  expect(['browser', 'standalone']).toContain(manifest.display);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of pngs) {
    const { width, height } = await servedPngSize(request, icon.src);
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  const svg = await request.get('/favicon.svg');
  expect(svg.status()).toBe(200);
});

test('the apple touch icon is 180 px square and the social card is 1200 × 630', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await servedPngSize(request, touchIcon ?? '')).toEqual({ width: 180, height: 180 });
  const image = (await metaContent(page, 'property', 'og:image')) ?? '';
  expect(await servedPngSize(request, new URL(image).pathname)).toEqual({
    width: 1200,
    height: 630,
  });
});

test('/contact describes its FAQ to search engines with the same answers it shows', async ({
  page,
}) => {
  await page.goto('/contact');
  const faq = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'FAQPage') as
    { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined;
  expect(faq?.mainEntity).toHaveLength(3);
  const faqSection = page.getByRole('region', { name: 'Frequently Asked Questions' });
  for (const entry of faq?.mainEntity ?? []) {
    const question = faqSection.getByText(entry.name, { exact: true });
    await question.click();
    await expect(faqSection.getByText(entry.acceptedAnswer.text, { exact: true })).toBeVisible();
  }
});
