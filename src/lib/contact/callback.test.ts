import { describe, expect, it } from 'vitest';
import { dictionaries, translator } from '../../i18n/ui.ts';
import { safetyText } from './callback.ts';

describe('what the thank-you says before our call', () => {
  const en = translator(dictionaries.en);

  it('names this site’s own address as the one where our fee, once shown, is ours', () => {
    const text = safetyText(en, 'examplefuels.in');
    expect(text).toContain('at examplefuels.in and no other address');
    expect(text).toMatch(/^If you asked about a dealership: .* Never give a caller an OTP/u);
  });

  it('names no address while the site has none of its own, and says not to pay anyone', () => {
    const text = safetyText(en, undefined);
    expect(text).not.toMatch(/example\.com|no other address/u);
    expect(text).toContain(
      'Our own website address, our fee and our phone number are not set up yet: until this website shows all three, do not pay anyone in our name.',
    );
  });
});
