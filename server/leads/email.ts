import nodemailer from 'nodemailer';
import { escapeHtml } from '../contact/html.ts';
import type { StoredLead } from './store.ts';
import { DeliveryFailure, type Deliverer } from './deliverer.ts';

export type EmailSettings = {
  smtpUrl: string;
  to: string[];
  from: string;
  /** The business name, for the subject and the sender's display name. */
  siteName: string;
  timeoutMs: number;
};

export type LeadEmail = {
  subject: string;
  text: string;
  html: string;
  /** `<lead-ID@domain>`: the same for every attempt, so a retried message is recognisable. */
  messageId: string;
};

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
  hour12: true,
});

/** The fields of a request, labelled as the owner reads them; empty optional ones are left out. */
function fields(lead: StoredLead): [string, string][] {
  const rows: [string, string | null][] = [
    ['Name', lead.fullName],
    ['Contact number', lead.contactNumber],
    ['Inquiry type', lead.issueType],
    ['Fuel type', lead.productModel],
    ['Address', lead.fullAddress],
    ['Contract status', lead.warrantyStatus],
    ['Preferred contact date', lead.preferredServiceDate],
    ['Language', lead.locale === 'en' ? null : lead.locale],
    ['Dealership brand', lead.brand],
    ['Received', `${IST.format(new Date(lead.createdAt))} IST`],
    ['Request id', lead.id],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
}

/** A subject line cannot hold a line break (it would end the header): collapse all whitespace. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The owner's notification for one request: plain text and HTML, every value escaped in HTML. */
export function renderLeadEmail(lead: StoredLead, siteName: string, from: string): LeadEmail {
  const tel = `tel:+91${lead.contactNumber}`;
  const rows = fields(lead);
  const text = [
    `New ${lead.issueType} request from ${lead.fullName} on the ${siteName} website.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Call back: ${tel}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(oneLine(lead.fullName))}</title></head>
<body style="font-family:sans-serif">
<p>New <strong>${escapeHtml(lead.issueType)}</strong> request from <strong>${escapeHtml(lead.fullName)}</strong> on the ${escapeHtml(siteName)} website.</p>
<table cellpadding="4">
${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p><a href="${escapeHtml(tel)}">Call ${escapeHtml(lead.fullName)} back on ${escapeHtml(lead.contactNumber)}</a></p>
</body></html>
`;
  const domain = from.slice(from.lastIndexOf('@') + 1);
  return {
    subject: oneLine(`New ${lead.issueType} request: ${lead.fullName}`),
    text,
    html,
    messageId: `<lead-${lead.id}@${domain}>`,
  };
}

/** Address-level refusals: 5xx on the envelope or the message itself can never succeed. */
const PERMANENT_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * Delivers the owner's e-mail through nodemailer (pooled SMTP connections). A 4xx answer (such
 * as 451, "try again later"), a timeout or an unreachable server is retried by the outbox; a 5xx
 * refusal of the recipient or message is a permanent failure, recorded for `leads status`. A
 * rejected login is retried, since the owner can fix the password without losing requests.
 */
export function createEmailDeliverer(settings: EmailSettings): Deliverer & { close: () => void } {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  const deliver: Deliverer = async (lead, signal) => {
    const email = renderLeadEmail(lead, settings.siteName, settings.from);
    const sending = transport.sendMail({
      from: { name: settings.siteName, address: settings.from },
      to: settings.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: email.messageId,
    });
    // nodemailer takes no AbortSignal: stop waiting instead (the outbox then retries later).
    const aborted = new Promise<never>((_, reject) => {
      const onAbort = () => reject(signal.reason);
      if (signal.aborted) onAbort();
      else signal.addEventListener('abort', onAbort, { once: true });
    });
    let info: Awaited<typeof sending>;
    try {
      info = await Promise.race([sending, aborted]);
    } catch (error) {
      sending.catch(() => {});
      const failure = error as Error & { code?: string; responseCode?: number; response?: string };
      if (failure.name === 'TimeoutError') throw new DeliveryFailure('timeout');
      if (failure.name === 'AbortError') throw new DeliveryFailure('stopped');
      const detail = failure.response ?? failure.code ?? failure.message;
      const permanent =
        failure.responseCode !== undefined &&
        failure.responseCode >= 500 &&
        PERMANENT_CODES.has(failure.code ?? '');
      throw new DeliveryFailure(`SMTP ${oneLine(String(detail)).slice(0, 200)}`, permanent);
    }
    // Some owner addresses accepted, others not: retry unless every refusal is final (5xx).
    if (info.rejected.length > 0) {
      const errors = (info.rejectedErrors ?? []) as (Error & { responseCode?: number })[];
      const permanent =
        errors.length > 0 && errors.every((error) => (error.responseCode ?? 0) >= 500);
      throw new DeliveryFailure(
        `SMTP refused ${info.rejected.join(', ')}: ${oneLine(errors[0]?.message ?? '').slice(0, 200)}`,
        permanent,
      );
    }
  };
  return Object.assign(deliver, { close: () => transport.close() });
}
