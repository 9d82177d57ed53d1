import { describe, expect, it } from 'vitest';
import { isPlaceholder, NOT_SET } from './placeholder.ts';
import { readOwnerFiles } from './owner-files.ts';
import { checkedOwnerFacts } from './site-schema.ts';

const files = readOwnerFiles();
const facts = files.facts as Record<string, unknown>;

/** The facts file with `change` made, as an owner might write it by hand. */
const edited = (change: Record<string, unknown>) => ({ ...files, facts: { ...facts, ...change } });

describe('the owner’s facts (src/config/site.yaml)', () => {
  it('reads as written, a fact not set as NOT_SET, the listed stand-ins marked', () => {
    const site = checkedOwnerFacts(files);
    expect(site.foundedYear).toBe(2020);
    expect(site.whatsapp).toBe(NOT_SET);
    expect(isPlaceholder(site.name)).toBe(true);
    expect(isPlaceholder(site.words.guidanceFee)).toBe(true);
    expect(isPlaceholder(site.words.tagline)).toBe(false);
  });

  it('reads a fact left out or left empty (as the editor saves it) as not set', () => {
    const { whatsapp: _left, ...rest } = facts;
    expect(checkedOwnerFacts({ ...files, facts: rest }).whatsapp).toBe(NOT_SET);
    expect(checkedOwnerFacts(edited({ whatsapp: '' })).whatsapp).toBe(NOT_SET);
  });

  it('stops on a GSTIN with a mistyped check character, naming the file and the field', () => {
    const licences = { ...(facts['licences'] as object), gstin: '36AAAAA0000A1Z4' };
    expect(() => checkedOwnerFacts(edited({ licences }))).toThrow(
      /src\/config\/site\.yaml is not a valid entry:\n {2}licences\.gstin: not a valid GSTIN: its check character is "4" but should be "3"/u,
    );
    const valid = { ...licences, gstin: '36AAAAA0000A1Z3' };
    expect(checkedOwnerFacts(edited({ licences: valid })).licences.gstin).toBe('36AAAAA0000A1Z3');
  });

  it('stops on a WhatsApp number without its country code, naming the field', () => {
    expect(() => checkedOwnerFacts(edited({ whatsapp: '12345' }))).toThrow(
      /site\.yaml is not a valid entry:\n {2}whatsapp: .*country code/u,
    );
    expect(checkedOwnerFacts(edited({ whatsapp: '+91 99999 00001' })).whatsapp).toBe(
      '+91 99999 00001',
    );
  });

  it('stops on a phone link that dials another number than the one shown', () => {
    const phone = { display: '+91 98765 43210', href: 'tel:+919876543211' };
    expect(() => checkedOwnerFacts(edited({ phone }))).toThrow(/ {2}phone\.href: /u);
  });

  it('stops on a lead time whose shortest is above its longest', () => {
    const terms = { ...(facts['terms'] as object), leadTime: { hours: { min: 48, max: 24 } } };
    expect(() => checkedOwnerFacts(edited({ terms }))).toThrow(
      /terms\.leadTime\.hours\.max: min must not exceed max/u,
    );
  });

  it('names a sentence left empty in src/content/en/pages/site.yaml', () => {
    const words = { ...(files.words as object), callbackTime: ' ' };
    expect(() => checkedOwnerFacts({ ...files, words })).toThrow(
      /src\/content\/en\/pages\/site\.yaml is not a valid entry:\n {2}callbackTime: /u,
    );
  });
});
