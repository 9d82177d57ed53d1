import { describe, expect, it } from 'vitest';
import { localizedContent } from '../i18n/content.ts';
import { contactSchema } from './contact.ts';
import { englishEntry, fillSlots, slotValues } from './entries.ts';

/** Slots as the site gives them while the phone line and the e-mail are samples. */
const values = { siteName: 'Acme Fuels', phone: undefined, phoneHref: undefined, email: undefined };

describe('fillSlots', () => {
  it('leaves out a list item naming a slot that is not shown yet, keeping the rest', () => {
    const links = [
      { id: 'contact', label: 'Contact {siteName}', href: '/contact' },
      { id: 'call', label: 'Call {phone}', href: '{phoneHref}' },
      { id: 'email', label: 'E-mail us', href: 'mailto:{email}' },
    ];
    expect(fillSlots(links, values, 'x.yaml')).toEqual([
      { id: 'contact', label: 'Contact Acme Fuels', href: '/contact' },
    ]);
  });

  it('leaves out only the innermost item: a section keeps its other links', () => {
    const sections = [
      {
        id: 'reach',
        heading: 'Reach {siteName}',
        links: [
          { id: 'contact', href: '/contact' },
          { id: 'call', href: '{phoneHref}' },
        ],
      },
    ];
    expect(fillSlots(sections, values, 'x.yaml')).toEqual([
      { id: 'reach', heading: 'Reach Acme Fuels', links: [{ id: 'contact', href: '/contact' }] },
    ]);
  });

  it('fills every item once the values are set', () => {
    const set = { ...values, phone: '+91 40 1234 5678', phoneHref: 'tel:+914012345678' };
    expect(fillSlots([{ label: 'Call {phone}', href: '{phoneHref}' }], set, 'x.yaml')).toEqual([
      { label: 'Call +91 40 1234 5678', href: 'tel:+914012345678' },
    ]);
  });

  it('refuses such a slot outside a list, and an unknown slot, naming the file', () => {
    expect(() => fillSlots({ lead: 'Call {phone}' }, values, 'x.yaml')).toThrow(
      /^x\.yaml: \{phone\} is not set yet/u,
    );
    expect(() => fillSlots(['{nope}'], values, 'x.yaml')).toThrow('x.yaml: unknown slot {nope}');
  });
});

describe('the site’s sample phone line and e-mail', () => {
  it('are given to no entry', () => {
    const slots = slotValues();
    expect(slots['phone']).toBeUndefined();
    expect(slots['phoneHref']).toBeUndefined();
    expect(slots['email']).toBeUndefined();
  });

  it('leave the contact page without its phone and e-mail cards', () => {
    const contact = englishEntry(contactSchema, 'pages/contact');
    expect(contact.channels.map((channel) => channel.icon)).toEqual(['address']);
  });

  it('leave /mobile-app with the form only, in every language', async () => {
    for (const locale of ['en', 'hi', 'te', 'ta', 'kn'] as const) {
      const { content } = await localizedContent('pages/mobile-app', locale);
      const hrefs = content.sections.flatMap((section) => section.links ?? []).map((l) => l.href);
      expect(hrefs, locale).toEqual(['/contact']);
    }
  });
});
