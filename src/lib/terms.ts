import type { Translate } from '../i18n/translate.ts';

/*
 * "Words used on this page": the terms of the brands' forms a reader may not know. A page that
 * shows one explains it once, in a list at its end (BaseLayout renders it from the page's own
 * text, so a term added to any page or entry is explained there without anyone listing it).
 */

export const termIds = [
  'roi',
  'scSt',
  'obc',
  'noc',
  'ev',
  'netWorth',
  'frontage',
  'professional',
  'outlet',
  'advertisement',
  'securityDeposit',
  'officialPortal',
] as const;
export type TermId = (typeof termIds)[number];

/**
 * How a page shows each term. Acronyms stay in Latin letters in every language, so one pattern
 * finds them everywhere ("NOC-கள்" is NOC with a Tamil ending). Net worth, frontage, outlet,
 * advertisement, security deposit and official portal are translated: a page shows each by its name in the page's language
 * (`terms.<id>.name`), which the glossary fixes.
 */
const shownAs: Record<TermId, RegExp | 'name'> = {
  roi: /\bROI\b/,
  scSt: /\bSC\/ST\b/,
  obc: /\bOBC\b/,
  noc: /\bNOCs?\b/,
  ev: /\bEVs?\b/,
  netWorth: 'name',
  frontage: 'name',
  professional: /\bICWA\b/,
  outlet: 'name',
  advertisement: 'name',
  securityDeposit: 'name',
  officialPortal: 'name',
};

/** The words a reader sees in a piece of rendered HTML: no tags, scripts, styles or attributes. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/giu, ' ')
    .replace(/<[^>]*>/gu, ' ')
    .replace(/&nbsp;|&#160;/gu, ' ')
    .replace(/&amp;/gu, '&')
    .replace(/\s+/gu, ' ');
}

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * What a page must contain to show a term named `name`. Tamil, Kannada and the other Indian
 * scripts join a case ending to the word itself ("விளம்பரத்தை", "ಜಾಹೀರಾತನ್ನು": the advertisement,
 * as an object), which changes its last letter, so there the name is looked for without that
 * letter; a page telling its reader to "read the ಜಾಹೀರಾತು" had shown no entry for it (44th and
 * 45th Kannada reads). Names in Latin letters are looked for whole.
 */
function stemOf(name: string): string {
  const lower = name.toLocaleLowerCase();
  if (/^[\p{Script=Latin}\P{L}]*$/u.test(lower)) return lower;
  const graphemes = Array.from(letters.segment(lower), ({ segment }) => segment);
  return graphemes.length > 3 ? graphemes.slice(0, -1).join('') : lower;
}

/** The terms a page's text uses, in the list's order. */
export function termsIn(text: string, t: Translate): TermId[] {
  const lower = text.toLocaleLowerCase();
  return termIds.filter((id) => {
    const pattern = shownAs[id];
    return pattern === 'name' ? lower.includes(stemOf(t(`terms.${id}.name`))) : pattern.test(text);
  });
}
