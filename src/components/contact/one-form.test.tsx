import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandStrings } from '../../i18n/ui.ts';
import { contactPrefillScript } from '../../inline-scripts/contact-prefill.ts';
import {
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  contactFields,
  inquiryOptions,
  productOptions,
} from '../../lib/contact/options.ts';
import { prefillChoices } from '../../lib/contact/prefill-rules.ts';
import { ContactForm } from './ContactForm.tsx';
import { renderRetry } from './render-answers.tsx';

/*
 * The contact form exists once: the island on the contact page, the page the server answers a
 * refused no-JavaScript post with, and the inline script that fills it from a link. A field added
 * to the form must reach all three, or this fails.
 */

/** The controls a form posts, by name, in document order. */
function postedNames(html: string): string[] {
  const form = /<form[\s\S]*?<\/form>/u.exec(html)?.[0] ?? '';
  return [...form.matchAll(/<(?:input|select|textarea)\b[^>]*\bname="([^"]+)"/gu)].map(
    (match) => match[1] ?? '',
  );
}

const island = renderToString(
  <ContactForm
    locale="en"
    strings={islandStrings('en', ContactForm)}
    phone={{ display: '+91 98765 43210', href: 'tel:+919876543210' }}
    callback="We call back within one working day."
  />,
);

describe('one contact form', () => {
  it('the island posts every field of the request, the brand, the language and the trap', () => {
    expect(postedNames(island).toSorted()).toEqual(
      [
        ...contactFields.map((field) => field.name),
        'brand',
        LOCALE_FIELD,
        HONEYPOT_FIELD,
      ].toSorted(),
    );
  });

  it('the no-JS answer to a refused post holds the same controls as the island', () => {
    const answer = renderRetry({ fullName: 'Asha' }, { contactNumber: 'Enter 10 digits.' }, 'en');
    expect(postedNames(answer)).toEqual(postedNames(island));
  });

  it('the no-JS answer keeps every posted value, the brand too, in the posted language', () => {
    const values = {
      fullName: 'Asha <Rao>',
      contactNumber: '98765',
      productModel: 'B20 Biofuel',
      issueType: 'Partnership',
      fullAddressL: 'Plot 7, Kukatpally',
      warrantyStatus: 'No Contract',
      preferredServiceDate: '2027-01-15',
      brand: 'hindustan',
    };
    const answer = renderRetry(values, { contactNumber: 'x' }, 'te');
    expect(answer).toContain('value="Asha &lt;Rao&gt;"');
    expect(answer).toContain('value="98765"');
    expect(answer).toContain('<option value="B20 Biofuel" selected="">');
    expect(answer).toContain('<option value="Partnership" selected="">');
    expect(answer).toContain('>Plot 7, Kukatpally</textarea>');
    expect(answer).toContain('<option value="No Contract" selected="">');
    expect(answer).toContain('value="2027-01-15"');
    expect(answer).toContain('<input type="hidden" name="brand" value="hindustan"/>');
    expect(answer).toContain('<input type="hidden" name="locale" value="te"/>');
  });
});

describe('the inline prefill script', () => {
  it('is written from the island’s own rules', () => {
    expect(contactPrefillScript).toContain(prefillChoices.toString());
  });

  /** Runs the page's script text over stand-ins for the form's controls and the brand note. */
  function runScript(search: string) {
    class FakeSelect {
      value = '';
      options: { value: string }[];
      constructor(options: { value: string }[]) {
        this.options = options;
      }
    }
    class FakeInput {
      value = '';
    }
    const select = (values: readonly string[]) =>
      new FakeSelect(['', ...values].map((value) => ({ value })));
    const controls: Record<string, FakeSelect | FakeInput> = {
      productModel: select(productOptions),
      issueType: select(inquiryOptions),
      brand: new FakeInput(),
    };
    const brandName = { textContent: '' };
    const note = {
      hidden: true,
      dataset: { brands: JSON.stringify({ hindustan: 'Hindustan Petroleum' }) },
      querySelectorAll: () => [brandName],
    };
    const form = { elements: { namedItem: (name: string) => controls[name] ?? null } };
    const document = {
      querySelector: () => form,
      getElementById: (id: string) => (id === 'contact-brand-note' ? note : null),
    };
    new Function(
      'document',
      'location',
      'HTMLSelectElement',
      'HTMLInputElement',
      contactPrefillScript,
    )(document, { search }, FakeSelect, FakeInput);
    return {
      product: controls['productModel']?.value,
      inquiry: controls['issueType']?.value,
      brand: controls['brand']?.value,
      note: { hidden: note.hidden, brand: brandName.textContent },
    };
  }

  it('chooses a brand link’s brand and makes it a Partnership, naming the brand in the note', () => {
    expect(runScript('?brand=hindustan&inquiry=Other')).toEqual({
      product: '',
      inquiry: 'Partnership',
      brand: 'hindustan',
      note: { hidden: false, brand: 'Hindustan Petroleum' },
    });
  });

  it('chooses a fuel and an inquiry the form offers, and nothing it does not', () => {
    expect(runScript('?product=B100%20Biofuel&inquiry=Bulk%20Order')).toMatchObject({
      product: 'B100 Biofuel',
      inquiry: 'Bulk Order',
      note: { hidden: true },
    });
    expect(runScript('?brand=shell&product=Petrol&inquiry=Refund')).toEqual({
      product: '',
      inquiry: '',
      brand: '',
      note: { hidden: true, brand: '' },
    });
  });
});
