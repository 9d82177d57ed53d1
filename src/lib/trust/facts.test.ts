import { describe, expect, it } from 'vitest';
import { NOT_SET } from '../../config/placeholder.ts';
import { NO_PESO_LICENCE, type Licences, type TradeTerms } from '../../config/trust.ts';
import { dictionaries, translator } from '../../i18n/ui.ts';
import { licenceLines, licencesShown, registers, termLines } from './facts.ts';

const en = translator(dictionaries.en);
const hi = translator(dictionaries.hi);

const unset: Licences = { peso: NOT_SET, gstin: NOT_SET, companyRegistration: NOT_SET };
const vehicle = { en: 'Bowser', hi: 'बाउज़र', te: 'బౌజర్', ta: 'பவுசர்', kn: 'ಬೌಸರ್' };

describe('licences', () => {
  it('shows nothing while nothing is set', () => {
    expect(licenceLines(licencesShown(unset), 'en', en)).toEqual([]);
  });

  it('says nothing about PESO for an owner who holds no PESO licence', () => {
    const broker = { ...unset, peso: NO_PESO_LICENCE, gstin: '27AAPFU0939F1ZV' } as Licences;
    const lines = licenceLines(licencesShown(broker), 'en', en);
    expect(lines.map((line) => line.label)).toEqual(['GST number (GSTIN)']);
    expect(JSON.stringify(lines)).not.toMatch(/PESO|peso/);
  });

  it('lists each set licence with its register, in the page language', () => {
    const licences: Licences = {
      peso: { storage: { number: 'P/1' }, vehicles: [{ vehicle, number: 'P/2' }] },
      gstin: '27AAPFU0939F1ZV',
      companyRegistration: { kind: 'Udyam', number: 'UDYAM-TS-00-0000000' },
    };
    expect(licenceLines(licencesShown(licences), 'hi', hi)).toEqual([
      {
        label: 'ईंधन रखने (भंडारण) का PESO लाइसेंस',
        number: 'P/1',
        register: registers.peso,
        check: 'PESO की वेबसाइट पर जाँचें',
      },
      {
        label: 'डिलीवरी गाड़ी का PESO लाइसेंस: बाउज़र',
        number: 'P/2',
        register: registers.peso,
        check: 'PESO की वेबसाइट पर जाँचें',
      },
      {
        label: 'GST नंबर (GSTIN)',
        number: '27AAPFU0939F1ZV',
        register: registers.gst,
        check: 'GST की वेबसाइट पर जाँचें',
      },
      {
        label: 'उद्यम (MSME) रजिस्ट्रेशन नंबर',
        number: 'UDYAM-TS-00-0000000',
        register: registers.udyam,
        check: 'उद्यम की वेबसाइट पर जाँचें',
      },
    ]);
  });

  it('refuses a malformed GSTIN with the key to fix', () => {
    expect(() => licencesShown({ ...unset, gstin: '27AAPFU0939F1Z' })).toThrow(
      'site.licences.gstin "27AAPFU0939F1Z" is not a valid GSTIN: a GSTIN has 15 characters, this one has 14.',
    );
  });
});

describe('trade terms', () => {
  const none: TradeTerms = {
    minimumOrderLitres: NOT_SET,
    deliveryCharge: NOT_SET,
    deliveryHours: NOT_SET,
    leadTime: NOT_SET,
    districts: NOT_SET,
  };

  it('shows nothing while nothing is set, and only what is set', () => {
    expect(termLines(none, 'en', en)).toEqual([]);
    expect(termLines({ ...none, minimumOrderLitres: 20000 }, 'en', en)).toEqual([
      { label: 'Smallest order', value: '20,000 litres' },
    ]);
  });

  it('writes the figures once and formats them per language; owner words as given', () => {
    const terms: TradeTerms = {
      minimumOrderLitres: 100000,
      deliveryCharge: {
        words: { ...vehicle, en: 'Free above 5,000 litres', hi: '5,000 लीटर से ऊपर मुफ़्त' },
      },
      deliveryHours: { from: '07:00', to: '19:00' },
      leadTime: { hours: { min: 1 } },
      districts: [vehicle],
    };
    expect(termLines(terms, 'hi', hi).map((line) => line.value)).toEqual([
      '1,00,000 लीटर',
      '5,000 लीटर से ऊपर मुफ़्त',
      'हर दिन, 7:00 am से 7:00 pm तक',
      'ऑर्डर के एक घंटे के अंदर',
      'बाउज़र',
    ]);
  });
});
