import { z } from 'astro/zod';
import {
  MAX_ADDRESS_LENGTH,
  MAX_NAME_LENGTH,
  contractOptions,
  inquiryOptions,
  productOptions,
} from './options.ts';
import { dealershipSlugs } from '../../data/dealers/brands.ts';

// zod compiles fast validators with `new Function`, which the site's CSP (no 'unsafe-eval')
// forbids in the browser; the interpreted path is plenty for one small form.
z.config({ jitless: true });

export { filterPhoneInput } from './phone.ts';

/** An optional choice: an empty string (the "Select…" option) means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T, label: string) =>
  z
    .union([z.literal(''), z.enum(options, { error: `Choose one of the listed ${label}.` })])
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The contact request, validated the same way in the browser and on the server.
 * Text is kept verbatim (HTML included): it is data, escaped wherever it is shown or exported.
 */
export const contactRequestSchema = z.object({
  fullName: z
    .string({ error: 'Enter your full name.' })
    .trim()
    .min(1, 'Enter your full name.')
    .max(MAX_NAME_LENGTH, `Keep your name under ${MAX_NAME_LENGTH} characters.`)
    .describe('Full name of the person asking, as they typed it'),
  contactNumber: z
    .string({ error: 'Enter your 10-digit contact number.' })
    .trim()
    .regex(/^\d{10}$/, 'Enter a 10-digit contact number, digits only, for example 9876543210.')
    .describe('Indian mobile or landline number: exactly ten digits'),
  productModel: optionalChoice(productOptions, 'fuel types').describe(
    'Fuel type the request is about, if chosen',
  ),
  issueType: z
    .enum(inquiryOptions, { error: 'Choose an inquiry type.' })
    .describe('What kind of request this is'),
  fullAddressL: z
    .string({ error: 'Enter your full address.' })
    .trim()
    .min(1, 'Enter your full address.')
    .max(MAX_ADDRESS_LENGTH, `Keep the address under ${MAX_ADDRESS_LENGTH} characters.`)
    .describe('Delivery or site address, free text'),
  warrantyStatus: optionalChoice(contractOptions, 'contract statuses').describe(
    'Whether the client has a supply contract, if chosen',
  ),
  preferredServiceDate: z
    .union([z.literal(''), z.iso.date({ error: 'Enter the date as a calendar date.' })])
    .optional()
    .transform((value) => (value ? value : undefined))
    .describe('Preferred contact date, YYYY-MM-DD, if given'),
  brand: z
    .union([z.literal(''), z.enum(dealershipSlugs as [string, ...string[]])], {
      error: 'Choose a dealership brand from our guides.',
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

/** Validates raw input and returns either clean data or one clear message per failing field. */
export function validateContactRequest(input: unknown): ValidationResult {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
