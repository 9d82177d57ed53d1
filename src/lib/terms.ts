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

/** The terms a page's text uses, in the list's order. */
export function termsIn(text: string, t: Translate): TermId[] {
  return termIds.filter((id) => {
    const pattern = shownAs[id];
    return pattern === 'name'
      ? text.toLocaleLowerCase().includes(t(`terms.${id}.name`).toLocaleLowerCase())
      : pattern.test(text);
  });
}
