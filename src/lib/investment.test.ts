import { describe, expect, it } from 'vitest';
import { dealershipBySlug } from '../data/dealers/index.ts';
import type { Investment } from '../data/dealers/schema.ts';
import { formatRange } from './format.ts';
import { investmentPartsDisagreement } from './investment.ts';

const line = (min: number, max: number | undefined, unit: 'lakh' | 'crore') => ({
  label: 'x',
  amount: max === undefined ? { min, unit } : { min, max, unit },
});

describe('investmentPartsDisagreement', () => {
  it('says where a total starts below its own parts (Jio-bp: ₹15 lakh against ₹65 lakh)', () => {
    const result = investmentPartsDisagreement(dealershipBySlug('jio')?.investment);
    expect(result).toBeDefined();
    expect(formatRange(result!.parts, 'en')).toBe('₹65 lakh–₹2.35 crore');
    expect(formatRange(result!.total, 'en')).toBe('₹15 lakh–₹5 crore');
    expect(result).toMatchObject({ lowEnd: true, highEnd: false });
  });

  it('says where the parts at their highest pass the top of the total (Indian Oil, Hindustan)', () => {
    const indianOil = investmentPartsDisagreement(dealershipBySlug('indian-oil')?.investment);
    expect(formatRange(indianOil!.parts, 'en')).toBe('₹1.15–3.3 crore');
    expect(indianOil).toMatchObject({ lowEnd: false, highEnd: true });
    const hindustan = investmentPartsDisagreement(dealershipBySlug('hindustan')?.investment);
    expect(formatRange(hindustan!.parts, 'en')).toBe('₹1–2.45 crore');
    expect(hindustan).toMatchObject({ lowEnd: false, highEnd: true });
  });

  it('says where the parts add up to less than the total, not as a contradiction (Nayara)', () => {
    const nayara = investmentPartsDisagreement(dealershipBySlug('nayara')?.investment);
    expect(formatRange(nayara!.parts, 'en')).toBe('₹1.2–2.9 crore');
    expect(formatRange(nayara!.total, 'en')).toBe('₹1.5–3 crore');
    expect(nayara).toMatchObject({ lowEnd: false, highEnd: false, below: true });
  });

  it('leaves alone a total without parts (Bharat)', () => {
    expect(investmentPartsDisagreement(dealershipBySlug('bharat')?.investment)).toBeUndefined();
  });

  it('checks nothing without a total or without all three parts', () => {
    expect(investmentPartsDisagreement(undefined)).toBeUndefined();
    const noTotal: Investment = {
      deposit: line(50, undefined, 'lakh'),
      land: line(50, undefined, 'lakh'),
      build: line(50, undefined, 'lakh'),
    };
    expect(investmentPartsDisagreement(noTotal)).toBeUndefined();
    const twoParts: Investment = {
      deposit: line(50, undefined, 'lakh'),
      build: line(80, undefined, 'lakh'),
      total: line(1, undefined, 'crore'),
    };
    expect(investmentPartsDisagreement(twoParts)).toBeUndefined();
  });

  it('adds across units and equal ends agree', () => {
    const exact: Investment = {
      deposit: line(10, 20, 'lakh'),
      land: line(40, 80, 'lakh'),
      build: line(50, 100, 'lakh'),
      total: line(1, 2, 'crore'),
    };
    expect(investmentPartsDisagreement(exact)).toBeUndefined();
    const over = { ...exact, build: line(50, 101, 'lakh') };
    expect(investmentPartsDisagreement(over)?.parts).toEqual({
      min: 10_000_000,
      max: 20_100_000,
      unit: 'rupees',
    });
  });

  it('counts an open-ended part as passing any closed total', () => {
    const open: Investment = {
      deposit: line(10, 20, 'lakh'),
      land: { label: 'x', amount: { min: 40, unit: 'lakh', orMore: true } },
      build: line(50, 100, 'lakh'),
      total: line(1, 5, 'crore'),
    };
    const result = investmentPartsDisagreement(open);
    expect(result).toMatchObject({ lowEnd: false, highEnd: true });
    expect(formatRange(result!.parts, 'en')).toBe('₹1 crore+');
  });
});
