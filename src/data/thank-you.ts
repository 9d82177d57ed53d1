/**
 * What the visitor reads once their request is accepted (SPEC §4): on the form's thank-you panel
 * and on /contact/thanks, where the no-JavaScript form lands. Kept apart from `contact.ts` so the
 * form island ships these two lines and nothing else of the contact data.
 */
export const thankYou = {
  title: 'Thank You!',
  message: "We've received your request and will contact you shortly.",
} as const;
