import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverFilesOf } from './build-output.ts';

describe('where a build keeps its server files', () => {
  it('beside the pages, never among them, and one folder per build', () => {
    expect(serverFilesOf(join('dist', 'client'))).toBe(join('dist', 'server'));
    expect(serverFilesOf(join('dist', 'client') + '/')).toBe(join('dist', 'server'));
    // The facts build beside the real one keeps its own renderer.
    expect(serverFilesOf(join('dist', 'facts'))).toBe(join('dist', 'facts-server'));
  });
});
