import { describe, expect, it } from 'vitest';
import { checkedGstin, gstinCheckCharacter, gstinProblem } from './gstin.ts';

describe('the GSTIN check', () => {
  it('accepts GSTINs whose check character the GST Network issued', () => {
    // Published examples of issued GSTINs (Maharashtra, Gujarat, Karnataka).
    for (const gstin of ['27AAPFU0939F1ZV', '24AKQPR4577F1ZN', '29AAGCB7383J1Z4']) {
      expect(gstinProblem(gstin), gstin).toBeNull();
    }
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('catches one mistyped character or two swapped ones', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/check character is "W" but should be "V"/);
    expect(gstinProblem('27AAPFU0399F1ZV')).toMatch(/check character/);
    expect(gstinProblem('27APAFU0939F1ZV')).toMatch(/check character/);
    expect(gstinProblem('27AAPFV0939F1ZV')).toMatch(/should be "U"/);
  });

  it('names what is wrong with a malformed one', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('a GSTIN has 15 characters, this one has 14');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('a GSTIN holds only digits and capital letters');
    expect(gstinProblem('40AAPFU0939F1ZV')).toMatch(/"40" is not a GST state code/);
    expect(gstinProblem('00AAPFU0939F1ZV')).toMatch(/"00" is not a GST state code/);
    expect(gstinProblem('27AAPF10939F1ZV')).toMatch(/not a PAN/);
    expect(gstinProblem('27AAPFU0939F0ZV')).toMatch(/character 13/);
    expect(gstinProblem('27AAPFU0939F191')).toMatch(/character 14/);
  });

  it('stops the build with the key to fix and the reason', () => {
    expect(checkedGstin('27AAPFU0939F1ZV')).toBe('27AAPFU0939F1ZV');
    expect(() => checkedGstin('27AAPFU0939F1ZW')).toThrow(
      'site.licences.gstin "27AAPFU0939F1ZW" is not a valid GSTIN: its check character is "W" but should be "V": a character is mistyped.',
    );
  });
});
