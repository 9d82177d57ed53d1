import { describe, expect, it } from 'vitest';
import { budgetFor, defaultBudgets, routeMatches, templateOf } from './budget-templates.ts';
import { localizedPath, locales } from '../src/i18n/locales.ts';

describe('templateOf', () => {
  it('names each page by its template in every language the site has', () => {
    for (const locale of locales) {
      const path = (route: string) => localizedPath(route, locale);
      expect(templateOf(path('/')).name).toBe('home');
      expect(templateOf(path('/services')).name).toBe('hub');
      expect(templateOf(path('/services/eligibility')).name).toBe('self-check');
      expect(templateOf(path('/services/jio')).name).toBe('brand page');
      expect(templateOf(path('/contact')).name).toBe('contact');
      expect(templateOf(path('/about')).name).toBe('info page');
      expect(templateOf(path('/contact/thanks')).name).toBe('info page');
    }
  });
});

describe('routeMatches', () => {
  it('reads * as one segment and a final /** as the route and all under it', () => {
    expect(routeMatches('/services/*', '/services/jio')).toBe(true);
    expect(routeMatches('/services/*', '/services')).toBe(false);
    expect(routeMatches('/services/*', '/te/services/jio')).toBe(false);
    expect(routeMatches('/te/**', '/te')).toBe(true);
    expect(routeMatches('/te/**', '/te/services/jio')).toBe(true);
    expect(routeMatches('/te/**', '/tea')).toBe(false);
    expect(routeMatches('/**', '/')).toBe(true);
  });

  it('gives a route the first template whose pattern names it', () => {
    expect(budgetFor(defaultBudgets, 'htmlCss', '/services/eligibility')).toBe(25 * 1024);
    expect(budgetFor(defaultBudgets, 'js', '/kn/services/eligibility')).toBe(87.5 * 1024);
    expect(budgetFor(defaultBudgets, 'htmlCss', '/services/jio')).toBe(20 * 1024);
    expect(budgetFor(defaultBudgets, 'js', '/services/jio')).toBe(defaultBudgets.js);
    expect(budgetFor(defaultBudgets, 'htmlCss', '/about')).toBe(defaultBudgets.htmlCss);
  });
});
