import { describe, expect, it } from 'vitest';
import { WHATSAPP_MAX_URL, whatsAppDigits, whatsAppHref } from './whatsapp.ts';

describe('whatsAppDigits', () => {
  it('writes an Indian mobile number as wa.me wants it, however it was typed', () => {
    for (const written of [
      '+91 98765 43210',
      '+91-98765-43210',
      '98765 43210',
      '098765 43210',
      '919876543210',
      '0091 98765 43210',
      ' +91 (98765) 43210.',
    ]) {
      expect(whatsAppDigits(written), written).toBe('919876543210');
    }
  });

  it('keeps another country code given with + or 00', () => {
    expect(whatsAppDigits('+971 50 123 4567')).toBe('971501234567');
    expect(whatsAppDigits('00971 50 123 4567')).toBe('971501234567');
  });

  it('refuses what is not a number it can dial, saying why', () => {
    expect(() => whatsAppDigits('not set')).toThrow(/digits only/);
    expect(() => whatsAppDigits('040 2345 6789')).toThrow(/country code/);
    expect(() => whatsAppDigits('+91 98765 4321')).toThrow(/10 digits after \+91/);
    expect(() => whatsAppDigits('+91 12345 67890')).toThrow(/starts with 6, 7, 8 or 9/);
    expect(() => whatsAppDigits('+0 12345')).toThrow(/not a full international number/);
  });
});

describe('whatsAppHref', () => {
  it('links a chat with the message typed in, encoded so every character survives', () => {
    const href = whatsAppHref('+91 98765 43210', 'Price for B20 & diesel? 100% ok #1');
    expect(href).toBe(
      'https://wa.me/919876543210?text=Price%20for%20B20%20%26%20diesel%3F%20100%25%20ok%20%231',
    );
    expect(new URL(href).searchParams.get('text')).toBe('Price for B20 & diesel? 100% ok #1');
  });

  it('carries Telugu text and a page address intact', () => {
    const message = 'నమస్తే, ఈ పేజీ నుంచి: https://www.example.com/te/contact?brand=jio';
    const href = whatsAppHref('9876543210', message);
    expect(href.startsWith('https://wa.me/919876543210?text=%E0%B0')).toBe(true);
    expect(new URL(href).searchParams.get('text')).toBe(message);
  });

  it(`keeps the link within ${WHATSAPP_MAX_URL} characters, and says so when a message is too long`, () => {
    // 200 Telugu letters take 1,800 characters once percent-encoded: within the limit.
    expect(whatsAppHref('9876543210', 'ప'.repeat(200)).length).toBeLessThanOrEqual(
      WHATSAPP_MAX_URL,
    );
    expect(() => whatsAppHref('9876543210', 'ప'.repeat(230))).toThrow(
      /WhatsApp link of 2\d{3} characters \(limit 2000\): shorten the message/,
    );
    expect(() => whatsAppHref('9876543210', 'a'.repeat(4097))).toThrow(/at most 4096/);
  });
});
