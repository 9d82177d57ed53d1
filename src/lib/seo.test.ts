import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  canonicalPath,
  canonicalUrl,
  alternateLinks,
  faqPageJsonLd,
  isUnindexed,
  webPageJsonLd,
  jsonLdScriptBody,
  localBusinessJsonLd,
  pageTitle,
  siteOrigin,
  telephoneOf,
  type BusinessFacts,
} from './seo.ts';

const business: BusinessFacts = {
  name: 'Acme Fuels',
  url: 'https://fuel.test/',
  tagline: 'Fuel, on time.',
  phone: { href: 'tel:+911234567890' },
  email: 'hello@fuel.test',
  contactAddress: { locality: 'Chennai', region: 'Tamil Nadu', countryCode: 'IN' },
  foundedYear: 2019,
};

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['', '/'],
    ['/about.html', '/about'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/contact/thanks.html', '/contact/thanks'],
    ['/dealership/index.html', '/dealership'],
    ['/about?utm_source=x#team', '/about'],
    ['about.html', '/about'],
  ])('cleans %j to %j', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('keeps a page whose name merely ends in "index"', () => {
    expect(canonicalPath('/reindex.html')).toBe('/reindex');
  });
});

describe('canonicalUrl and absoluteUrl', () => {
  it('joins the site origin and the clean path without doubled or trailing slashes', () => {
    expect(canonicalUrl('https://fuel.test/', '/about.html')).toBe('https://fuel.test/about');
    expect(canonicalUrl('https://fuel.test', '/index.html')).toBe('https://fuel.test/');
    expect(absoluteUrl('https://fuel.test//', 'social-card.png')).toBe(
      'https://fuel.test/social-card.png',
    );
    expect(siteOrigin('https://fuel.test/')).toBe('https://fuel.test');
  });
});

describe('pageTitle', () => {
  it('appends the site name to a page title', () => {
    expect(pageTitle('About Us', 'Acme Fuels')).toBe('About Us | Acme Fuels');
  });

  it('does not repeat the site name when it is the whole title', () => {
    expect(pageTitle('Acme Fuels', 'Acme Fuels')).toBe('Acme Fuels');
  });
});

describe('localBusinessJsonLd', () => {
  it('describes the business from its config facts', () => {
    const data = localBusinessJsonLd(business, ['Kerala', 'Tamil Nadu']);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': 'https://fuel.test/#business',
      name: 'Acme Fuels',
      description: 'Fuel, on time.',
      url: 'https://fuel.test/',
      image: 'https://fuel.test/social-card.png',
      telephone: '+911234567890',
      email: 'hello@fuel.test',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Chennai',
        addressRegion: 'Tamil Nadu',
        addressCountry: 'IN',
      },
      foundingDate: '2019',
      areaServed: [
        { '@type': 'State', name: 'Kerala' },
        { '@type': 'State', name: 'Tamil Nadu' },
      ],
    });
  });

  it('states no telephone or e-mail while they are samples (not shown)', () => {
    const data = localBusinessJsonLd({ ...business, phone: undefined, email: undefined }, []);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('email');
    expect(data.name).toBe('Acme Fuels');
  });

  it('writes the telephone without the tel: scheme', () => {
    expect(telephoneOf({ href: 'tel:+919876543210' })).toBe('+919876543210');
  });
});

describe('faqPageJsonLd', () => {
  it('turns each question and answer into a Question with an accepted Answer, in order', () => {
    expect(
      faqPageJsonLd(
        [
          { question: 'Do you deliver at night?', answer: 'Yes, 24/7.' },
          { question: 'Which fuels?', answer: 'Diesel, B20 and B100.' },
        ],
        'en-IN',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en-IN',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you deliver at night?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, 24/7.' },
        },
        {
          '@type': 'Question',
          name: 'Which fuels?',
          acceptedAnswer: { '@type': 'Answer', text: 'Diesel, B20 and B100.' },
        },
      ],
    });
  });

  it('gives an empty FAQ an empty list rather than failing', () => {
    expect(faqPageJsonLd([], 'en-IN').mainEntity).toEqual([]);
  });
});

describe('jsonLdScriptBody', () => {
  it('cannot close its script element early, and parses back to the same data', () => {
    const data = { text: '</script><script>alert(1)</script><!-- x' };
    const body = jsonLdScriptBody(data);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(data);
  });
});

describe('isUnindexed', () => {
  it('keeps the thank-you and not-found pages out of search results, however they are spelled', () => {
    expect(isUnindexed('/404.html')).toBe(true);
    expect(isUnindexed('/404')).toBe(true);
    expect(isUnindexed('/contact/thanks.html')).toBe(true);
    expect(isUnindexed('/contact')).toBe(false);
    expect(isUnindexed('/index.html')).toBe(false);
    expect(isUnindexed('/te/404.html')).toBe(true);
    expect(isUnindexed('/te/contact/thanks.html')).toBe(true);
    expect(isUnindexed('/te/contact.html')).toBe(false);
  });
});

describe('alternateLinks', () => {
  it('links the same page in all five languages, and English as x-default', () => {
    expect(alternateLinks('https://fuel.example/', '/te/services/jio.html')).toEqual([
      { hreflang: 'en-IN', href: 'https://fuel.example/services/jio' },
      { hreflang: 'hi-IN', href: 'https://fuel.example/hi/services/jio' },
      { hreflang: 'te-IN', href: 'https://fuel.example/te/services/jio' },
      { hreflang: 'ta-IN', href: 'https://fuel.example/ta/services/jio' },
      { hreflang: 'kn-IN', href: 'https://fuel.example/kn/services/jio' },
      { hreflang: 'x-default', href: 'https://fuel.example/services/jio' },
    ]);
    expect(alternateLinks('https://fuel.example', '/index.html').at(2)).toEqual({
      hreflang: 'te-IN',
      href: 'https://fuel.example/te',
    });
  });
});

describe('webPageJsonLd', () => {
  it('names the language the page is written in', () => {
    const page = webPageJsonLd(
      {
        url: 'https://fuel.example/ta',
        name: 'Example Fuels',
        description: 'x',
        language: 'ta-IN',
      },
      'https://fuel.example',
    );
    expect(page).toMatchObject({ '@type': 'WebPage', inLanguage: 'ta-IN' });
    expect(page.about).toEqual({ '@id': 'https://fuel.example/#business' });
  });
});
