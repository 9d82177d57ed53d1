import { describe, expect, it } from 'vitest';
import { dictionaries, translator } from '../i18n/ui.ts';
import { termsIn, visibleText } from './terms.ts';

describe('the terms a page shows', () => {
  const en = translator(dictionaries.en);
  const ta = translator(dictionaries.ta);

  it('finds an acronym with a Tamil ending, and a translated term by its name', () => {
    const text = visibleText(
      `<p>தீயணைப்பு NOC-கள்</p><li>${dictionaries.ta['terms.netWorth.name']}க்கான சான்று</li>`,
    );
    expect(termsIn(text, ta)).toEqual(['noc', 'netWorth']);
  });

  it('finds a translated term with a case ending joined to it, and an English one only whole', () => {
    // "Read the advertisement", as Kannada and Tamil write it: the ending changes the last letter.
    const kn = translator(dictionaries.kn);
    expect(dictionaries.kn['terms.advertisement.name']).toBe('ಜಾಹೀರಾತು');
    expect(termsIn('ಜಾಹೀರಾತನ್ನು ಓದಿ', kn)).toEqual(['advertisement']);
    expect(dictionaries.ta['terms.advertisement.name']).toBe('விளம்பரம்');
    expect(termsIn('விளம்பரத்தைப் படித்து', ta)).toEqual(['advertisement']);
    expect(termsIn('an advertiser', en)).toEqual([]);
  });

  it('reads only what a reader sees: not attributes, scripts or the middle of a word', () => {
    const html =
      '<astro-island props="{&quot;x&quot;:&quot;SC/ST OBC&quot;}"></astro-island>' +
      '<script>const ROI = 1;</script><p>EVERY REVIEW</p>';
    expect(termsIn(visibleText(html), en)).toEqual([]);
  });

  it('lists the terms in one order, whatever order the page shows them in', () => {
    expect(termsIn('Net worth, then ICWA, then ROI', en)).toEqual([
      'roi',
      'netWorth',
      'professional',
    ]);
  });
});
