import type { UIKey } from '../i18n/ui.ts';

/**
 * What the visitor reads once their request is accepted (SPEC §4): on the form's thank-you panel
 * and on /contact/thanks, where the no-JavaScript form lands. The words are UI strings of the
 * contact part of the dictionary (src/content/en/ui/contact.yaml); these are their keys.
 */
export const thankYou = {
  title: 'contact.thanks.title',
  message: 'contact.thanks.message',
} as const satisfies Record<string, UIKey>;
