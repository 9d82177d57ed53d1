import { z } from 'astro/zod';
import type { Translate } from '../../i18n/ui.ts';
import {
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  contactErrorKeys,
  contactErrorVars,
  contractOptions,
  type ContactErrorKey,
  inquiryOptions,
  productOptions,
} from './options.ts';
import { dealershipSlugs } from '../../data/dealers/brands.ts';

// zod compiles fast validators with `new Function`, which the site's CSP (no 'unsafe-eval')
// forbids in the browser; the interpreted path is plenty for one small form.
z.config({ jitless: true });

export { filterPhoneInput } from './phone.ts';

/*
 * The schema's messages are dictionary keys (`contactErrorKeys`): one schema serves every
 * language, and each issue is translated where it is shown (`validateContactRequest(input, t)`),
 * in the browser and on the server alike. The figures a message names come from `contactErrorVars`.
 */

const isErrorKey = (message: string): message is ContactErrorKey =>
  (contactErrorKeys as readonly string[]).includes(message);

/**
 * A schema message in the language of `t`. Zod's own messages (a value a drop-down does not
 * offer, which only a tampered request sends) all read as "Invalid input".
 */
export function contactErrorMessage(message: string, t: Translate): string {
  const key = isErrorKey(message) ? message : 'contact.error.invalid';
  return t(key, contactErrorVars[key]);
}

/** An optional choice: an empty string (the "Select…" option) means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.literal(''), z.enum(options)])
    .optional()
    .transform((value) => (value ? value : undefined));

const key = (message: ContactErrorKey) => message;

/**
 * The contact request, validated the same way in the browser and on the server.
 * Text is kept verbatim (HTML included): it is data, escaped wherever it is shown or exported.
 */
export const contactRequestSchema = z.object({
  fullName: z
    .string({ error: key('contact.error.fullName') })
    .trim()
    .min(1, key('contact.error.fullName'))
    .max(MAX_NAME_LENGTH, key('contact.error.fullNameTooLong'))
    .describe('Full name of the person asking, as they typed it'),
  contactNumber: z
    .string({ error: key('contact.error.contactNumberMissing') })
    .trim()
    .regex(/^\d{10}$/, key('contact.error.contactNumber'))
    .describe('Indian mobile or landline number: exactly ten digits'),
  productModel: optionalChoice(productOptions).describe(
    'Fuel type the request is about, if chosen',
  ),
  issueType: z
    .enum(inquiryOptions, { error: key('contact.error.issueType') })
    .describe('What kind of request this is'),
  fullAddressL: z
    .string({ error: key('contact.error.fullAddressL') })
    .trim()
    .min(1, key('contact.error.fullAddressL'))
    .max(MAX_ADDRESS_LENGTH, key('contact.error.fullAddressTooLong'))
    .describe('Delivery or site address, free text'),
  warrantyStatus: optionalChoice(contractOptions).describe(
    'Whether the client has a supply contract, if chosen',
  ),
  preferredServiceDate: z
    .union([z.literal(''), z.iso.date({ error: key('contact.error.date') })])
    .optional()
    .transform((value) => (value ? value : undefined))
    .describe('Preferred contact date, YYYY-MM-DD, if given'),
  brand: z
    .union([z.literal(''), z.enum(dealershipSlugs as [string, ...string[]])], {
      error: key('contact.error.brand'),
    })
    .optional()
    .transform((value) => (value ? value : undefined))
    .describe('Dealership brand the request is about, when it came from a brand page'),
});

/** What the form holds while someone types: every field a string. */
export type ContactFormValues = z.input<typeof contactRequestSchema>;
/** A valid request, as stored and delivered. */
export type ContactRequest = z.output<typeof contactRequestSchema>;
/** Field name → first message, for showing next to each field. */
export type FieldErrors = Partial<Record<keyof ContactFormValues, string>>;

export type ValidationResult =
  { ok: true; data: ContactRequest } | { ok: false; errors: FieldErrors };

/**
 * Validates raw input and returns either clean data or one clear message per failing field, in
 * the language of `t`.
 */
export function validateContactRequest(input: unknown, t: Translate): ValidationResult {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues | undefined;
    if (field && !errors[field]) errors[field] = contactErrorMessage(issue.message, t);
  }
  return { ok: false, errors };
}
