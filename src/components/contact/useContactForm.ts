import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type SubmitEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { dealershipSlugs } from '../../data/dealers/brands.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate } from '../../i18n/ui.ts';
import { HONEYPOT_FIELD, PHONE_DIGITS, contactFields } from '../../lib/contact/options.ts';
import { filterPhoneInput } from '../../lib/contact/phone.ts';
import { type ContactPrefill, prefillFromQuery } from '../../lib/contact/prefill.ts';
import { requestReference } from '../../lib/contact/reference.ts';
import type {
  ContactFormValues,
  FieldErrors,
  validateContactRequest as Validate,
} from '../../lib/contact/schema.ts';
import {
  type SubmitResult,
  failureMessage,
  rateLimitMessage,
  submitContactRequest,
} from '../../lib/contact/submit.ts';

/*
 * What the contact form does, apart from what it shows: it adopts what was typed before it
 * hydrated, filters the phone number (pasting too, the caret kept), validates, sends, and moves
 * through editing → sending → sent → editing again. ContactForm.tsx draws it.
 */

// The shared zod schema is most of this island's weight. It is fetched when the visitor first
// touches the form, not before the page is interactive, and kept once loaded.
let validator: typeof Validate | undefined;
async function loadValidator(): Promise<typeof Validate> {
  validator ??= (await import('../../lib/contact/schema.ts')).validateContactRequest;
  return validator;
}

/** How long the thank-you panel stays before the form comes back empty (SPEC §9). */
export const THANK_YOU_RESET_MS = 3000;

export type FieldName = keyof ContactFormValues;
export type FormValues = Record<FieldName, string>;
export type Phase = 'editing' | 'sending' | 'sent';

/** The fields in the order they appear, so focus goes to the first one that needs fixing. */
export const fieldOrder: readonly FieldName[] = contactFields.map((field) => field.name);

export const emptyValues: FormValues = {
  fullName: '',
  contactNumber: '',
  productModel: '',
  issueType: '',
  fullAddressL: '',
  warrantyStatus: '',
  preferredServiceDate: '',
  brand: '',
};

/**
 * What the form holds once it hydrates: what the fields held (typed before the code arrived),
 * the phone number filtered as if typed now, and a link's choices where nothing was chosen.
 * Undefined when there is nothing to adopt.
 */
export function adoptedValues(
  typed: (name: FieldName) => FormDataEntryValue | null,
  prefill: ContactPrefill,
): FormValues | undefined {
  const values = { ...emptyValues };
  for (const name of fieldOrder) {
    const value = typed(name);
    if (typeof value === 'string') values[name] = value;
  }
  values.brand = prefill.brand ?? '';
  values.issueType ||= prefill.inquiry ?? '';
  values.productModel ||= prefill.product ?? '';
  values.contactNumber = filterPhoneInput(values.contactNumber);
  const anything = values.brand !== '' || fieldOrder.some((name) => values[name] !== '');
  return anything ? values : undefined;
}

/**
 * A paste into the phone field: the whole pasted text filtered (the browser would cut it at the
 * field's length first), and where the caret goes, just after what was pasted.
 */
export function pastedPhone(
  field: { value: string; selectionStart: number | null; selectionEnd: number | null },
  pasted: string,
): { value: string; caret: number } {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const before = field.value.slice(0, start) + pasted;
  return {
    value: filterPhoneInput(before + field.value.slice(end)),
    caret: filterPhoneInput(before).length,
  };
}

/** Where the server's answer to a send leaves the form. */
export type SendOutcome = {
  phase: Phase;
  errors?: FieldErrors;
  failure: string | null;
  reference?: string | null;
};

export function afterSend(result: SubmitResult, t: Translate): SendOutcome {
  switch (result.status) {
    case 'accepted':
      return {
        phase: 'sent',
        failure: null,
        reference: result.id ? requestReference(result.id) : null,
      };
    case 'invalid':
      return { phase: 'editing', errors: result.errors, failure: null };
    case 'rate-limited':
      return {
        phase: 'editing',
        failure: rateLimitMessage(result.retryAfterSeconds, t),
      };
    case 'failed':
      return { phase: 'editing', failure: failureMessage(result.reason, t) };
  }
}

export type ContactFormOptions = {
  locale: Locale;
  t: Translate;
  /** What a no-JS visitor posted, rendered again by the server, and what was wrong with it. */
  initialValues?: Partial<FormValues> | undefined;
  initialErrors?: FieldErrors | undefined;
};

export function useContactForm({ locale, t, initialValues, initialErrors }: ContactFormOptions) {
  const [values, setValues] = useState<FormValues>({ ...emptyValues, ...initialValues });
  const [errors, setErrors] = useState<FieldErrors>(initialErrors ?? {});
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  /** The last accepted request's reference; it stays above the emptied form to be written down. */
  const [reference, setReference] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  // A ref, not state: a second click in the same frame must see the first one at once.
  const sendingRef = useRef(false);
  const phoneCaretRef = useRef<number | null>(null);
  const returningRef = useRef(false);

  // The form hydrates on the visitor's first touch, and they go on typing while its code loads:
  // whatever the fields hold when React takes over is kept, the phone number filtered as if
  // typed now. Only then does the number field get its 10-character cap, which would otherwise
  // have cut "98a76 5-4321099" short before the filter could drop the stray characters.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    // A link can arrive with choices made (`?brand=hindustan`); an inline script showed them
    // before React ran, and the address still holds them for anything hydration reset.
    const prefill = prefillFromQuery(new URLSearchParams(window.location.search), dealershipSlugs);
    const adopted = adoptedValues((name) => data.get(name), prefill);
    // The DOM is the source here, once: what the browser held before React, read in the commit
    // that hydrates it, before the visitor sees a frame without it.
    if (adopted) setValues(adopted);
    if (phoneRef.current) phoneRef.current.maxLength = PHONE_DIGITS;
  }, []);

  useLayoutEffect(() => {
    const caret = phoneCaretRef.current;
    if (caret === null || !phoneRef.current) return;
    phoneRef.current.setSelectionRange(caret, caret);
    phoneCaretRef.current = null;
  }, [values.contactNumber]);

  useEffect(() => {
    if (phase === 'sent') {
      thanksRef.current?.focus();
      const timer = setTimeout(() => {
        returningRef.current = true;
        // Every field empties (SPEC §4); the brand the page was opened for still applies.
        setValues((current) => ({ ...emptyValues, brand: current.brand }));
        setErrors({});
        setPhase('editing');
      }, THANK_YOU_RESET_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'editing' && returningRef.current) {
      // The panel that held focus is gone; put the visitor back at the top of the empty form.
      returningRef.current = false;
      headingRef.current?.focus();
    }
    return undefined;
  }, [phase]);

  useEffect(() => {
    // The first field focused is the moment to fetch the validator a submit will need.
    const form = formRef.current;
    const prefetch = () => void loadValidator();
    form?.addEventListener('focusin', prefetch, { once: true });
    return () => form?.removeEventListener('focusin', prefetch);
  }, [phase]);

  function update(field: FieldName, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] && validator) {
      // Once a field has been refused, its message follows the value, so it goes when it is fixed.
      // (A refusal means a submit happened, so the validator is already loaded.)
      const result = validator(next, t);
      const message = result.ok ? undefined : result.errors[field];
      setErrors((current) => {
        const updated = { ...current };
        if (message) updated[field] = message;
        else delete updated[field];
        return updated;
      });
    }
  }

  function showFieldErrors(fieldErrors: FieldErrors) {
    flushSync(() => setErrors(fieldErrors));
    const first = fieldOrder.find((field) => fieldErrors[field]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function handlePhonePaste(event: ClipboardEvent<HTMLInputElement>) {
    // The browser would cut pasted text at maxlength before filtering it; filter the whole of it.
    event.preventDefault();
    const pasted = pastedPhone(event.currentTarget, event.clipboardData.getData('text'));
    phoneCaretRef.current = pasted.caret;
    update('contactNumber', pasted.value);
  }

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const result = (await loadValidator())(values, t);
    if (!result.ok) {
      setFailure(null);
      showFieldErrors(result.errors);
      return;
    }
    // SPEC §7: the form writes what it holds to the console; it now also delivers it.
    console.log('Contact request', result.data);
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD);
    sendingRef.current = true;
    setErrors({});
    setFailure(null);
    setPhase('sending');
    const outcome = afterSend(
      await submitContactRequest(result.data, {
        honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : '',
        locale,
      }),
      t,
    );
    sendingRef.current = false;
    if (outcome.reference !== undefined) setReference(outcome.reference);
    setFailure(outcome.failure);
    setPhase(outcome.phase);
    if (outcome.errors) showFieldErrors(outcome.errors);
  }

  return {
    values,
    errors,
    phase,
    failure,
    reference,
    refs: { formRef, headingRef, thanksRef, phoneRef },
    update,
    handlePhonePaste,
    handleSubmit,
  };
}
