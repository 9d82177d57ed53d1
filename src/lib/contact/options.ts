import type { Translate, UIKey, Vars } from '../../i18n/ui.ts';

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

/** Longest name and address we accept: generous for people, bounded for storage. */
export const MAX_NAME_LENGTH = 120;
export const MAX_ADDRESS_LENGTH = 1000;

/** Digits a contact number has, and the most the field accepts. */
export const PHONE_DIGITS = 10;

/**
 * The request's fields (SPEC §3) in the order the form shows them, with their labels' dictionary
 * keys and whether they are required: the form island, the submit path and the server's no-JS
 * form page all read them from here.
 */
export const contactFields = [
  { name: 'fullName', labelKey: 'contact.field.fullName', required: true },
  { name: 'contactNumber', labelKey: 'contact.field.contactNumber', required: true },
  { name: 'productModel', labelKey: 'contact.field.productModel', required: false },
  { name: 'issueType', labelKey: 'contact.field.issueType', required: true },
  { name: 'fullAddressL', labelKey: 'contact.field.fullAddressL', required: true },
  { name: 'warrantyStatus', labelKey: 'contact.field.warrantyStatus', required: false },
  { name: 'preferredServiceDate', labelKey: 'contact.field.preferredServiceDate', required: false },
] as const satisfies readonly { name: string; labelKey: UIKey; required: boolean }[];

export type ContactFieldName = (typeof contactFields)[number]['name'];

const labelKeys = Object.fromEntries(
  contactFields.map((field) => [field.name, field.labelKey]),
) as Record<ContactFieldName, UIKey>;

/** A field's label in the language of `t` ("Contact Number (10 digits)"). */
export function contactFieldLabel(name: ContactFieldName, t: Translate): string {
  return t(labelKeys[name], { digits: PHONE_DIGITS });
}

export type ContactOption =
  | (typeof productOptions)[number]
  | (typeof inquiryOptions)[number]
  | (typeof contractOptions)[number];

/** The dictionary keys of the options' visible labels, for an island's string list. */
export const contactOptionKeys = [
  'contact.option.premiumDiesel',
  'contact.option.biofuel',
  'contact.option.customBlend',
  'contact.option.bulkOrder',
  'contact.option.deliveryIssue',
  'contact.option.technicalSupport',
  'contact.option.partnership',
  'contact.option.other',
  'contact.option.underContract',
  'contact.option.noContract',
  'contact.option.expiringSoon',
] as const satisfies readonly UIKey[];

/** The visible label of each option, with its slot values; the option's value stays English. */
const optionLabels: Record<ContactOption, readonly [(typeof contactOptionKeys)[number], Vars?]> = {
  'Premium Diesel': ['contact.option.premiumDiesel'],
  'B20 Biofuel': ['contact.option.biofuel', { grade: 'B20' }],
  'B100 Biofuel': ['contact.option.biofuel', { grade: 'B100' }],
  'Custom Blend': ['contact.option.customBlend'],
  'Bulk Order': ['contact.option.bulkOrder'],
  'Delivery Issue': ['contact.option.deliveryIssue'],
  'Technical Support': ['contact.option.technicalSupport'],
  Partnership: ['contact.option.partnership'],
  Other: ['contact.option.other'],
  'Under Contract': ['contact.option.underContract'],
  'No Contract': ['contact.option.noContract'],
  'Expiring Soon': ['contact.option.expiringSoon'],
};

/** What a drop-down shows for an option value, in the language of `t`. */
export function contactOptionLabel(option: ContactOption, t: Translate): string {
  const [key, vars] = optionLabels[option];
  return t(key, vars);
}

/**
 * The keys of the schema's messages (src/lib/contact/schema.ts), here rather than there so the
 * form island can list them without loading the schema.
 */
export const contactErrorKeys = [
  'contact.error.fullName',
  'contact.error.fullNameTooLong',
  'contact.error.contactNumberMissing',
  'contact.error.contactNumber',
  'contact.error.issueType',
  'contact.error.fullAddressL',
  'contact.error.fullAddressTooLong',
  'contact.error.date',
  'contact.error.brand',
  'contact.error.invalid',
] as const satisfies readonly UIKey[];

export type ContactErrorKey = (typeof contactErrorKeys)[number];

/** An example of a valid contact number, named in the message that refuses one. */
export const PHONE_EXAMPLE = '9876543210';

/** The figures the messages name. */
export const contactErrorVars: Partial<Record<ContactErrorKey, Vars>> = {
  'contact.error.fullNameTooLong': { max: MAX_NAME_LENGTH },
  'contact.error.contactNumberMissing': { digits: PHONE_DIGITS },
  'contact.error.contactNumber': { digits: PHONE_DIGITS, example: PHONE_EXAMPLE },
  'contact.error.fullAddressTooLong': { max: MAX_ADDRESS_LENGTH },
};

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website';

/** Name of the hidden field (and JSON member) that carries the page's locale code. */
export const LOCALE_FIELD = 'locale';
