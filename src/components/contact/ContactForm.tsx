import { LoaderCircle, TriangleAlert } from 'lucide-react';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type ComponentProps,
  type SubmitEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '../../hooks/useMediaQuery.ts';
import { I18nProvider, useI18n } from '../../i18n/I18n.tsx';
import type { Locale } from '../../i18n/locales.ts';
import type { UIStrings } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import {
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  PHONE_DIGITS,
  contactErrorKeys,
  contactErrorVars,
  contactFieldLabel,
  contactFields,
  contactOptionKeys,
  contactOptionLabel,
  contractOptions,
  inquiryOptions,
  productOptions,
  type ContactOption,
} from '../../lib/contact/options.ts';
import { filterPhoneInput } from '../../lib/contact/phone.ts';
import { prefillFromQuery } from '../../lib/contact/prefill.ts';
import { requestReference } from '../../lib/contact/reference.ts';
import { dealershipSlugs } from '../../data/dealers/brands.ts';
import type {
  ContactFormValues,
  FieldErrors,
  validateContactRequest as Validate,
} from '../../lib/contact/schema.ts';
import {
  contactEndpoint,
  failureKeys,
  failureMessage,
  rateLimitKeys,
  rateLimitMessage,
  submitContactRequest,
} from '../../lib/contact/submit.ts';
import { Field } from './Field.tsx';
import { richText } from '../../i18n/rich-text.tsx';
import { ThankYouPanel, thankYouPanelStrings } from './ThankYouPanel.tsx';

// The shared zod schema is most of this island's weight. It is fetched when the visitor first
// touches the form, not before the page is interactive, and kept once loaded.
let validator: typeof Validate | undefined;
async function loadValidator(): Promise<typeof Validate> {
  validator ??= (await import('../../lib/contact/schema.ts')).validateContactRequest;
  return validator;
}

/** The UI strings the form needs: the page passes `pickStrings(locale, contactFormStrings)`. */
export const contactFormStrings = [
  'contact.form.title',
  'contact.form.required',
  'contact.form.asterisk',
  'contact.form.honeypot',
  'contact.form.send',
  'contact.form.sending',
  'contact.form.received',
  'contact.form.callUs',
  'contact.placeholder.productModel',
  'contact.placeholder.issueType',
  'contact.placeholder.warrantyStatus',
  ...contactFields.map((field) => field.labelKey),
  ...contactOptionKeys,
  ...contactErrorKeys,
  ...Object.values(failureKeys),
  ...rateLimitKeys,
  ...thankYouPanelStrings,
] as const;

/** How long the thank-you panel stays before the form comes back empty (SPEC §9). */
export const THANK_YOU_RESET_MS = 3000;

type FieldName = keyof ContactFormValues;
type FormValues = Record<FieldName, string>;

/** The fields in the order they appear, so focus goes to the first one that needs fixing. */
const fieldOrder: readonly FieldName[] = contactFields.map((field) => field.name);

const emptyValues: FormValues = {
  fullName: '',
  contactNumber: '',
  productModel: '',
  issueType: '',
  fullAddressL: '',
  warrantyStatus: '',
  preferredServiceDate: '',
  brand: '',
};

type Phase = 'editing' | 'sending' | 'sent';

type ContactFormProps = Omit<ComponentProps<'div'>, 'children'> & {
  locale: Locale;
  strings: Pick<UIStrings, (typeof contactFormStrings)[number]>;
  /** Offered in failure messages, so a visitor is never stuck: the phone line as shown. */
  phoneDisplay: string;
  phoneHref: string;
  /** How soon the team calls back, as a sentence in the page's language (`callbackSentence`). */
  callback: string;
  /**
   * What a visitor without JavaScript posted, and what was wrong with it: the server renders the
   * form again with these (server/contact/form-page.ts) when it refuses a post.
   */
  initialValues?: Partial<FormValues>;
  initialErrors?: FieldErrors;
};

/**
 * The contact request form. Without JavaScript it is a plain HTML form posting to the endpoint
 * with native constraints. Once hydrated it validates with the shared schema, shows each message
 * next to its field, sends JSON and shows the thank-you panel only after the server accepts.
 */
export function ContactForm({ locale, strings, ...props }: ContactFormProps) {
  return (
    <I18nProvider locale={locale} strings={strings}>
      <ContactFormBody {...props} />
    </I18nProvider>
  );
}

function ContactFormBody({
  phoneDisplay,
  phoneHref,
  callback,
  initialValues,
  initialErrors = {},
  className,
  ...rest
}: Omit<ContactFormProps, 'locale' | 'strings'>) {
  const { locale, t } = useI18n();
  const isHydrated = useHydrated();
  const [values, setValues] = useState<FormValues>({ ...emptyValues, ...initialValues });
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
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
    const typed = { ...emptyValues };
    for (const name of fieldOrder) {
      const value = data.get(name);
      if (typeof value === 'string') typed[name] = value;
    }
    // A link can arrive with choices made (`?brand=hindustan`); an inline script showed them
    // before React ran, and the address still holds them for anything hydration reset.
    const prefill = prefillFromQuery(new URLSearchParams(window.location.search), dealershipSlugs);
    typed.brand = prefill.brand ?? '';
    typed.issueType ||= prefill.inquiry ?? '';
    typed.productModel ||= prefill.product ?? '';
    typed.contactNumber = filterPhoneInput(typed.contactNumber);
    // The DOM is the source here, once: what the browser held before React, read in the commit
    // that hydrates it, before the visitor sees a frame without it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed.brand !== '' || fieldOrder.some((name) => typed[name] !== '')) setValues(typed);
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
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const before = input.value.slice(0, start) + pasted;
    phoneCaretRef.current = filterPhoneInput(before).length;
    update('contactNumber', filterPhoneInput(before + input.value.slice(end)));
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
    const outcome = await submitContactRequest(result.data, {
      honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      locale,
    });
    sendingRef.current = false;
    switch (outcome.status) {
      case 'accepted':
        setReference(outcome.id ? requestReference(outcome.id) : null);
        setPhase('sent');
        break;
      case 'invalid':
        setPhase('editing');
        showFieldErrors(outcome.errors);
        break;
      case 'rate-limited':
        setPhase('editing');
        setFailure(rateLimitMessage(outcome.retryAfterSeconds, t));
        break;
      case 'failed':
        setPhase('editing');
        setFailure(failureMessage(outcome.reason, t));
        break;
    }
  }

  /** One of the form's drop-downs; its first, empty option means "not chosen". */
  function choiceField(
    name: 'productModel' | 'issueType' | 'warrantyStatus',
    options: readonly ContactOption[],
    required = false,
  ) {
    return (
      <Field
        controlId={name}
        label={contactFieldLabel(name, t)}
        required={required}
        error={errors[name]}
      >
        {(control) => (
          <select
            {...control}
            name={name}
            value={values[name]}
            onChange={(event) => update(name, event.target.value)}
          >
            <option value="">{t(`contact.placeholder.${name}`)}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {contactOptionLabel(option, t)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  const sending = phase === 'sending';

  return (
    <div className={cn('flex flex-col gap-4', className)} {...rest}>
      <h2
        id="contact-form-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight sm:text-3xl"
      >
        {t('contact.form.title')}
      </h2>
      {/* Present before anything is said into it, so screen readers announce the thank-you. */}
      <div aria-live="polite" aria-atomic="true">
        {phase === 'sent' ? (
          <ThankYouPanel ref={thanksRef} reference={reference} callback={callback} />
        ) : null}
      </div>
      {phase !== 'sent' && reference ? (
        <p className="rounded-lg border border-green-700 bg-green-50 p-4 text-ink">
          {richText(t, 'contact.form.received', { reference: <strong>{reference}</strong> })}{' '}
          {callback}
        </p>
      ) : null}
      {phase === 'sent' ? null : (
        <form
          ref={formRef}
          method="post"
          action={contactEndpoint}
          aria-labelledby="contact-form-title"
          aria-busy={sending}
          // With JavaScript the shared schema validates and explains; without it the browser does.
          noValidate={isHydrated}
          onSubmit={handleSubmit}
          className="relative flex flex-col gap-5"
        >
          <input type="hidden" name="brand" value={values.brand} />
          <input type="hidden" name={LOCALE_FIELD} value={locale} />
          <p className="text-slate-700">
            {richText(t, 'contact.form.required', {
              mark: (
                <>
                  <span aria-hidden="true">*</span>
                  <span className="sr-only">{t('contact.form.asterisk')}</span>
                </>
              ),
            })}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              controlId="fullName"
              label={contactFieldLabel('fullName', t)}
              required
              error={errors.fullName}
            >
              {(control) => (
                <input
                  {...control}
                  name="fullName"
                  type="text"
                  autoComplete="name"
                  maxLength={MAX_NAME_LENGTH}
                  value={values.fullName}
                  onChange={(event) => update('fullName', event.target.value)}
                />
              )}
            </Field>
            <Field
              controlId="contactNumber"
              label={contactFieldLabel('contactNumber', t)}
              required
              error={errors.contactNumber}
            >
              {(control) => (
                <input
                  {...control}
                  ref={phoneRef}
                  name="contactNumber"
                  // "text", not "tel": `tel-national` (the 10 digits without +91, which autofill
                  // should give here) is valid only on a text field in the autofill table that
                  // html-validate follows; inputMode still brings up the number pad.
                  type="text"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  pattern={`\\d{${PHONE_DIGITS}}`}
                  title={t(
                    'contact.error.contactNumber',
                    contactErrorVars['contact.error.contactNumber'],
                  )}
                  value={values.contactNumber}
                  onChange={(event) =>
                    update('contactNumber', filterPhoneInput(event.target.value))
                  }
                  onPaste={handlePhonePaste}
                />
              )}
            </Field>
            {choiceField('productModel', productOptions)}
            {choiceField('issueType', inquiryOptions, true)}
            <Field
              controlId="fullAddressL"
              label={contactFieldLabel('fullAddressL', t)}
              required
              error={errors.fullAddressL}
              className="sm:col-span-2"
            >
              {(control) => (
                <textarea
                  {...control}
                  name="fullAddressL"
                  rows={4}
                  autoComplete="street-address"
                  maxLength={MAX_ADDRESS_LENGTH}
                  value={values.fullAddressL}
                  onChange={(event) => update('fullAddressL', event.target.value)}
                />
              )}
            </Field>
            {choiceField('warrantyStatus', contractOptions)}
            <Field
              controlId="preferredServiceDate"
              label={contactFieldLabel('preferredServiceDate', t)}
              error={errors.preferredServiceDate}
            >
              {(control) => (
                <input
                  {...control}
                  name="preferredServiceDate"
                  type="date"
                  value={values.preferredServiceDate}
                  onChange={(event) => update('preferredServiceDate', event.target.value)}
                />
              )}
            </Field>
          </div>
          {/* Only bots fill this in: hidden from sight, from the tab order and from screen readers. */}
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="contact-website">{t('contact.form.honeypot')}</label>
            <input
              id="contact-website"
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <div>
            <div role="alert">
              {failure ? (
                <p className="mb-4 flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <span>
                    {failure}{' '}
                    {richText(t, 'contact.form.callUs', {
                      phone: (
                        <a href={phoneHref} className="font-semibold underline">
                          {phoneDisplay}
                        </a>
                      ),
                    })}
                  </span>
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              aria-disabled={sending}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:bg-brand-800"
            >
              {sending ? (
                <>
                  <LoaderCircle
                    aria-hidden="true"
                    className="size-5 animate-spin motion-reduce:animate-none"
                  />
                  {t('contact.form.sending')}
                </>
              ) : (
                t('contact.form.send')
              )}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
