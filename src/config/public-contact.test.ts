import { describe, expect, it } from 'vitest';
import { placeholder } from './placeholder.ts';
import { publicContact, publicContactOf } from './public-contact.ts';
import { site } from './site.ts';

describe('publicContact', () => {
  it('withholds the sample phone line, e-mail and street address that site.yaml lists as placeholders', () => {
    // The samples as written in src/config/site.yaml, under `placeholders`.
    expect(site.phone).toEqual({ display: '+91 98765 43210', href: 'tel:+919876543210' });
    expect(site.email).toBe('support@example.com');
    expect(site.streetAddress).toBe('123 Placeholder Road, Hyderabad, Telangana 500001, India');
    expect(publicContact).toEqual({ phone: undefined, email: undefined, streetAddress: undefined });
  });

  it('gives the values once the owner has written real ones', () => {
    const phone = { display: '+91 40 1234 5678', href: 'tel:+914012345678' };
    const streetAddress = '4 Station Road, Warangal';
    expect(publicContactOf({ phone, email: 'help@fuel.test', streetAddress })).toEqual({
      phone,
      email: 'help@fuel.test',
      streetAddress,
    });
  });

  it('withholds each value on its own, and the line if either of its forms is a sample', () => {
    const phone = { display: '+91 40 1234 5678', href: 'tel:+914012345678' };
    const streetAddress = '4 Station Road, Warangal';
    expect(publicContactOf({ phone, email: site.email, streetAddress })).toEqual({
      phone,
      email: undefined,
      streetAddress,
    });
    expect(
      publicContactOf({
        phone: { display: phone.display, href: placeholder('tel:+910000000000') },
        email: 'help@fuel.test',
        streetAddress: site.streetAddress,
      }),
    ).toEqual({ phone: undefined, email: 'help@fuel.test', streetAddress: undefined });
  });
});
