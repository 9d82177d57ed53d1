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

/**
 * What the thank-you says before our call, the moment a fraudster's call is most believed: what
 * we will never ask for, where our fee, once shown, is ours (`host`, this site's own address, or
 * `undefined` while it is not set up: `publishedHost`), and what never to give a caller.
 */
export function safetyText(t: Translate, host: string | undefined): string {
  return [
    t('contact.thanks.safety'),
    host ? t('contact.thanks.payAt', { host }) : t('contact.thanks.payUnset'),
    t('contact.thanks.secrets'),
  ].join(' ');
}
