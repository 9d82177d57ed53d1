import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins the classes that are set and drops the rest', () => {
    expect(cn('a', false, 'b', undefined, null, '', 'c')).toBe('a b c');
  });
});
