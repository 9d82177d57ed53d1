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

/**
 * The request's fields (SPEC §3) in the order the form shows them, with their labels and whether
 * they are required: the form island, the submit path and the server's no-JS form page all read
 * them from here.
 */
export const contactFields = [
  { name: 'fullName', label: 'Full Name', required: true },
  { name: 'contactNumber', label: `Contact Number (${PHONE_DIGITS} digits)`, required: true },
  { name: 'productModel', label: 'Product/Fuel Type', required: false },
  { name: 'issueType', label: 'Inquiry Type', required: true },
  { name: 'fullAddressL', label: 'Full Address', required: true },
  { name: 'warrantyStatus', label: 'Warranty/Contract Status', required: false },
  { name: 'preferredServiceDate', label: 'Preferred Contact Date', required: false },
] as const;

export type ContactFieldName = (typeof contactFields)[number]['name'];

/** Each field's label by name. */
export const contactFieldLabels = Object.fromEntries(
  contactFields.map((field) => [field.name, field.label]),
) as Record<ContactFieldName, string>;
/** Longest name and address we accept: generous for people, bounded for storage. */
export const MAX_NAME_LENGTH = 120;
export const MAX_ADDRESS_LENGTH = 1000;

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website';
