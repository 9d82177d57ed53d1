import { describe, expect, it } from 'vitest';
import { webAppManifest } from './manifest.ts';

describe('webAppManifest', () => {
  it('names the app after the site and opens it at home', () => {
    const manifest = webAppManifest({ name: 'Acme', tagline: 'Fuel, on time.' });
    expect(manifest).toMatchObject({
      name: 'Acme',
      short_name: 'Acme',
      description: 'Fuel, on time.',
      start_url: '/',
      display: 'browser',
      theme_color: '#c2410c',
    });
  });

  it('shortens a long name to its first word for the home screen', () => {
    expect(webAppManifest({ name: 'Southern Star Fuels', tagline: '' }).short_name).toBe(
      'Southern',
    );
  });

  it('offers 192 and 512 px PNG icons and a maskable one', () => {
    const icons = webAppManifest({ name: 'Acme', tagline: '' }).icons;
    expect(icons).toContainEqual({
      src: '/icon-192.png',
      sizes: '192x192',
      type: 'image/png',
      purpose: 'any',
    });
    expect(icons).toContainEqual({
      src: '/icon-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'any',
    });
    expect(icons).toContainEqual({
      src: '/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    });
  });
});
