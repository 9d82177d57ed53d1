import { NOT_SET } from '../../config/placeholder.ts';
import {
  NO_PESO_LICENCE,
  type WhatsAppNumber,
  type CompanyRegistration,
  type Licences,
  type PesoLicences,
  type TradeTerms,
} from '../../config/trust.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translate, UIKey } from '../../i18n/translate.ts';
import { formatList, formatNumber, formatRange, formatTimeOfDay } from '../format.ts';
import { checkedGstin } from './gstin.ts';
import { whatsAppHref } from './whatsapp.ts';

/*
 * What the site shows of the owner's licences and terms: only what is set. Build-time code (the
 * footer, Contact, About, Home and the JSON-LD render on the server), so the checks it runs —
 * the GSTIN's check character above all — stop the build with a clear message and never ship
 * to a browser.
 */

/** The public registers where a visitor confirms each number (official sites; no login needed). */
export const registers = {
  /** PESO's home page: its licence status search lives there; it has no stable deep link. */
  peso: 'https://peso.gov.in',
  /** The GST portal's "Search Taxpayer" by GSTIN. */
  gst: 'https://services.gst.gov.in/services/searchtp',
  /** The Ministry of Corporate Affairs' master data search, for a CIN or LLPIN. */
  mca: 'https://www.mca.gov.in/content/mca/global/en/mca/master-data/MDS.html',
  /** The Udyam portal's "Verify Udyam Registration Number". */
  udyam: 'https://udyamregistration.gov.in/Udyam_Verify.aspx',
} as const;

/** The chat link to our number with `message` typed in, or undefined while the number is not set. */
export function chatHref(number: WhatsAppNumber, message: string): string | undefined {
  return number === NOT_SET ? undefined : whatsAppHref(number, message);
}

/** The licences that are set, checked; the ones not set (and PESO when we hold none) are left out. */
export type LicencesShown = {
  peso: PesoLicences | null;
  gstin: string | null;
  companyRegistration: CompanyRegistration | null;
};

export function licencesShown(licences: Licences): LicencesShown {
  const { peso, gstin, companyRegistration } = licences;
  const pesoShown =
    peso === NOT_SET || peso === NO_PESO_LICENCE || (!peso.storage && !peso.vehicles?.length)
      ? null
      : peso;
  for (const licence of pesoShown ? [pesoShown.storage, ...(pesoShown.vehicles ?? [])] : []) {
    if (licence && licence.number.trim() === '') {
      throw new Error('site.licences.peso: a PESO licence is given without its number.');
    }
  }
  const registration = companyRegistration === NOT_SET ? null : companyRegistration;
  if (registration && registration.number.trim() === '') {
    throw new Error('site.licences.companyRegistration: the registration has no number.');
  }
  return {
    peso: pesoShown,
    gstin: gstin === NOT_SET ? null : checkedGstin(gstin),
    companyRegistration: registration,
  };
}

/** One licence or registration as a line: what it is, its number, where to confirm it. */
export type LicenceLine = { label: string; number: string; register: string; check: string };

const registrationLabel: Record<CompanyRegistration['kind'], UIKey> = {
  CIN: 'trust.licences.cin',
  LLPIN: 'trust.licences.llpin',
  Udyam: 'trust.licences.udyam',
};

/** Every licence that is set, labelled in the page's language, in a fixed order. */
export function licenceLines(shown: LicencesShown, locale: Locale, t: Translate): LicenceLine[] {
  const lines: LicenceLine[] = [];
  const peso = { register: registers.peso, check: t('trust.licences.checkPeso') };
  if (shown.peso?.storage) {
    lines.push({
      label: t('trust.licences.pesoStorage'),
      number: shown.peso.storage.number,
      ...peso,
    });
  }
  for (const vehicle of shown.peso?.vehicles ?? []) {
    lines.push({
      label: t('trust.licences.pesoVehicle', { vehicle: vehicle.vehicle[locale] }),
      number: vehicle.number,
      ...peso,
    });
  }
  if (shown.gstin) {
    lines.push({
      label: t('trust.licences.gstin'),
      number: shown.gstin,
      register: registers.gst,
      check: t('trust.licences.checkGst'),
    });
  }
  const registration = shown.companyRegistration;
  if (registration) {
    const udyam = registration.kind === 'Udyam';
    lines.push({
      label: t(registrationLabel[registration.kind]),
      number: registration.number,
      register: udyam ? registers.udyam : registers.mca,
      check: t(udyam ? 'trust.licences.checkUdyam' : 'trust.licences.checkMca'),
    });
  }
  return lines;
}

/** One trade term as the "Before you order" block shows it. */
export type TermLine = { label: string; value: string };

/** The terms that are set, in the page's language: figures formatted, the owner's words as given. */
export function termLines(terms: TradeTerms, locale: Locale, t: Translate): TermLine[] {
  const lines: TermLine[] = [];
  const { minimumOrderLitres, deliveryCharge, deliveryHours, leadTime, districts } = terms;
  if (minimumOrderLitres !== NOT_SET) {
    lines.push({
      label: t('trust.terms.minimumOrder'),
      value: t('trust.terms.litres', { litres: formatNumber(minimumOrderLitres, locale) }),
    });
  }
  if (deliveryCharge !== NOT_SET) {
    lines.push({
      label: t('trust.terms.deliveryCharge'),
      value:
        'words' in deliveryCharge
          ? deliveryCharge.words[locale]
          : t('trust.terms.perDelivery', {
              amount: formatRange(
                { min: deliveryCharge.rupeesPerDelivery, unit: 'rupees' },
                locale,
              ),
            }),
    });
  }
  if (deliveryHours !== NOT_SET) {
    lines.push({
      label: t('trust.terms.deliveryHours'),
      value:
        'words' in deliveryHours
          ? deliveryHours.words[locale]
          : t('trust.terms.everyDay', {
              from: formatTimeOfDay(deliveryHours.from, locale),
              to: formatTimeOfDay(deliveryHours.to, locale),
            }),
    });
  }
  if (leadTime !== NOT_SET) {
    let value: string;
    if ('words' in leadTime) value = leadTime.words[locale];
    else {
      const { min, max } = leadTime.hours;
      value =
        min === 1 && (max === undefined || max === 1)
          ? t('trust.terms.withinOneHour')
          : t('trust.terms.withinHours', {
              hours:
                max === undefined || max === min
                  ? formatNumber(min, locale)
                  : `${formatNumber(min, locale)}–${formatNumber(max, locale)}`,
            });
    }
    lines.push({ label: t('trust.terms.leadTime'), value });
  }
  if (districts !== NOT_SET && districts.length > 0) {
    lines.push({
      label: t('trust.terms.districts'),
      value: formatList(
        districts.map((district) => district[locale]),
        locale,
      ),
    });
  }
  return lines;
}
