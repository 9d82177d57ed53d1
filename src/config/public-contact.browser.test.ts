// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isPlaceholder } from './placeholder.ts';
import { publicContact } from './public-contact.ts';
import { site } from './site.ts';

/*
 * In a browser environment Vite answers src/config/owner-facts.ts with the facts as plain data
 * (server/build/owner-facts.ts, the browser's bundle): the stand-ins must be marked there too, or
 * an island would show the sample phone line the server withholds.
 */
describe('publicContact in the browser’s copy of the facts', () => {
  it('withholds the samples as on the server', () => {
    expect(isPlaceholder(site.phone.display)).toBe(true);
    expect(isPlaceholder(site.email)).toBe(true);
    expect(isPlaceholder(site.tagline)).toBe(false);
    expect(publicContact).toEqual({ phone: undefined, email: undefined });
  });
});
