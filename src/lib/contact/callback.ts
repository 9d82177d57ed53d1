import type { Translate } from '../../i18n/translate.ts';
import { capitalise } from '../format.ts';

/**
 * What happens next, as the thank-you says it: the owner's call-back phrase ("we call back
 * within one working day"), in the page's language, as a sentence. Made on the server: the form
 * island gets the sentence, not the formatter.
 */
export function callbackSentence(t: Translate, callbackTime: string): string {
  return t('contact.callback', { callback: capitalise(callbackTime) });
}
