import { describe, expect, it } from 'vitest';
import { dictionaries, fill, translator } from '../../i18n/ui.ts';
import { contactFields } from './options.ts';
import { contactRequestSchema, filterPhoneInput, validateContactRequest } from './schema.ts';

/** Validates with the English messages, as the English page does. */
const validate = (input: unknown) => validateContactRequest(input, translator(dictionaries.en));

const valid = {
  fullName: 'Asha Rao',
  contactNumber: '9876543210',
  productModel: 'B20 Biofuel',
  issueType: 'Bulk Order',
  fullAddressL: 'Plot 4, Industrial Area, Hyderabad',
  warrantyStatus: '',
  preferredServiceDate: '2026-12-01',
};

describe('filterPhoneInput', () => {
  it('keeps the digits of typed or pasted text and stops at ten', () => {
    expect(filterPhoneInput('ab12-34 56cd7890123')).toBe('1234567890');
    expect(filterPhoneInput('+91 98765')).toBe('9198765');
    expect(filterPhoneInput('letters only')).toBe('');
  });
});

describe('contactRequestSchema', () => {
  it('accepts a complete request and turns empty optional choices into "not given"', () => {
    const result = validate(valid);
    expect(result).toEqual({
      ok: true,
      data: { ...valid, warrantyStatus: undefined },
    });
  });

  it.each([
    ['9 digits', '987654321', false],
    ['10 digits', '9876543210', true],
    ['11 digits', '98765432101', false],
    ['letters', '98765abcde', false],
    ['spaces inside', '98765 43210', false],
  ])('a contact number of %s is %s', (_label, contactNumber, ok) => {
    const result = validate({ ...valid, contactNumber });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.contactNumber).toMatch(/10-digit/);
  });

  it.each(['fullName', 'contactNumber', 'issueType', 'fullAddressL'] as const)(
    'refuses an empty required %s with a message for that field only',
    (field) => {
      const result = validate({ ...valid, [field]: '' });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
    },
  );

  it('refuses a whitespace-only name', () => {
    expect(validate({ ...valid, fullName: '   ' }).ok).toBe(false);
  });

  it('keeps HTML in text fields verbatim: it is data, escaped wherever it is shown', () => {
    const html = '<script>alert(1)</script><b>Asha</b>';
    const result = contactRequestSchema.parse({ ...valid, fullName: html, fullAddressL: html });
    expect(result.fullName).toBe(html);
    expect(result.fullAddressL).toBe(html);
  });

  it('refuses options that are not on the lists', () => {
    const result = validate({ ...valid, issueType: 'Spam', productModel: 'Petrol' });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(['issueType', 'productModel']);
  });

  it('refuses a date that is not a calendar date', () => {
    expect(validate({ ...valid, preferredServiceDate: '01/12/2026' }).ok).toBe(false);
    expect(validate({ ...valid, preferredServiceDate: '2026-02-30' }).ok).toBe(false);
  });

  it('refuses an over-long name or address', () => {
    expect(validate({ ...valid, fullName: 'a'.repeat(121) }).ok).toBe(false);
    expect(validate({ ...valid, fullAddressL: 'a'.repeat(1001) }).ok).toBe(false);
  });

  it('ignores fields it does not know', () => {
    const result = validate({ ...valid, admin: true });
    expect(result.ok && 'admin' in result.data).toBe(false);
  });
});

describe('messages', () => {
  it('are the English sentences they have always been', () => {
    expect(validate({ ...valid, contactNumber: '98765', fullName: 'a'.repeat(121) })).toEqual({
      ok: false,
      errors: {
        contactNumber: 'Enter a 10-digit contact number, digits only, for example 9876543210.',
        fullName: 'Keep your name under 120 characters.',
      },
    });
    expect(validate({})).toMatchObject({
      ok: false,
      errors: {
        fullName: 'Enter your full name.',
        contactNumber: 'Enter your 10-digit contact number.',
        issueType: 'Choose an inquiry type.',
        fullAddressL: 'Enter your address.',
      },
    });
  });

  it.each(['te', 'hi'] as const)(
    'refuse a short contact number in the page’s language (%s)',
    (locale) => {
      const result = validateContactRequest(
        { ...valid, contactNumber: '98765' },
        translator(dictionaries[locale]),
      );
      expect(result).toEqual({
        ok: false,
        errors: {
          contactNumber: fill(dictionaries[locale]['contact.error.contactNumber'], {
            digits: 10,
            example: '9876543210',
          }),
        },
      });
    },
  );

  it('translate with the `t` they are given, every key the schema uses being in the dictionary', () => {
    const asked: string[] = [];
    const result = validateContactRequest(
      { fullName: 'a'.repeat(121), contactNumber: 5, fullAddressL: ' ', productModel: 'Petrol' },
      (key, vars) => {
        asked.push(key);
        return `[${key}${vars ? ` ${JSON.stringify(vars)}` : ''}]`;
      },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: '[contact.error.fullNameTooLong {"max":120}]',
        contactNumber: '[contact.error.contactNumberMissing {"digits":10}]',
        productModel: '[contact.error.invalid]',
        issueType: '[contact.error.issueType]',
        fullAddressL: '[contact.error.fullAddressL]',
      },
    });
    for (const key of asked) expect(dictionaries.en).toHaveProperty([key]);
  });
});

describe('brand', () => {
  it('keeps one of our dealership brands and refuses any other', () => {
    const withBrand = validate({ ...valid, brand: 'hindustan' });
    expect(withBrand.ok && withBrand.data.brand).toBe('hindustan');
    const without = validate({ ...valid, brand: '' });
    expect(without.ok && without.data.brand).toBeUndefined();
    expect(validate({ ...valid, brand: 'shell' })).toMatchObject({
      ok: false,
      errors: { brand: 'Choose a dealership brand from our guides.' },
    });
  });
});

describe('contactFields', () => {
  it('lists exactly the schema’s fields, and marks required exactly the ones it refuses empty', () => {
    // `brand` is not a field people fill: it comes with the link that opened the form.
    expect([...contactFields.map((field) => field.name), 'brand'].sort()).toEqual(
      Object.keys(contactRequestSchema.shape).sort(),
    );
    const refusedEmpty = contactFields
      .filter((field) => !validate({ ...valid, [field.name]: '' }).ok)
      .map((field) => field.name);
    expect(contactFields.filter((field) => field.required).map((field) => field.name)).toEqual(
      refusedEmpty,
    );
  });
});
