import type { ComponentProps, ReactNode } from 'react';
import { publicContact } from '../../config/public-contact.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { localizedPath } from '../../i18n/locales.ts';
import { localized } from '../../i18n/Localized.tsx';
import { islandStrings } from '../../i18n/ui.ts';
import { cn } from '../../lib/cn.ts';
import { contactFieldLabel, contactFields } from '../../lib/contact/options.ts';
import type { FieldErrors } from '../../lib/contact/schema.ts';
import { ContactForm } from './ContactForm.tsx';

/*
 * What the server answers a visitor without JavaScript whose post it could not take: the site's
 * own page (/contact/check, prerendered with the header and footer) with this in its main part,
 * rendered again by the server (server/contact/form-page.ts) with the visitor's words.
 */

type ContactAnswerProps = Omit<ComponentProps<'div'>, 'title'> & { title: string };

/** The answer's frame: its heading, what the server says, and the way back to the contact page. */
export const ContactAnswer = localized(ContactAnswerBody);

function ContactAnswerBody({
  title,
  children,
  className,
  ...rest
}: ContactAnswerProps & { children?: ReactNode }) {
  const { locale, t } = useI18n();
  return (
    <div
      className={cn('mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6', className)}
      {...rest}
    >
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
      <p>
        <a
          href={localizedPath('/contact', locale)}
          className="font-semibold text-brand-700 underline"
        >
          {t('contact.backToContact')}
        </a>
      </p>
    </div>
  );
}

type ContactRetryProps = {
  /** What the visitor posted, by field name. */
  values: Record<string, string>;
  /** What is wrong, already in `locale`. */
  errors: FieldErrors;
};

/**
 * The refused post again: what is wrong, each line a link to its field, then the contact form
 * itself (the island's component, here without JavaScript) holding what was typed.
 */
export const ContactRetry = localized(ContactRetryBody);

function ContactRetryBody({ values, errors }: ContactRetryProps) {
  const { locale, t } = useI18n();
  const wrong = contactFields.filter((field) => errors[field.name]);
  const posted = Object.fromEntries(
    [...contactFields.map((field) => field.name), 'brand' as const].map((name) => [
      name,
      typeof values[name] === 'string' ? values[name] : '',
    ]),
  );
  return (
    <ContactAnswerBody title={t('contact.noscript.title')}>
      {wrong.length > 0 ? (
        <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <h2 className="text-lg font-bold">{t('contact.noscript.summary')}</h2>
          <ul className="mt-2 list-disc pl-5">
            {wrong.map((field) => (
              <li key={field.name}>
                <a href={`#${field.name}`} className="underline">
                  {t('contact.noscript.problem', {
                    field: contactFieldLabel(field.name, t),
                    message: errors[field.name] ?? '',
                  })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('contact.noscript.notSent')}</p>
      )}
      <ContactForm
        locale={locale}
        strings={islandStrings(locale, ContactForm)}
        phone={publicContact.phone}
        // Said only once a request is accepted, which this page never shows.
        callback=""
        initialValues={posted}
        initialErrors={errors}
      />
    </ContactAnswerBody>
  );
}
