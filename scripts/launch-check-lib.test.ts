import { describe, expect, it } from 'vitest';
import { NOT_SET, placeholder } from '../src/config/placeholder.ts';
import { findPlaceholders, launchReport } from './launch-check-lib.ts';
import { placeholderSources } from './launch-check-sources.ts';

describe('findPlaceholders', () => {
  it('finds marked values at any depth, with their keys, and nothing else', () => {
    const config = {
      name: placeholder('Test Fuels Ltd'),
      tagline: 'A real tagline',
      phone: { display: placeholder('+91 00000 00000'), href: 'tel:+911234567890' },
      team: [{ name: 'Real Person' }, { name: placeholder('Someone Placeholder') }],
      social: { facebook: NOT_SET, twitter: 'https://x.com/testfuels' },
      year: 2020,
      missing: null,
    };
    expect(findPlaceholders([{ file: 'config.ts', name: 'config', value: config }])).toEqual([
      { file: 'config.ts', key: 'config.name', value: 'Test Fuels Ltd' },
      { file: 'config.ts', key: 'config.phone.display', value: '+91 00000 00000' },
      { file: 'config.ts', key: 'config.team[1].name', value: 'Someone Placeholder' },
      { file: 'config.ts', key: 'config.social.facebook', value: 'not set' },
    ]);
  });

  it('does not list a value once the owner has replaced it', () => {
    const replaced = { name: 'Test Fuels Ltd, replaced' };
    expect(findPlaceholders([{ file: 'a.ts', name: 'a', value: replaced }])).toEqual([]);
  });
});

describe('launchReport', () => {
  it('fails, naming each file and key, while placeholders remain', () => {
    const { lines, exitCode } = launchReport([
      { file: 'src/config/site.yaml', key: 'site.name', value: 'Example Fuels' },
      {
        file: 'src/content/en/pages/about.yaml',
        key: 'about.team.members[0].name',
        value: 'Founder Name',
      },
    ]);
    expect(exitCode).toBe(1);
    expect(lines[0]).toBe('2 placeholder value(s) to replace before launch:');
    const text = lines.join('\n');
    expect(text).toMatch(/src\/config\/site\.yaml\n\s+site\.name\s+"Example Fuels"/);
    expect(text).toMatch(
      /src\/content\/en\/pages\/about\.yaml\n\s+about\.team\.members\[0\]\.name\s+"Founder Name"/,
    );
  });

  it('passes when none are left', () => {
    expect(launchReport([]).exitCode).toBe(0);
  });
});

describe('the site as it stands', () => {
  it('lists every owner-set value the specification leaves open', async () => {
    const keys = findPlaceholders(await placeholderSources()).map((item) => item.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'site.name',
        'site.streetAddress',
        'site.email',
        'site.phone.display',
        'site.phone.href',
        'site.social.facebook',
        'site.social.twitter',
        'site.social.instagram',
        'site.guidanceFee',
        'site.callbackTime',
        'site.whatsapp',
        'site.licences.peso',
        'site.licences.gstin',
        'site.licences.companyRegistration',
        'site.terms.minimumOrderLitres',
        'site.terms.deliveryCharge',
        'site.terms.deliveryHours',
        'site.terms.leadTime',
        'site.terms.districts',
        'home.testimonials.items[0].quote',
        'home.testimonials.items[2].author',
        'about.team.members[0].name',
        'about.team.members[3].name',
        // The marketing figures and the ISO claim are the spec's samples until confirmed.
        'figures.source',
        'about.whyChooseUs.points[2].text',
      ]),
    );
    // Public facts are never placeholders.
    expect(keys.filter((key) => /portals|fraudReporting|tagline|contactAddress/.test(key))).toEqual(
      [],
    );
  });
});
