import { z } from 'astro/zod';
import { locales } from '../i18n/locales.ts';
import { identifier, text } from '../i18n/words.ts';
import { gstinProblem } from '../lib/trust/gstin.ts';
import { whatsAppDigits } from '../lib/trust/whatsapp.ts';
import { NOT_SET, placeholder } from './placeholder.ts';
import { parseEntry } from '../data/yaml.ts';
import { NO_PESO_LICENCE, type Licences, type TradeTerms } from './trust.ts';

/*
 * The rules of the owner's two files: the business facts (src/config/site.yaml, English only:
 * names, numbers, addresses, licences, terms) and the site's owner-set sentences
 * (src/content/<locale>/pages/site.yaml, entry `pages/site`, translated like every page). The
 * build, the server and the browser editor check the files with these schemas, so a GSTIN with a
 * wrong check character or a WhatsApp number without its country code stops the build naming
 * the file and the field. Node only: the browser gets the checked values as plain data
 * (see src/config/owner-facts.ts), never zod.
 *
 * Stand-ins: each file lists under `placeholders` the fields that still hold a sample written by
 * the developer, not a fact the owner gave. `npm run launch-check` lists them until the owner
 * writes the real value and takes the field off the list. A fact that is not set is left out of
 * the file (or left empty in the editor): the site then says nothing about it, and launch-check
 * lists it as "not set".
 */

/** A fact the owner may leave out: absent, empty or `not set` reads as NOT_SET. */
function settable<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? NOT_SET : value),
    z.union([z.literal(NOT_SET), schema]),
  );
}

const written = (description: string) => identifier(z.string().trim().min(1)).describe(description);

/** The owner's own words for a term, in every language the site speaks. */
const ownerWords = z
  .object(Object.fromEntries(locales.map((locale) => [locale, written(locale)])))
  .describe('The owner’s own words, in every language') as unknown as z.ZodType<
  Record<(typeof locales)[number], string>
>;

const whatsappNumber = identifier(
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      try {
        whatsAppDigits(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
);

const gstin = identifier(
  z.string().superRefine((value, context) => {
    const problem = gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: `not a valid GSTIN: ${problem}` });
  }),
);

const licenceNumber = written('The licence number exactly as printed on the licence');

const pesoLicences = z.object({
  storage: z.object({ number: licenceNumber }).optional(),
  vehicles: z.array(z.object({ vehicle: ownerWords, number: licenceNumber })).optional(),
});

const timeOfDay = identifier(
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/u, 'Expected a time of day such as 06:00 or 21:30'),
) as z.ZodType<`${number}:${number}`>;

const socialProfile = settable(
  identifier(z.string().regex(/^https:\/\/\S+$/u, 'Expected an https:// address')),
) as z.ZodType<typeof NOT_SET | `https://${string}`>;

const placeholderList = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z
    .array(z.enum(fields))
    .default([])
    .describe('Fields that still hold a sample, not the owner’s fact: launch-check lists them');

const factFields = ['name', 'phone', 'email', 'streetAddress'] as const;

/** src/config/site.yaml: who the business is, as the owner states it. */
export const siteFactsSchema = z.object({
  name: written('The company’s trading name'),
  phone: z
    .object({
      display: written('The phone line as people write it: +91 98765 43210'),
      href: identifier(z.string().regex(/^tel:\+\d{8,15}$/u, 'Expected tel:+919876543210')),
    })
    .refine(({ display, href }) => display.replace(/\D/gu, '') === href.replace(/\D/gu, ''), {
      message: 'href must hold the same digits as display',
      path: ['href'],
    }),
  email: identifier(z.email()).describe('The support inbox that answers requests'),
  streetAddress: written('The street address shown in the footer'),
  contactAddress: z.object({
    locality: written('Town or city'),
    region: written('State'),
    country: written('Country'),
    countryCode: identifier(z.string().regex(/^[A-Z]{2}$/u, 'Expected a code such as IN')),
  }),
  foundedYear: z.number().int().min(1900).max(2100),
  social: z.object({
    facebook: socialProfile,
    twitter: socialProfile,
    instagram: socialProfile,
  }),
  whatsapp: settable(whatsappNumber),
  licences: z.object({
    peso: settable(z.union([z.literal(NO_PESO_LICENCE), pesoLicences])),
    gstin: settable(gstin),
    companyRegistration: settable(
      z.object({ kind: z.enum(['CIN', 'LLPIN', 'Udyam']), number: licenceNumber }),
    ),
  }),
  terms: z.object({
    minimumOrderLitres: settable(z.number().int().positive()),
    deliveryCharge: settable(
      z.union([
        z.object({ rupeesPerDelivery: z.number().nonnegative() }).strict(),
        z.object({ words: ownerWords }).strict(),
      ]),
    ),
    deliveryHours: settable(
      z.union([
        z.object({ from: timeOfDay, to: timeOfDay }).strict(),
        z.object({ words: ownerWords }).strict(),
      ]),
    ),
    leadTime: settable(
      z.union([
        z
          .object({
            hours: z
              .object({ min: z.number().positive(), max: z.number().positive().optional() })
              .refine(({ min, max }) => max === undefined || min <= max, {
                message: 'min must not exceed max',
                path: ['max'],
              }),
          })
          .strict(),
        z.object({ words: ownerWords }).strict(),
      ]),
    ),
    districts: settable(z.array(ownerWords)),
  }),
  placeholders: placeholderList(factFields),
});

/** src/content/<locale>/pages/site.yaml: the owner's sentences, translated in every language. */
export const siteWordsSchema = z.object({
  tagline: text(),
  guidanceFee: text().describe(
    'What our own dealership guidance costs and what it covers, in one sentence',
  ),
  callbackTime: text().describe('How soon the team calls back after a request, as a phrase'),
  contactAddress: z.object({ text: text() }),
  placeholders: placeholderList(['tagline', 'guidanceFee', 'callbackTime', 'contactAddress']),
});

/**
 * The facts as the site reads them: the shapes of src/config/trust.ts, which the schema's output
 * matches (the schema writes an optional field as `field?: T | undefined`, the types as
 * `field?: T`).
 */
export type SiteFacts = Omit<
  z.output<typeof siteFactsSchema>,
  'placeholders' | 'licences' | 'terms'
> & {
  licences: Licences;
  terms: TradeTerms;
};
export type SiteWords = Omit<z.output<typeof siteWordsSchema>, 'placeholders'>;

/** Every string under `value`. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The strings under the fields a checked file lists under `placeholders`. */
function listedStrings({ placeholders, ...values }: { placeholders: readonly string[] }): string[] {
  return placeholders.flatMap((field) => stringsIn((values as Record<string, unknown>)[field]));
}

/**
 * A checked file's values, the fields it lists under `placeholders` marked (for launch-check, and
 * for `isPlaceholder`, kept by value), that list dropped.
 */
export function withPlaceholdersMarked<T extends { placeholders: readonly string[] }>(
  checked: T,
): Omit<T, 'placeholders'> {
  for (const value of listedStrings(checked)) placeholder(value);
  const { placeholders: _listed, ...values } = checked;
  return values;
}

/** The owner's two files as read (YAML parsed, not yet checked). */
export type OwnerFiles = { facts: unknown; words: unknown };

export const ownerFiles = {
  facts: 'src/config/site.yaml',
  words: 'src/content/en/pages/site.yaml',
} as const;

/**
 * The stand-ins of both files, as strings: the browser's copy of the facts marks them itself
 * (server/build/owner-facts.ts), so `isPlaceholder` answers alike in islands and on the server.
 */
export function ownerPlaceholders(files: OwnerFiles): string[] {
  return [
    ...listedStrings(parseEntry(siteFactsSchema, files.facts, ownerFiles.facts)),
    ...listedStrings(parseEntry(siteWordsSchema, files.words, ownerFiles.words)),
  ];
}

/** Both files checked, stand-ins marked: what src/config/site.ts spreads. */
export function checkedOwnerFacts(files: OwnerFiles): SiteFacts & { words: SiteWords } {
  const facts = withPlaceholdersMarked(
    parseEntry(siteFactsSchema, files.facts, ownerFiles.facts),
  ) as SiteFacts;
  const words = withPlaceholdersMarked(parseEntry(siteWordsSchema, files.words, ownerFiles.words));
  return { ...facts, words };
}
