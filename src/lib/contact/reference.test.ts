import { expect, it } from 'vitest';
import { requestReference } from './reference.ts';

it('is the start of the request id, in capitals, to read out or write down', () => {
  const id = '3f2a9c1e-77b0-4d1e-9a55-0c2b8e6f4d10';
  expect(requestReference(id)).toBe('3F2A9C1E');
  expect(id.toUpperCase().startsWith(requestReference(id))).toBe(true);
});
