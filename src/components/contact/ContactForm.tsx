import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { PhoneLine } from '../../config/public-contact.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { island } from '../../i18n/island.tsx';
import { cn } from '../../lib/cn.ts';
import {
  HONEYPOT_FIELD,
  LOCALE_FIELD,
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  PHONE_DIGITS,
  contactErrorVars,
  contactFieldLabel,
  contactOptionLabel,
  contractOptions,
  inquiryOptions,
  productOptions,
  type ContactOption,
} from '../../lib/contact/options.ts';
import { filterPhoneInput } from '../../lib/contact/phone.ts';
import type { FieldErrors } from '../../lib/contact/schema.ts';
import { contactEndpoint } from '../../lib/contact/submit.ts';
import { Field } from '../ui/Field.tsx';
import { richText } from '../../i18n/rich-text.tsx';
import { ThankYouPanel } from './ThankYouPanel.tsx';
import { type FormValues, useContactForm } from './useContactForm.ts';

/**
 * The dictionary parts the form island receives: its own words, its fields, their options and
 * messages, what a failed send says (and how long to wait), and the thank-you panel. The contact
 * page's other words (its title, the privacy notice, the no-JavaScript answers) are the server's.
 */
const parts = [
  'contact.form.',
  'contact.field.',
  'contact.placeholder.',
  'contact.hint.',
  'contact.option.',
  'contact.error.',
  'contact.failure.',
  'contact.wait.',
  'contact.thanks.',
] as const;

type ContactFormProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * Offered in failure messages, so a visitor is never stuck: the phone line, once the owner has
   * set it (src/config/public-contact.ts). Without it a failure says only what went wrong.
   */
  phone: PhoneLine | undefined;
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
export const ContactForm = island(parts, ContactFormBody);

function ContactFormBody({
  phone,
  callback,
  initialValues,
  initialErrors,
  className,
  ...rest
}: ContactFormProps) {
  const { locale, t } = useI18n();
  const isHydrated = useHydrated();
  const {
    values,
    errors,
    phase,
    failure,
    reference,
    refs: { formRef, headingRef, thanksRef, phoneRef },
    update,
    handlePhonePaste,
    handleSubmit,
  } = useContactForm({ locale, t, initialValues, initialErrors });

  /** One of the form's drop-downs; its first, empty option means "not chosen". */
  function choiceField(
    name: 'productModel' | 'issueType' | 'warrantyStatus',
    options: readonly ContactOption[],
    { required = false, hint }: { required?: boolean; hint?: string } = {},
  ) {
    return (
      <Field
        controlId={name}
        label={contactFieldLabel(name, t)}
        required={required}
        hint={hint}
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
            {/* The fuel and contract fields are for fuel customers, and a dealership request
                needs no street address: the hints say so, so nobody gives more than a call needs.
                Asking us for dealership guidance is not applying: the inquiry type says so. */}
            {choiceField('productModel', productOptions, { hint: t('contact.hint.fuelOnly') })}
            {choiceField('issueType', inquiryOptions, {
              required: true,
              hint: t('contact.hint.issueType'),
            })}
            <Field
              controlId="fullAddressL"
              label={contactFieldLabel('fullAddressL', t)}
              hint={t('contact.hint.fullAddressL')}
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
            {choiceField('warrantyStatus', contractOptions, { hint: t('contact.hint.fuelOnly') })}
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
              {failure ? <FailureMessage failure={failure} phone={phone} /> : null}
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

/**
 * Why a request was not sent, and, once the owner has set the phone line, that the visitor can
 * call instead. While the line is a sample it is not offered: the form is the way to reach us.
 */
export function FailureMessage({
  failure,
  phone,
}: {
  failure: string;
  phone: PhoneLine | undefined;
}) {
  const { t } = useI18n();
  return (
    <p className="mb-4 flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {failure}
        {phone ? (
          <>
            {' '}
            {richText(t, 'contact.form.callUs', {
              phone: (
                <a href={phone.href} className="font-semibold underline">
                  {phone.display}
                </a>
              ),
            })}
          </>
        ) : null}
      </span>
    </p>
  );
}
