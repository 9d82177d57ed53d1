import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dictionaries, translator } from '../../i18n/ui.ts';
import { failureMessage } from '../../lib/contact/submit.ts';
import {
  adoptedValues,
  afterSend,
  emptyValues,
  pastedPhone,
  useContactForm,
} from './useContactForm.ts';

const t = translator(dictionaries.en);

describe('useContactForm: adopting what was typed before hydration', () => {
  const typed =
    (fields: Record<string, string>) =>
    (name: string): string | null =>
      fields[name] ?? null;

  it('keeps every typed field and filters the phone number as if typed now', () => {
    expect(
      adoptedValues(typed({ fullName: 'Asha', contactNumber: '98a76 5-4321099' }), {}),
    ).toEqual({ ...emptyValues, fullName: 'Asha', contactNumber: '9876543210' });
  });

  it('fills a link’s choices only where nothing was chosen, and always takes its brand', () => {
    expect(
      adoptedValues(typed({ issueType: 'Bulk Order' }), {
        brand: 'hindustan',
        inquiry: 'Partnership',
        product: 'B20 Biofuel',
      }),
    ).toEqual({
      ...emptyValues,
      brand: 'hindustan',
      issueType: 'Bulk Order',
      productModel: 'B20 Biofuel',
    });
  });

  it('adopts nothing from an untouched form', () => {
    expect(adoptedValues(typed({}), {})).toBeUndefined();
  });
});

describe('useContactForm: pasting a phone number', () => {
  it('filters the whole pasted text and puts the caret just after it', () => {
    expect(pastedPhone({ value: '983210', selectionStart: 2, selectionEnd: 2 }, '76 54')).toEqual({
      value: '9876543210',
      caret: 6,
    });
  });

  it('replaces the selected digits', () => {
    expect(
      pastedPhone({ value: '9800003210', selectionStart: 2, selectionEnd: 6 }, '7654'),
    ).toEqual({ value: '9876543210', caret: 6 });
  });
});

describe('useContactForm: where an answer leaves the form', () => {
  it('accepted: thanked, with the reference the visitor writes down', () => {
    expect(
      afterSend({ status: 'accepted', id: '4bb08660-1f2e-4c3d-9a8b-7c6d5e4f3a2b' }, t),
    ).toEqual({ phase: 'sent', failure: null, reference: '4BB08660' });
  });

  it('refused fields: back to editing with each message', () => {
    expect(afterSend({ status: 'invalid', errors: { fullName: 'Enter your name.' } }, t)).toEqual({
      phase: 'editing',
      errors: { fullName: 'Enter your name.' },
      failure: null,
    });
  });

  it('too many or failed: back to editing with the reason, nothing lost', () => {
    const limited = afterSend({ status: 'rate-limited', retryAfterSeconds: 120 }, t);
    expect(limited.phase).toBe('editing');
    expect(limited.failure).toContain('2 minutes');
    expect(afterSend({ status: 'failed', reason: 'network' }, t)).toEqual({
      phase: 'editing',
      failure: failureMessage('network', t),
    });
  });
});

describe('useContactForm: first render', () => {
  function Probe(props: Parameters<typeof useContactForm>[0]) {
    const form = useContactForm(props);
    return <output>{JSON.stringify([form.phase, form.values, form.errors])}</output>;
  }

  it('starts editing, holding what the server rendered it with', () => {
    const html = renderToString(
      <Probe
        locale="en"
        t={t}
        initialValues={{ fullName: 'Asha' }}
        initialErrors={{ contactNumber: 'Enter 10 digits.' }}
      />,
    );
    expect(html).toContain(
      JSON.stringify([
        'editing',
        { ...emptyValues, fullName: 'Asha' },
        { contactNumber: 'Enter 10 digits.' },
      ]).replaceAll('"', '&quot;'),
    );
  });
});
