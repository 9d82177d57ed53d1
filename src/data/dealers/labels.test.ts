import { describe, expect, it } from 'vitest';
import { dictionaries, translator, type UIStrings } from '../../i18n/ui.ts';
import { describeReservation } from './labels.ts';

const t = translator(dictionaries.en);

describe('describeReservation', () => {
  it('names the group, the kind and the share when stated', () => {
    expect(describeReservation({ category: 'sc-st', kind: 'quota', percent: 17 }, t)).toBe(
      'SC/ST quota 17%',
    );
    expect(describeReservation({ category: 'obc', kind: 'quota' }, t)).toBe('OBC quota');
    expect(describeReservation({ category: 'women', kind: 'preference' }, t)).toBe(
      'Women preference',
    );
    expect(
      describeReservation(
        { category: 'experience', kind: 'preference', label: 'Retail experience' },
        t,
      ),
    ).toBe('Retail experience preference');
  });

  it('writes the sentence from the language’s own template, and only the group from the data', () => {
    const te = translator({
      ...dictionaries.en,
      'dealers.group.scSt': 'SC/ST',
      'dealers.reservation.quotaShare': '{group} కోటా {percent}%',
    } satisfies UIStrings);
    expect(describeReservation({ category: 'sc-st', kind: 'quota', percent: 17 }, te)).toBe(
      'SC/ST కోటా 17%',
    );
  });
});
