/*
 * Click-to-chat links: `https://wa.me/<number>?text=<message>`, WhatsApp's own documented form.
 * A plain link: nothing is loaded from WhatsApp until the visitor follows it.
 *
 * Limits: WhatsApp states none for the `text` parameter; a message it carries is capped at 4,096
 * characters (the WhatsApp Business Platform's text body limit), and the whole link is kept
 * within 2,000 characters, the length every browser, mail client and the WhatsApp apps follow
 * without truncating. Hindi, Telugu, Tamil and Kannada characters take 9 bytes each once
 * percent-encoded, so the link's length, not the message's, is the limit our messages meet.
 */

/** Longest message WhatsApp carries in one text. */
export const WHATSAPP_MAX_MESSAGE = 4096;
/** Longest link we write: safe in every browser and app that opens it. */
export const WHATSAPP_MAX_URL = 2000;

/**
 * The number as wa.me wants it: digits only, country code first, no `+` and no leading zeros.
 * An Indian mobile number may be written without its country code ('98765 43210',
 * '098765 43210'); any other number must start with `+` or `00` and its country code.
 */
export function whatsAppDigits(number: string): string {
  const written = number.trim();
  if (!/^\+?[\d\s().-]+$/.test(written)) {
    throw new Error(`WhatsApp number "${number}": use digits only, like +91 98765 43210.`);
  }
  const digits = written.replace(/\D/g, '');
  let international: string;
  if (written.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (/^0?[6-9]\d{9}$/.test(digits)) international = `91${digits.slice(-10)}`;
  else if (/^91[6-9]\d{9}$/.test(digits)) international = digits;
  else {
    throw new Error(
      `WhatsApp number "${number}": write it with its country code, like +91 98765 43210.`,
    );
  }
  // E.164: a country code (never starting with 0) and at most 15 digits in all.
  if (!/^[1-9]\d{7,14}$/.test(international)) {
    throw new Error(`WhatsApp number "${number}" is not a full international number.`);
  }
  if (international.startsWith('91') && !/^91[6-9]\d{9}$/.test(international)) {
    throw new Error(
      `WhatsApp number "${number}": an Indian mobile number has 10 digits after +91 and starts with 6, 7, 8 or 9.`,
    );
  }
  return international;
}

/** The click-to-chat link to `number` with `message` typed in, ready to send. */
export function whatsAppHref(number: string, message: string): string {
  if (message.length > WHATSAPP_MAX_MESSAGE) {
    throw new Error(
      `WhatsApp message of ${message.length} characters: WhatsApp carries at most ${WHATSAPP_MAX_MESSAGE}.`,
    );
  }
  const href = `https://wa.me/${whatsAppDigits(number)}?text=${encodeURIComponent(message)}`;
  if (href.length > WHATSAPP_MAX_URL) {
    throw new Error(
      `WhatsApp link of ${href.length} characters (limit ${WHATSAPP_MAX_URL}): shorten the message "${message.slice(0, 40)}…".`,
    );
  }
  return href;
}
