import * as renderer from '../../src/components/contact/render-answers.tsx';
import { languageTags, localeOfPath } from '../../src/i18n/locales.ts';
import { answerSlot, referenceSlot } from '../../src/lib/contact/answer-slots.ts';
import { contactAnswers } from '../contact/form-page.ts';

/**
 * The no-JavaScript answers with the real renderer (Vitest loads .tsx itself) over small stand-in
 * pages: each has its route's language, a title and the slot the build's page has. The built
 * pages themselves are checked by the e2e specs.
 */
export const TEST_PAGE_CSP = "default-src 'self'; form-action 'self'";

export const testAnswers = contactAnswers(
  (route) => ({
    html: `<!doctype html><html lang="${languageTags[localeOfPath(route)]}"><head><title>${route} | Example Fuels</title></head><body><main>${
      route.endsWith('/thanks') ? referenceSlot : `${answerSlot.start}${answerSlot.end}`
    }</main></body></html>`,
    csp: TEST_PAGE_CSP,
  }),
  renderer,
);
