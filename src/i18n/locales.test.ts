import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, ogLocale, unlocalizedPath } from './locales.ts';

describe('language paths', () => {
  it('keeps English at today’s URLs and puts the others under their code', () => {
    expect(localizedPath('/services/jio', 'en')).toBe('/services/jio');
    expect(localizedPath('/services/jio', 'te')).toBe('/te/services/jio');
    expect(localizedPath('/', 'ta')).toBe('/ta');
    expect(localizedPath('/contact?brand=jio#contact-form', 'kn')).toBe(
      '/kn/contact?brand=jio#contact-form',
    );
  });

  it('leaves other sites, phone links and paths already in a language alone', () => {
    expect(localizedPath('https://iocl.com', 'hi')).toBe('https://iocl.com');
    expect(localizedPath('tel:+919876543210', 'hi')).toBe('tel:+919876543210');
    expect(localizedPath('//evil.example', 'hi')).toBe('//evil.example');
    expect(localizedPath('/te/about', 'hi')).toBe('/te/about');
  });

  it('reads the language back from a path, and the page without it', () => {
    expect(localeOfPath('/te/services/jio')).toBe('te');
    expect(localeOfPath('/te')).toBe('te');
    expect(localeOfPath('/te.html')).toBe('te');
    expect(unlocalizedPath('/te.html')).toBe('/');
    expect(localeOfPath('/services/jio')).toBe('en');
    expect(localeOfPath('/hindustan')).toBe('en');
    expect(unlocalizedPath('/te/services/jio')).toBe('/services/jio');
    expect(unlocalizedPath('/te')).toBe('/');
    expect(unlocalizedPath('/about')).toBe('/about');
  });

  it('writes Open Graph locales with an underscore', () => {
    expect(ogLocale('te')).toBe('te_IN');
    expect(ogLocale('en')).toBe('en_IN');
  });
});
