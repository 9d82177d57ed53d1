import { PHONE_DIGITS } from './options.ts';

/**
 * Keeps only digits and at most ten of them: what the contact number field does as you type or
 * paste. It lives apart from the schema so the form can filter keystrokes without loading zod.
 */
export function filterPhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
