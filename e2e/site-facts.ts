import { site as configured } from '../src/config/site.ts';

// Every import of src/config/site.ts gets this module in the facts build: what else it exports,
// this one exports too. All of it, so a new export cannot break this build unnoticed (siteHost,
// then publishedHost, did); `site` below, declared here, takes the place of the real one.
export * from '../src/config/site.ts';

/*
 * The owner facts of the tests' second build (`npm run build:facts`, see
 * server/build/site-facts.ts): the real config with a phone line, an e-mail, a WhatsApp number,
 * licences and trade terms set, so the e2e tests see each one where the site shows it. Every value here is made up for
 * the tests and marked so (TEST in the licence numbers, a GSTIN with a PAN of A's and 0's that
 * passes the check); none is a fact about the business and none reaches the real build.
 */
export const site = {
  ...configured,
  // Not the samples site.yaml lists as placeholders, so they are shown and linked
  // (src/config/public-contact.ts); .test is a name reserved for tests and reaches no one.
  phone: { display: '+91 99999 00002', href: 'tel:+919999900002' },
  email: 'requests@fuel.test',
  streetAddress: '7 Test Street, Hyderabad, Telangana 500001, India',
  whatsapp: '+91 99999 00001',
  licences: {
    peso: {
      storage: { number: 'TEST/PESO/STORAGE/001' },
      vehicles: [
        {
          vehicle: {
            en: 'Mobile dispenser (bowser)',
            hi: 'मोबाइल डिस्पेंसर (बाउज़र)',
            te: 'మొబైల్ డిస్పెన్సర్ (బౌజర్)',
            ta: 'நடமாடும் டிஸ்பென்சர் (பவுசர்)',
            kn: 'ಮೊಬೈಲ್ ಡಿಸ್ಪೆನ್ಸರ್ (ಬೌಸರ್)',
          },
          number: 'TEST/PESO/VEHICLE/002',
        },
      ],
    },
    gstin: '36AAAAA0000A1Z3',
    companyRegistration: { kind: 'CIN', number: 'TEST-CIN-0003' },
  },
  terms: {
    minimumOrderLitres: 2000,
    deliveryCharge: { rupeesPerDelivery: 1500 },
    deliveryHours: { from: '06:00', to: '21:30' },
    leadTime: { hours: { min: 24, max: 48 } },
    districts: [
      { en: 'Hyderabad', hi: 'हैदराबाद', te: 'హైదరాబాద్', ta: 'ஹைதராபாத்', kn: 'ಹೈದರಾಬಾದ್' },
      { en: 'Rangareddy', hi: 'रंगारेड्डी', te: 'రంగారెడ్డి', ta: 'ரங்காரெட்டி', kn: 'ರಂಗಾರೆಡ್ಡಿ' },
    ],
  },
} satisfies typeof configured;
