import { describe, expect, it } from 'vitest';
import { readEntry } from '../data/entries.ts';
import { acceptedRecord, englishWords, outdatedWords } from './translated-from.ts';

describe('translated-from', () => {
  it('names the words whose English changed since translated, with the old and new English', () => {
    const english = englishWords();
    const recorded = acceptedRecord('te', english);
    expect(outdatedWords('te', recorded, english)).toEqual([]);
    // As if the owner had rewritten the guidance fee and a label had been reworded since.
    recorded['pages/site'] = { ...recorded['pages/site'], guidanceFee: 'An older sentence.' };
    recorded['ui/common'] = { ...recorded['ui/common'], 'nav.home': 'Start' };
    const site = readEntry('te', 'pages/site') as { guidanceFee: string };
    expect(outdatedWords('te', recorded, english)).toEqual([
      {
        locale: 'te',
        entry: 'pages/site',
        key: 'guidanceFee',
        kind: 'changed',
        was: 'An older sentence.',
        now: english['pages/site']?.['guidanceFee'],
        translation: site.guidanceFee,
      },
      {
        locale: 'te',
        entry: 'ui/common',
        key: 'nav.home',
        kind: 'changed',
        was: 'Start',
        now: 'Home',
        translation: 'హోమ్',
      },
    ]);
  });

  it('names an English word no translation has yet', () => {
    const english = englishWords();
    const recorded = acceptedRecord('te', english);
    english['ui/common'] = { ...english['ui/common'], 'nav.new': 'A new label' };
    expect(outdatedWords('te', recorded, english)).toEqual([
      { locale: 'te', entry: 'ui/common', key: 'nav.new', kind: 'missing', now: 'A new label' },
    ]);
  });
});
