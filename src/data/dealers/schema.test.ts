import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.ts';
import { formatCount, formatRange } from '../../lib/format.ts';
import { readEntry } from '../entries.ts';
import { dealershipBySlug, dealerships } from './index.ts';
import { dealership, moneyRange, opening, reservation } from './schema.ts';

const bySlug = (slug: string) => {
  const brand = dealershipBySlug(slug);
  if (!brand) throw new Error(`No brand ${slug}`);
  return brand;
};

describe('the five dealership brands', () => {
  it('are listed in the site order, each under its own route', () => {
    expect(dealerships.map((brand) => brand.slug)).toEqual([
      'indian-oil',
      'nayara',
      'bharat',
      'jio',
      'hindustan',
    ]);
  });

  it('state the outlet counts of SPEC §9', () => {
    expect(dealerships.map((brand) => formatCount(brand.outlets, 'en'))).toEqual([
      '36,000+',
      '7,000+',
      '17,000+',
      '1,700+',
      '16,000+',
    ]);
    expect(bySlug('jio').outlets.qualifier).toBe('active');
    expect(formatCount(bySlug('jio').outletTarget ?? { value: 0 }, 'en')).toBe('10,000+');
  });

  it('state the ROI ranges of SPEC §9', () => {
    expect(dealerships.map((brand) => formatRange(brand.roi.range, 'en'))).toEqual([
      '25–35%',
      '15–25%',
      '20%+',
      '25–40%',
      '20–30%',
    ]);
    expect(bySlug('indian-oil').roi.average).toBe(true);
    expect(bySlug('hindustan').roi.over).toEqual({ min: 2, max: 3, unit: 'years' });
  });

  it('list no quotas of their own for the brands on one selection portal, whose advertisement marks them (docs/departures.md), and the preferences of SPEC §9 for the others', () => {
    const quota = (slug: string, category: string) =>
      bySlug(slug).eligibility?.reservations?.find((item) => item.category === category);
    for (const slug of ['indian-oil', 'bharat', 'hindustan']) {
      expect(bySlug(slug).selectionPortal?.label).toMatch(/^Petrol Pump Dealer Chayan/);
      expect(bySlug(slug).eligibility?.reservations).toBeUndefined();
    }
    expect(quota('nayara', 'women')).toEqual({ category: 'women', kind: 'preference' });
    expect(quota('jio', 'obc')).toEqual({ category: 'obc', kind: 'preference' });
  });

  it('state the application fees of SPEC §9, and none for Bharat, which states none', () => {
    expect(
      Object.fromEntries(
        dealerships.map((brand) => [
          brand.slug,
          brand.applicationFee ? formatRange(brand.applicationFee, 'en') : undefined,
        ]),
      ),
    ).toEqual({
      'indian-oil': '₹1,000',
      nayara: '₹1,500',
      bharat: undefined,
      jio: '₹1,000–2,000',
      hindustan: '₹500–1,000',
    });
  });

  it('state the investment totals of SPEC §2', () => {
    expect(
      dealerships.map((brand) =>
        brand.investment?.total ? formatRange(brand.investment.total.amount, 'en') : undefined,
      ),
    ).toEqual([
      '₹1.5–3 crore',
      '₹1.5–3 crore',
      '₹1–2.5 crore',
      '₹15 lakh–₹5 crore',
      '₹1–2.2 crore',
    ]);
  });

  it('state the age ranges of SPEC §2, and none for Indian Oil, which states none', () => {
    expect(dealerships.map((brand) => brand.eligibility?.age)).toEqual([
      undefined,
      { min: 21, max: 55, unit: 'years' },
      { min: 21, max: 55, unit: 'years' },
      { min: 21, max: 60, unit: 'years' },
      { min: 21, max: 55, unit: 'years' },
    ]);
  });

  it('have the step counts of SPEC §2', () => {
    expect(dealerships.map((brand) => brand.steps.length)).toEqual([4, 4, 4, 5, 5]);
  });

  it('link each brand to its portal from the site config, and the PSU brands to Dealer Chayan', () => {
    expect(dealerships.map((brand) => brand.portal.url)).toEqual([
      site.portals.indianOil,
      site.portals.nayara,
      site.portals.bharat,
      site.portals.jio,
      site.portals.hindustan,
    ]);
    expect(dealerships.map((brand) => brand.selectionPortal?.url)).toEqual([
      site.portals.dealerChayan,
      undefined,
      site.portals.dealerChayan,
      undefined,
      site.portals.dealerChayan,
    ]);
  });

  it('carry the dates their figures were stated', () => {
    expect(bySlug('indian-oil').asOf).toBe('2025-10');
    expect(bySlug('jio').asOf).toBe('2025-10-17');
    expect(bySlug('jio').applicationsOpenUntil).toBe('2025-10-30');
  });

  it('give every brand-specific section to the brand it belongs to', () => {
    expect(dealerships.map((brand) => brand.sections.map((item) => item.kind))).toEqual([
      ['why-eligibility-tabs'],
      ['why-cards'],
      ['why-eligibility-collapsibles', 'progress-path'],
      ['feature-tiles', 'joint-venture'],
      ['why-scroll-cards'],
    ]);
    // Bharat Petroleum's path greys the steps after its selection (step 3); nothing is "done".
    expect(bySlug('bharat').sections).toContainEqual({ kind: 'progress-path', selectionStep: 3 });
  });
});

describe('the dealership schema refuses bad data', () => {
  // The Indian Oil entry as written, with its portal slots filled as the loader fills them.
  const indianOil = {
    ...(readEntry('en', 'dealers/indian-oil') as Record<string, unknown>),
    portal: { label: 'Indian Oil (iocl.com)', url: site.portals.indianOil },
    selectionPortal: { label: 'Petrol Pump Dealer Chayan', url: site.portals.dealerChayan },
  };
  const parse = (patch: Record<string, unknown>) =>
    dealership.safeParse({ ...indianOil, ...patch }).success;

  it('accepts the Indian Oil data as written', () => {
    expect(parse({})).toBe(true);
  });

  it('refuses a negative figure', () => {
    expect(moneyRange.safeParse({ min: -1, unit: 'lakh' }).success).toBe(false);
    expect(moneyRange.safeParse({ min: 1, max: Infinity, unit: 'lakh' }).success).toBe(false);
    expect(parse({ outlets: { value: -36_000 } })).toBe(false);
  });

  it('refuses a range whose min exceeds its max', () => {
    expect(moneyRange.safeParse({ min: 30, max: 15, unit: 'lakh' }).success).toBe(false);
    expect(moneyRange.safeParse({ min: 15, max: 15, unit: 'lakh' }).success).toBe(true);
  });

  it('refuses an open-ended range that also has a max', () => {
    expect(moneyRange.safeParse({ min: 1, max: 2, unit: 'crore', orMore: true }).success).toBe(
      false,
    );
  });

  it('refuses a unit the figure cannot be in', () => {
    expect(moneyRange.safeParse({ min: 1, unit: 'sqm' }).success).toBe(false);
    expect(parse({ applicationFee: { min: 1, unit: 'lakh' } })).toBe(false);
  });

  it('refuses a portal address that is not https', () => {
    expect(parse({ portal: { label: 'IOCL', url: 'iocl.com' } })).toBe(false);
    expect(parse({ portal: { label: 'IOCL', url: 'http://iocl.com' } })).toBe(false);
    expect(parse({ portal: { label: 'IOCL', url: 'javascript:alert(1)' } })).toBe(false);
  });

  it('refuses dates that are not calendar dates', () => {
    expect(parse({ asOf: 'Oct 2025' })).toBe(false);
    expect(parse({ asOf: '2025-13' })).toBe(false);
    expect(parse({ applicationsOpenUntil: '2025-02-30' })).toBe(false);
    expect(opening.safeParse({ id: 'goa', region: 'Goa', deadline: '30/10/2025' }).success).toBe(
      false,
    );
    expect(opening.safeParse({ id: 'goa', region: 'Goa', deadline: 'ongoing' }).success).toBe(true);
  });

  it('refuses a percentage on a preference, and one over 100', () => {
    const base = { category: 'women' };
    expect(reservation.safeParse({ ...base, kind: 'preference', percent: 14 }).success).toBe(false);
    expect(reservation.safeParse({ ...base, kind: 'quota', percent: 140 }).success).toBe(false);
  });

  it('refuses a step that shows a figure the brand does not state', () => {
    expect(parse({ selectionTime: undefined })).toBe(false);
  });

  it('refuses an unknown brand section or a bad slug', () => {
    expect(parse({ sections: [{ kind: 'carousel' }] })).toBe(false);
    expect(parse({ slug: 'Indian Oil' })).toBe(false);
  });
});
