import { describe, expect, it } from 'vitest';
import { renderLeadEmail } from './email.ts';
import type { StoredLead } from './store.ts';

const lead: StoredLead = {
  id: '3f1c8f0e-0000-4000-8000-000000000001',
  createdAt: '2026-03-05T04:30:00.000Z',
  fullName: 'Meena "M" <script>alert(1)</script>',
  contactNumber: '9876543210',
  productModel: 'Premium Diesel',
  issueType: 'Bulk Order',
  fullAddress: '12 Anna Salai\nChennai & Co',
  warrantyStatus: null,
  preferredServiceDate: '2026-03-09',
  source: 'form',
  locale: 'en',
  brand: null,
};

describe('renderLeadEmail', () => {
  it('puts the inquiry type and name in the subject, on one line', () => {
    const email = renderLeadEmail(
      { ...lead, fullName: 'Ravi\r\nBcc: x@evil.example' },
      'Example Fuels',
      'site@fuel.example',
    );
    expect(email.subject).toBe('New Bulk Order request: Ravi Bcc: x@evil.example');
  });

  it('writes every field, the id, the time in IST and a tel: link, escaped in HTML', () => {
    const email = renderLeadEmail(lead, 'Example Fuels', 'site@fuel.example');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('Meena &quot;M&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(email.html).toContain('12 Anna Salai\nChennai &amp; Co');
    expect(email.html).toContain('<a href="tel:+919876543210">');
    // 04:30 UTC is 10:00 in India (UTC+5:30).
    expect(email.html).toContain('5 Mar 2026, 10:00 am IST');
    expect(email.text).toBe(
      [
        'New Bulk Order request from Meena "M" <script>alert(1)</script> on the Example Fuels website.',
        '',
        'Name: Meena "M" <script>alert(1)</script>',
        'Contact number: 9876543210',
        'Inquiry type: Bulk Order',
        'Fuel type: Premium Diesel',
        'Address: 12 Anna Salai\nChennai & Co',
        'Preferred contact date: 2026-03-09',
        'Received: 5 Mar 2026, 10:00 am IST',
        `Request id: ${lead.id}`,
        '',
        'Call back: tel:+919876543210',
        '',
      ].join('\n'),
    );
  });

  it('builds the same Message-ID from the request id every time', () => {
    const a = renderLeadEmail(lead, 'Example Fuels', 'site@fuel.example');
    const b = renderLeadEmail(lead, 'Example Fuels', 'site@fuel.example');
    expect(a.messageId).toBe(`<lead-${lead.id}@fuel.example>`);
    expect(b.messageId).toBe(a.messageId);
  });

  it('shows the language and dealership brand when the request has them', () => {
    const email = renderLeadEmail(
      { ...lead, locale: 'ta', brand: 'jio-bp' },
      'Example Fuels',
      'site@fuel.example',
    );
    expect(email.text).toContain('Language: ta\nDealership brand: jio-bp\n');
    expect(email.html).toContain(
      '<th align="left" valign="top">Dealership brand</th><td style="white-space:pre-wrap">jio-bp</td>',
    );
  });
});
