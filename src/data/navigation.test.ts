import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealershipPath, dealerships } from './dealers/index.ts';
import { dealershipHub, dealershipNav, isCurrentPath, mainNav, servicesNav } from './navigation.ts';

describe('navigation', () => {
  it('lists every dealership guide the site builds, by its brand name, then the hub', () => {
    expect(dealershipNav).toEqual(
      dealerships.map((brand) => ({ name: brand.name, path: dealershipPath(brand) })),
    );
    expect(servicesNav).toEqual([...dealershipNav, dealershipHub]);
  });

  it('points every top-level entry at a page that exists', () => {
    const pages = join(import.meta.dirname, '..', 'pages', '[...locale]');
    for (const entry of [...mainNav, dealershipHub]) {
      const file = entry.path === '/' ? 'index' : entry.path.slice(1);
      const found = ['.astro', '/index.astro'].some((ending) =>
        existsSync(join(pages, file + ending)),
      );
      expect(found, `${entry.path} has no page under src/pages`).toBe(true);
    }
  });

  it.each([
    ['/', '/'],
    ['/', '/index.html'],
    ['/', ''],
    ['/about', '/about.html'],
    ['/about', '/about/'],
    ['/services/jio', '/services/jio.html'],
    ['/', '/te.html'],
    ['/about', '/te/about.html'],
    ['/services/jio', '/kn/services/jio'],
  ])('treats %s as current on %s', (path, currentPath) => {
    expect(isCurrentPath(path, currentPath)).toBe(true);
  });

  it.each([
    ['/', '/about'],
    ['/services', '/services/jio'],
    ['/services/jio', '/services'],
    ['/', '/te/about'],
  ])('does not treat %s as current on %s', (path, currentPath) => {
    expect(isCurrentPath(path, currentPath)).toBe(false);
  });
});
