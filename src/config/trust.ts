import type { Locale } from '../i18n/locales.ts';
import type { NotSet } from './placeholder.ts';

/*
 * The shapes of the owner's trade facts in site.ts (`whatsapp`, `licences`, `terms`). Each is
 * `NOT_SET` until the owner states it, and the site says nothing about a fact that is not set.
 *
 * Figures (litres, rupees, hours, times of day) are written once as numbers and formatted per
 * language. Where the owner states a term in words (a delivery-charge rule, the districts'
 * names), the words are written here in every language, `OwnerWords`: they are the owner's own
 * statement of a business fact, agreed in each language, not site copy a translator rewrites,
 * and keeping them beside the fact means a fact set or unset needs no change anywhere else.
 */

/** The owner's own words, in every language the site speaks (a missing one fails the type check). */
export type OwnerWords = Readonly<Record<Locale, string>>;

/** A WhatsApp number as people write it, e.g. '+91 98765 43210'. */
export type WhatsAppNumber = NotSet | (string & {});

/** Said explicitly by an owner who holds no PESO licence (a broker): the site then never mentions PESO. */
export const NO_PESO_LICENCE = 'holds no PESO licence';

/** One PESO licence the owner holds, by its number as PESO issued it. */
export type PesoLicence = {
  /** The licence number exactly as printed on the licence. */
  number: string;
};

export type PesoLicences = {
  /** The licence to store petroleum at our depot, if we hold one. */
  storage?: PesoLicence;
  /** One licence per class of delivery vehicle we run (a bowser, a tank lorry), named in words. */
  vehicles?: readonly (PesoLicence & { vehicle: OwnerWords })[];
};

/** A company registration and the register that shows it. */
export type CompanyRegistration = {
  /** CIN (a company) or LLPIN (an LLP), both on the MCA register; Udyam for an MSME. */
  kind: 'CIN' | 'LLPIN' | 'Udyam';
  number: string;
};

export type Licences = {
  peso: NotSet | typeof NO_PESO_LICENCE | PesoLicences;
  /** The GSTIN, checked (format, state code, check character) when the site is built. */
  gstin: NotSet | (string & {});
  companyRegistration: NotSet | CompanyRegistration;
};

/** A time of day, 24-hour: '06:00', '21:30'. */
export type TimeOfDay = `${number}:${number}`;

export type TradeTerms = {
  /** The smallest delivery we make, in litres. */
  minimumOrderLitres: NotSet | number;
  /** A flat charge per delivery in rupees, or the owner's rule in words. */
  deliveryCharge: NotSet | { rupeesPerDelivery: number } | { words: OwnerWords };
  /** When we deliver: every day between two times, or the owner's words ('Monday to Saturday, …'). */
  deliveryHours: NotSet | { from: TimeOfDay; to: TimeOfDay } | { words: OwnerWords };
  /** How soon an order usually arrives, in hours (a range when it varies), or in words. */
  leadTime: NotSet | { hours: { min: number; max?: number } } | { words: OwnerWords };
  /** The districts we deliver to, each named in every language. */
  districts: NotSet | readonly OwnerWords[];
};
