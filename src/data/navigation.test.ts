import { describe, expect, it } from 'vitest';
import { dealershipHub, isCurrentPath, mainNav, servicesNav } from './navigation';

describe('navigation', () => {
  it('lists the five dealership guides in order, then the hub', () => {
    expect(servicesNav.map((entry) => entry.path)).toEqual([
      '/services/indian-oil',
      '/services/nayara',
      '/services/bharat',
      '/services/jio',
      '/services/hindustan',
      '/services',
    ]);
    expect(servicesNav.at(-1)).toEqual(dealershipHub);
  });

  it('lists Home, About Us and Contact', () => {
    expect(mainNav.map((entry) => [entry.name, entry.path])).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it.each([
    ['/', '/'],
    ['/', '/index.html'],
    ['/', ''],
    ['/about', '/about.html'],
    ['/about', '/about/'],
    ['/services/jio', '/services/jio.html'],
  ])('treats %s as current on %s', (path, currentPath) => {
    expect(isCurrentPath(path, currentPath)).toBe(true);
  });

  it.each([
    ['/', '/about'],
    ['/services', '/services/jio'],
    ['/services/jio', '/services'],
  ])('does not treat %s as current on %s', (path, currentPath) => {
    expect(isCurrentPath(path, currentPath)).toBe(false);
  });
});
