import { isPlaceholder } from './placeholder.ts';
import { site } from './site.ts';

/*
 * The phone line, the e-mail address and the street address the site may show and link. While either is still the
 * developer's sample (listed under `placeholders` in src/config/site.yaml), it is undefined here:
 * +91 98765 43210 is a real-looking mobile number that may belong to a stranger, and a request
 * sent to support@example.com reaches no one. Every page, island and structured-data block reads
 * this one module; where a value is undefined they say the line is not set up yet and send the
 * visitor to the contact form, whose requests do reach the owner. Writing the real value and
 * taking it off `placeholders` brings back every link at once.
 *
 * Its own module, not a field of `site`: the tests' facts build answers src/config/site.ts with
 * other facts (server/build/site-facts.ts), and this module then reads those.
 */

/** A phone line as the site shows it and as a `tel:` target. */
export type PhoneLine = { readonly display: string; readonly href: string };

export type PublicContact = {
  /** The phone line, once the owner has set it. */
  readonly phone: PhoneLine | undefined;
  /** The support inbox, once the owner has set it. */
  readonly email: string | undefined;
  /**
   * The street address, once the owner has set it: "123 Placeholder Road" sent a reader who does
   * not know the word looking for a road that is not there, the mark of a fake firm.
   */
  readonly streetAddress: string | undefined;
};

/** What of `facts` may be shown: each value left out while it is a placeholder. */
export function publicContactOf(facts: {
  phone: PhoneLine;
  email: string;
  streetAddress: string;
}): PublicContact {
  const { display, href } = facts.phone;
  return {
    phone: isPlaceholder(display) || isPlaceholder(href) ? undefined : { display, href },
    email: isPlaceholder(facts.email) ? undefined : facts.email,
    streetAddress: isPlaceholder(facts.streetAddress) ? undefined : facts.streetAddress,
  };
}

/** The site's own phone line, e-mail and street address, where they may be shown. */
export const publicContact: PublicContact = publicContactOf(site);
