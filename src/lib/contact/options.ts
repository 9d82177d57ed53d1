/** The option lists of the contact form, exactly as SPEC §3 gives them. */
export const productOptions = [
  'Premium Diesel',
  'B20 Biofuel',
  'B100 Biofuel',
  'Custom Blend',
] as const;
export const inquiryOptions = [
  'Bulk Order',
  'Delivery Issue',
  'Technical Support',
  'Partnership',
  'Other',
] as const;
export const contractOptions = ['Under Contract', 'No Contract', 'Expiring Soon'] as const;

/** Digits a contact number has, and the most the field accepts. */
export const PHONE_DIGITS = 10;
/** Longest name and address we accept: generous for people, bounded for storage. */
export const MAX_NAME_LENGTH = 120;
export const MAX_ADDRESS_LENGTH = 1000;

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website';
