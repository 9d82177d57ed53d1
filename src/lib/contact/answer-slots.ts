/*
 * The marks in the prerendered pages where the server writes a no-JavaScript answer: between the
 * two marks of /contact/check (the refused post, or another refusal), and at the mark of
 * /contact/thanks (the request's reference). HTML comments, so the pages as built show nothing.
 */
export const answerSlot = {
  start: '<!--contact-answer-->',
  end: '<!--/contact-answer-->',
} as const;
export const referenceSlot = '<!--request-reference-->';
