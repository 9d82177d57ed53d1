import { describe, expect, it } from 'vitest';
import { englishFingerprints, fingerprint, outdatedTranslations } from './translated-from.ts';

describe('translated-from', () => {
  it('names the UI strings and entries whose English changed since they were translated', () => {
    const recorded = englishFingerprints();
    expect(outdatedTranslations(recorded)).toEqual([]);
    // As if the owner had rewritten the guidance fee and a label had been reworded since.
    recorded.content['pages/site'] = fingerprint({ guidanceFee: 'An older sentence.' });
    recorded.ui['nav.home'] = fingerprint('Start');
    delete recorded.ui['nav.about'];
    expect(outdatedTranslations(recorded)).toEqual([
      'ui nav.home',
      'ui nav.about',
      'content pages/site',
    ]);
  });
});
