import { describe, expect, it } from 'vitest';
import { dictionaries, translator, type UIStrings } from '../../i18n/ui.ts';
import { describeOpeningReservation, describeReservation } from './labels.ts';

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

describe('describeOpeningReservation', () => {
  const jioRules = [
    { category: 'sc-st', kind: 'preference' },
    { category: 'women', kind: 'preference' },
  ] as const;

  it('marks an opening’s quota as its own where the brand’s rule for the group is a preference', () => {
    expect(
      describeOpeningReservation({ category: 'women', kind: 'quota' }, jioRules, 'Jio-bp', t),
    ).toBe(
      "Women quota in our 2025 figures for this opening (Jio-bp's general rule: Women preference)",
    );
  });

  it('says it plainly where the opening agrees with the rule, or the rules name no such group', () => {
    expect(
      describeOpeningReservation({ category: 'sc-st', kind: 'preference' }, jioRules, 'Jio-bp', t),
    ).toBe('SC/ST preference');
    expect(
      describeOpeningReservation(
        { category: 'ex-servicemen', kind: 'preference' },
        [],
        'Bharat',
        t,
      ),
    ).toBe('Ex-servicemen preference');
    expect(
      describeOpeningReservation({ category: 'sc-st', kind: 'preference' }, undefined, 'X', t),
    ).toBe('SC/ST preference');
  });
});
