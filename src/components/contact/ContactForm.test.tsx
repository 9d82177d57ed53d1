import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dictionaries, fill, islandStrings } from '../../i18n/ui.ts';
import { BrandNote } from './BrandNote.tsx';
import { ContactForm, FailureMessage } from './ContactForm.tsx';
import { ThankYouPanel } from './ThankYouPanel.tsx';
import { I18nProvider } from '../../i18n/I18n.tsx';

const render = (locale: 'en' | 'te') =>
  renderToString(
    <ContactForm
      locale={locale}
      strings={islandStrings(locale, ContactForm)}
      phone={{ display: '+91 98765 43210', href: 'tel:+919876543210' }}
      callback="We call back within one working day."
    />,
  );

describe('ContactForm', () => {
  it('renders on the server with only the strings it picked', () => {
    expect(() => render('en')).not.toThrow();
  });

  it('keeps the English labels, options and notes', () => {
    const html = render('en');
    expect(html).toContain('Send Us a Request</h2>');
    expect(html).toContain(
      'Fields marked <span aria-hidden="true">*</span><span class="sr-only">with an asterisk</span> are required.',
    );
    expect(html).toContain('>Contact Number (10 digits)<');
    expect(html).toContain('<option value="" selected="">Select a fuel type</option>');
    expect(html).toContain('<option value="B100 Biofuel">B100 Biofuel</option>');
    expect(html).toContain(
      'title="Enter a 10-digit contact number, digits only, for example 9876543210."',
    );
    expect(html).toContain('>Send Request</button>');
  });

  it('posts the page’s locale, and shows the labels of its language over English values', () => {
    const html = render('te');
    const te = dictionaries.te;
    expect(html).toContain('<input type="hidden" name="locale" value="te"/>');
    expect(html).toContain(`>${te['contact.field.fullName']}<`);
    expect(html).toContain(`<option value="Bulk Order">${te['contact.option.bulkOrder']}</option>`);
    expect(html).toContain(
      `<option value="B20 Biofuel">${fill(te['contact.option.biofuel'], { grade: 'B20' })}</option>`,
    );
  });
});

describe('ThankYouPanel', () => {
  it('gives the reference and the call-back time', () => {
    const html = renderToString(
      <I18nProvider locale="en" strings={islandStrings('en', ContactForm)}>
        <ThankYouPanel reference="3F2A9C1E" callback="We call back within one working day." />
      </I18nProvider>,
    );
    expect(html).toContain('Thank You!</h3>');
    expect(html).toContain('We have your request and will call you back.');
    expect(html).toContain('Your reference: <strong class="font-mono text-lg">3F2A9C1E</strong>');
    expect(html).toContain('We call back within one working day.');
  });
});

describe('BrandNote', () => {
  it('leaves the brand’s place empty for the script, the sentence around it in the language', () => {
    const html = renderToString(
      <BrandNote
        locale="en"
        brands={{ jio: 'Jio-bp' }}
        guidanceFee="Our fee is stated in writing."
      />,
    );
    expect(html).toContain('id="contact-brand-note" hidden=""');
    expect(html).toContain('data-brands="{&quot;jio&quot;:&quot;Jio-bp&quot;}"');
    expect(html).toContain(
      'Your request is about a petrol pump dealership with <strong data-brand-name=""></strong>. Inquiry Type is set to Petrol pump dealership guidance; change anything you like. This asks for our guidance; it is not a dealership application',
    );
    expect(html).toContain('Our fee is stated in writing.');
  });
});

describe('FailureMessage', () => {
  const failure = 'We could not reach our server, so your request was not sent.';
  const render = (phone: { display: string; href: string } | undefined) =>
    renderToString(
      <I18nProvider locale="en" strings={islandStrings('en', ContactForm)}>
        <FailureMessage failure={failure} phone={phone} />
      </I18nProvider>,
    );

  it('offers the phone line once the owner has set it', () => {
    const html = render({ display: '+91 40 1234 5678', href: 'tel:+914012345678' });
    expect(html).toContain(failure);
    expect(html).toContain(
      'You can also call us on <a href="tel:+914012345678" class="font-semibold underline">+91 40 1234 5678</a>.',
    );
  });

  it('says only what went wrong while the phone line is a sample: no “call us on”, no tel: link', () => {
    const html = render(undefined);
    expect(html).toContain(failure);
    expect(html).not.toContain('call us');
    expect(html).not.toContain('tel:');
  });
});
