import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './fingerprint.ts';
import type { LeadInput } from './store.ts';

const request: LeadInput = {
  fullName: 'Lakshmi Rao',
  contactNumber: '9876543210',
  productModel: 'Premium Diesel',
  issueType: 'Bulk Order',
  fullAddressL: 'Plot 7, Kukatpally, Hyderabad',
  warrantyStatus: undefined,
  preferredServiceDate: '2026-12-01',
  locale: 'te',
  brand: 'jio-bp',
};
const client = '203.0.113.7';

describe('requestFingerprint', () => {
  it('is the same for the same fields in another order, and a field left out equals one left empty', () => {
    const reordered = Object.fromEntries(Object.entries(request).reverse()) as LeadInput;
    const { warrantyStatus: _, ...without } = request;
    expect(Object.keys(reordered)).not.toEqual(Object.keys(request));
    expect(requestFingerprint(reordered, client)).toBe(requestFingerprint(request, client));
    // The validated data always has the key; a request built without it must still match.
    expect(requestFingerprint(without as LeadInput, client)).toBe(
      requestFingerprint(request, client),
    );
    expect(requestFingerprint(request, client)).toMatch(/^[0-9a-f]{64}$/u);
  });

  it.each([
    ['fullName', 'Lakshmi Rao.'],
    ['contactNumber', '9876543211'],
    ['productModel', 'Petrol'],
    ['issueType', 'Partnership'],
    ['fullAddressL', 'Plot 8, Kukatpally, Hyderabad'],
    ['warrantyStatus', 'Under Contract'],
    ['preferredServiceDate', '2026-12-02'],
    ['locale', 'en'],
    ['brand', 'nayara'],
  ] as const)('changes when %s changes', (field, value) => {
    expect(requestFingerprint({ ...request, [field]: value }, client)).not.toBe(
      requestFingerprint(request, client),
    );
  });

  it('changes with the client address', () => {
    expect(requestFingerprint(request, '198.51.100.2')).not.toBe(
      requestFingerprint(request, client),
    );
  });

  it('cannot be matched by moving text from one field into the next', () => {
    const a = { ...request, fullName: 'Lakshmi', fullAddressL: 'Rao Plot 7' };
    const b = { ...request, fullName: 'Lakshmi Rao', fullAddressL: 'Plot 7' };
    expect(requestFingerprint(a, client)).not.toBe(requestFingerprint(b, client));
  });
});
