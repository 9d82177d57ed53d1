/**
 * Draws the site's PNG icons and its social card from SVG/HTML with the local Chromium, into
 * public/. The PNGs are committed: this runs only when the brand, name or tagline changes.
 *
 *   npm run icons          # then review the PNGs and commit them
 *
 * It needs a Chromium: Debian's /usr/bin/chromium when present (CHROME_PATH overrides), else
 * Playwright's own. Everything drawn comes from public/favicon.svg, the brand colour in
 * src/lib/seo.ts and the name and tagline in src/config/site.ts, so the card never disagrees
 * with the site.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { site } from '../src/config/site.ts';
import { appIcons, appleTouchIcon } from '../src/lib/manifest.ts';
import { socialImage, themeColor } from '../src/lib/seo.ts';
import { pngSize } from './png.ts';

const publicDir = join(import.meta.dirname, '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
const flame = /<path d="([^"]+)"/.exec(favicon)?.[1];
if (!flame) throw new Error('public/favicon.svg has no flame <path> to draw the icons from');

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The flame on a full-bleed brand square. Platforms that mask icons (Android's maskable, iOS's
 * rounded corners) crop the edges, so the flame is scaled around the centre to stay inside the
 * safe zone (a circle of 40% of the size for maskable icons).
 */
function fullBleedIcon(flameScale: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${themeColor}"/><path transform="translate(32 32.5) scale(${flameScale}) translate(-32 -32.5)" d="${flame}" fill="#fff"/></svg>`;
}

function page(width: number, height: number, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style></head><body>${body}</body></html>`;
}

/** The social card: brand colour, the flame, the site's name and its tagline. */
function socialCard(): string {
  const { width, height } = socialImage;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
  body{box-sizing:border-box;padding:88px 96px;display:flex;flex-direction:column;justify-content:center;gap:36px;
    background:linear-gradient(135deg,#7c2d12 0%,${themeColor} 55%,#ea580c 100%);color:#fff;
    font-family:system-ui,'DejaVu Sans',sans-serif}
  .mark{display:flex;align-items:center;gap:28px}
  .mark svg{width:112px;height:112px;flex:none}
  h1{margin:0;font-size:84px;line-height:1.05;font-weight:800;letter-spacing:-0.02em}
  p{margin:0;max-width:960px;font-size:44px;line-height:1.3;color:#ffedd5}
  .rule{width:160px;height:8px;border-radius:4px;background:#fff7ed}
</style></head><body>
  <div class="mark"><svg viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#fff"/><path d="${flame}" fill="${themeColor}"/></svg><h1>${escapeHtml(site.name)}</h1></div>
  <div class="rule"></div>
  <p>${escapeHtml(site.tagline)}</p>
</body></html>`;
}

interface Drawing {
  file: string;
  width: number;
  height: number;
  html: string;
  /** Keep the corners transparent (the rounded favicon shape). */
  transparent: boolean;
}

const drawings: Drawing[] = [
  ...appIcons.map(({ src, size, purpose }) => ({
    file: src.slice(1),
    width: size,
    height: size,
    html: page(size, size, purpose === 'maskable' ? fullBleedIcon(0.9) : favicon),
    transparent: purpose !== 'maskable',
  })),
  {
    file: appleTouchIcon.src.slice(1),
    width: appleTouchIcon.size,
    height: appleTouchIcon.size,
    html: page(appleTouchIcon.size, appleTouchIcon.size, fullBleedIcon(1.1)),
    transparent: false,
  },
  {
    file: socialImage.path.slice(1),
    width: socialImage.width,
    height: socialImage.height,
    html: socialCard(),
    transparent: false,
  },
];

const debianChromium = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const browser = await chromium.launch(
  existsSync(debianChromium) ? { executablePath: debianChromium } : {},
);
try {
  for (const drawing of drawings) {
    const tab = await browser.newPage({
      viewport: { width: drawing.width, height: drawing.height },
      deviceScaleFactor: 1,
    });
    await tab.setContent(drawing.html);
    const png = await tab.screenshot({ type: 'png', omitBackground: drawing.transparent });
    await tab.close();
    const size = pngSize(png);
    if (size.width !== drawing.width || size.height !== drawing.height) {
      throw new Error(
        `${drawing.file} came out ${size.width}×${size.height}, not ${drawing.width}×${drawing.height}`,
      );
    }
    writeFileSync(join(publicDir, drawing.file), png);
    console.log(`public/${drawing.file}  ${size.width}×${size.height}  ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
