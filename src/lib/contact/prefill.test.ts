import { describe, expect, it } from 'vitest';
import { inquiryOptions } from './options.ts';
import { contactHref, prefillFromQuery } from './prefill.ts';
import { prefillRules } from './prefill-rules.ts';

const slugs = ['indian-oil', 'hindustan'];
const read = (href: string) => prefillFromQuery(new URL(href, 'https://x.in').searchParams, slugs);

describe('contact prefill links', () => {
  it('round-trip a brand, which makes the inquiry a Partnership', () => {
    expect(contactHref({ brand: 'hindustan' }, 'en')).toBe('/contact?brand=hindustan');
    expect(read(contactHref({ brand: 'hindustan' }, 'en'))).toEqual({
      brand: 'hindustan',
      inquiry: 'Partnership',
    });
  });

  it('round-trip a fuel type and an inquiry type', () => {
    expect(read(contactHref({ product: 'B20 Biofuel' }, 'en'))).toEqual({ product: 'B20 Biofuel' });
    expect(read(contactHref({ inquiry: 'Bulk Order' }, 'en'))).toEqual({ inquiry: 'Bulk Order' });
  });

  it('is the plain contact page when nothing is chosen', () => {
    expect(contactHref({}, 'en')).toBe('/contact');
    expect(read('/contact')).toEqual({});
  });

  it('ignores what the form does not offer', () => {
    expect(read('/contact?brand=shell&product=Petrol&inquiry=Refund')).toEqual({});
  });
});

describe('contactHref in another language', () => {
  it('leads to the contact page in the same language, the choice kept', () => {
    expect(contactHref({ brand: 'jio' }, 'te')).toBe('/te/contact?brand=jio');
    expect(contactHref({}, 'kn')).toBe('/kn/contact');
  });
});

describe('the rules of a brand link', () => {
  it('choose an inquiry type the form offers', () => {
    expect(inquiryOptions).toContain(prefillRules.brandInquiry);
  });
});
