import { describe, expect, it } from 'vitest';
import { dealershipBrands, dealershipName } from './brands.ts';
import { dealerships } from './index.ts';

describe('dealershipBrands', () => {
  it('are the brands of the dealership data, by slug and name, in order', () => {
    expect(dealershipBrands).toEqual(dealerships.map(({ slug, name }) => ({ slug, name })));
  });

  it('name a known slug and nothing else', () => {
    expect(dealershipName('hindustan')).toBe('Hindustan Petroleum');
    expect(dealershipName('shell')).toBeUndefined();
    expect(dealershipName(undefined)).toBeUndefined();
  });
});
