import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { climbsThreeFolders, relativeWithoutExtension } from './import-rule.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Every module specifier in an .astro file's frontmatter (between the two `---` fences). */
function specifiersIn(source: string): string[] {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return [...frontmatter.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

describe('the import rule', () => {
  it('flags a relative specifier without its extension, and only that', () => {
    expect(relativeWithoutExtension.test('../lib/format')).toBe(true);
    expect(relativeWithoutExtension.test('./Card')).toBe(true);
    expect(relativeWithoutExtension.test('../lib/format.ts')).toBe(false);
    expect(relativeWithoutExtension.test('./Card.tsx')).toBe(false);
    expect(relativeWithoutExtension.test('astro:content')).toBe(false);
    expect(relativeWithoutExtension.test('#src/lib/cn')).toBe(true);
    expect(relativeWithoutExtension.test('#src/lib/cn.ts')).toBe(false);
  });

  it('flags a relative specifier that climbs three folders, and only that', () => {
    expect(climbsThreeFolders.test('../../../lib/cn.ts')).toBe(true);
    expect(climbsThreeFolders.test('../../lib/cn.ts')).toBe(false);
    expect(climbsThreeFolders.test('#src/lib/cn.ts')).toBe(false);
  });

  it('holds in every .astro file, which ESLint does not read', () => {
    const files = globSync('src/**/*.astro', { cwd: root });
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      specifiersIn(readFileSync(root + file, 'utf8'))
        .filter(
          (specifier) =>
            relativeWithoutExtension.test(specifier) || climbsThreeFolders.test(specifier),
        )
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
