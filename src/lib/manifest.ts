import { themeColor } from './seo.ts';

/** The PNG icons scripts/icons.ts draws into public/, with the pixel size each is drawn at. */
export const appIcons = [
  { src: '/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

/** The home-screen icon iOS asks for by convention; it is square and has no transparency. */
export const appleTouchIcon = { src: '/apple-touch-icon.png', size: 180 } as const;

/** The web app manifest for a site with this name: a bookmark-like app that opens at home. */
export function webAppManifest(site: { name: string; tagline: string }) {
  return {
    name: site.name,
    short_name: site.name.length <= 12 ? site.name : site.name.split(/\s+/)[0],
    description: site.tagline,
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...appIcons.map(({ src, size, purpose }) => ({
        src,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ],
  };
}
