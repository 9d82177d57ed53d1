import { describe, expect, it } from 'vitest';
import { alignedYaml, listKeys } from './align.ts';

describe('aligned lists', () => {
  const english = {
    title: 'Steps',
    steps: [{ id: 'apply', title: 'Apply' }, { id: 'wait' }, { id: 'pay', title: 'Pay' }],
  };

  it('lists every English item in English order, key-only where it has no words', () => {
    const translation = [
      'title: దశలు',
      'steps:',
      '  - id: wait',
      '  # The fee step.',
      '  - id: pay',
      '    title: చెల్లించండి',
      '  - id: apply',
      '    title: దరఖాస్తు',
      '',
    ].join('\n');
    const aligned = alignedYaml(translation, english);
    expect(aligned).toBe(
      [
        'title: దశలు',
        'steps:',
        '  - id: apply',
        '    title: దరఖాస్తు',
        '  - id: wait',
        '  # The fee step.',
        '  - id: pay',
        '    title: చెల్లించండి',
        '',
      ].join('\n'),
    );
  });

  it('keeps an item English does not have, last, for the check to name', () => {
    const aligned = alignedYaml('steps:\n  - id: old\n    title: పాత\n', english);
    expect(aligned).toContain('  - id: pay\n  - id: old\n    title: పాత\n');
  });

  it('names each list’s keys by path', () => {
    expect(listKeys(english)).toEqual([['steps', ['apply', 'wait', 'pay']]]);
  });
});
