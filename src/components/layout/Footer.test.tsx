// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicContact } from '../../config/public-contact.ts';
import { dictionaries } from '../../i18n/ui.ts';
import Footer from './Footer.tsx';

afterEach(cleanup);

const footer = (locale: 'en' | 'hi', contact?: PublicContact) => {
  const props = {
    year: 2026,
    locale,
    tagline: 'Fuel.',
    town: 'Warangal, Telangana',
    quickLinks: [],
  };
  render(contact ? <Footer {...props} contact={contact} /> : <Footer {...props} />);
  return screen.getByRole('contentinfo');
};

const address = (region: HTMLElement) => region.querySelector('address')!;

describe('Footer', () => {
  it('shows no sample street address, phone line or e-mail: it says they are not set up and sends to the form', () => {
    // No `contact`: the site's own, whose street address, phone and e-mail are samples in site.yaml.
    const region = footer('en');
    expect(region.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(region.textContent).not.toContain('98765');
    expect(region.textContent).not.toContain('support@example.com');
    expect(region.textContent).not.toContain('Placeholder Road');
    expect(address(region).textContent).toContain(
      'Address: Warangal, Telangana; full address not set up yet. Send us a request',
    );
    expect(address(region).textContent).toContain('Phone: not set up yet. Send us a request');
    expect(address(region).textContent).toContain('Support: e-mail not set up yet. Send us a');
    const toForm = within(address(region)).getAllByRole('link', {
      name: 'Send us a request through the form',
    });
    expect(toForm.map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      '/contact',
      '/contact',
    ]);
  });

  it('says so in the page’s language, linking the contact page in that language', () => {
    const region = footer('hi', { phone: undefined, email: undefined, streetAddress: undefined });
    const hi = dictionaries.hi;
    expect(address(region).textContent).toContain(
      `${hi['footer.phone']} ${hi['footer.phoneNotSetUp']}`,
    );
    const link = within(address(region)).getAllByRole('link', { name: hi['footer.useForm'] })[0];
    expect(link?.getAttribute('href')).toBe('/hi/contact');
  });

  it('shows the street address and links the phone line and the e-mail once the owner has set them', () => {
    const region = footer('en', {
      phone: { display: '+91 40 1234 5678', href: 'tel:+914012345678' },
      email: 'help@fuel.test',
      streetAddress: '4 Station Road, Warangal',
    });
    expect(address(region).textContent).toContain('4 Station Road, Warangal');
    expect(
      within(region).getByRole('link', { name: '+91 40 1234 5678' }).getAttribute('href'),
    ).toBe('tel:+914012345678');
    expect(within(region).getByRole('link', { name: 'help@fuel.test' }).getAttribute('href')).toBe(
      'mailto:help@fuel.test',
    );
    expect(
      within(region).queryByRole('link', { name: 'Send us a request through the form' }),
    ).toBeNull();
  });
});
