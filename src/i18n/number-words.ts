import type { Locale } from './locales.ts';

/*
 * The words figures are written with in each language: the Indian money units, the measures
 * and the land units people use. The formatter (src/lib/format.ts) owns these, as Intl owns
 * month names: they are few, fixed, and needed in the browser by the self-check, which should
 * not carry a whole dictionary. A native reviewer checks them with the locale's dictionary.
 */
export type NumberWords = {
  /**
   * The money units, by the plural category of the number before them (Intl.PluralRules):
   * Telugu writes "₹1 లక్ష" but "₹15 లక్షలు"; Hindi, Tamil and Kannada keep one form.
   */
  lakh: { one: string; many: string };
  crore: { one: string; many: string };
  sqm: string;
  /**
   * Square metres named in full where a visitor chooses the unit of their plot: the short form
   * alone was read as square feet, the unit many plots are sold in, ten times smaller.
   */
  sqmName: string;
  m: string;
  year: string;
  years: string;
  month: string;
  months: string;
  /** An approximate figure: "about {value}". */
  about: string;
  acre: { one: string; many: string };
  cent: { one: string; many: string };
  gunta: { one: string; many: string };
};

export const numberWords: Record<Locale, NumberWords> = {
  en: {
    lakh: { one: 'lakh', many: 'lakh' },
    crore: { one: 'crore', many: 'crore' },
    sqm: 'sqm',
    sqmName: 'square metres (sqm), not square feet',
    m: 'm',
    year: 'year',
    years: 'years',
    month: 'month',
    months: 'months',
    about: 'about {value}',
    acre: { one: 'acre', many: 'acres' },
    cent: { one: 'cent', many: 'cents' },
    gunta: { one: 'gunta', many: 'guntas' },
  },
  hi: {
    lakh: { one: 'लाख', many: 'लाख' },
    crore: { one: 'करोड़', many: 'करोड़' },
    sqm: 'वर्ग मीटर',
    sqmName: 'वर्ग मीटर (वर्ग फ़ुट नहीं)',
    m: 'मीटर',
    year: 'साल',
    years: 'साल',
    month: 'महीना',
    months: 'महीने',
    about: 'लगभग {value}',
    acre: { one: 'एकड़', many: 'एकड़' },
    // Hindi readers in the east say डिसमिल for the same hundredth of an acre (review 34, M-2).
    cent: { one: 'सेंट/डिसमिल', many: 'सेंट/डिसमिल' },
    gunta: { one: 'गुंठा', many: 'गुंठा' },
  },
  te: {
    lakh: { one: 'లక్ష', many: 'లక్షలు' },
    crore: { one: 'కోటి', many: 'కోట్లు' },
    sqm: 'చ.మీ.',
    sqmName: 'చదరపు మీటర్లు (చ.మీ.), చదరపు అడుగులు కాదు',
    m: 'మీ.',
    year: 'సంవత్సరం',
    years: 'సంవత్సరాలు',
    month: 'నెల',
    months: 'నెలలు',
    about: 'సుమారు {value}',
    acre: { one: 'ఎకరం', many: 'ఎకరాలు' },
    cent: { one: 'సెంటు', many: 'సెంట్లు' },
    gunta: { one: 'గుంట', many: 'గుంటలు' },
  },
  ta: {
    lakh: { one: 'லட்சம்', many: 'லட்சம்' },
    crore: { one: 'கோடி', many: 'கோடி' },
    sqm: 'ச.மீ.',
    sqmName: 'சதுர மீட்டர் (ச.மீ.), சதுர அடி அல்ல',
    m: 'மீ.',
    year: 'ஆண்டு',
    years: 'ஆண்டுகள்',
    month: 'மாதம்',
    months: 'மாதங்கள்',
    about: 'சுமார் {value}',
    acre: { one: 'ஏக்கர்', many: 'ஏக்கர்' },
    cent: { one: 'சென்ட்', many: 'சென்ட்' },
    gunta: { one: 'குண்டா', many: 'குண்டா' },
  },
  kn: {
    lakh: { one: 'ಲಕ್ಷ', many: 'ಲಕ್ಷ' },
    crore: { one: 'ಕೋಟಿ', many: 'ಕೋಟಿ' },
    sqm: 'ಚ.ಮೀ.',
    sqmName: 'ಚದರ ಮೀಟರ್ (ಚ.ಮೀ.), ಚದರ ಅಡಿ ಅಲ್ಲ',
    m: 'ಮೀ.',
    year: 'ವರ್ಷ',
    years: 'ವರ್ಷ',
    month: 'ತಿಂಗಳು',
    months: 'ತಿಂಗಳು',
    about: 'ಸುಮಾರು {value}',
    acre: { one: 'ಎಕರೆ', many: 'ಎಕರೆ' },
    // Kannada counts cents as it counts acres and guntas, without the English plural's -s.
    cent: { one: 'ಸೆಂಟ್', many: 'ಸೆಂಟ್' },
    gunta: { one: 'ಗುಂಟೆ', many: 'ಗುಂಟೆ' },
  },
};
