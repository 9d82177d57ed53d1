import { describe, expect, it } from 'vitest';
import { staticImports, tagsNamed } from './build-files.ts';

describe('building blocks', () => {
  it('finds static imports in minified chunks but not dynamic ones', () => {
    expect(
      staticImports(
        'import{t as e}from"./a.js";import"./b.js";export*from"../c.js";export{x}from\'./d.js\';const l=()=>import("./lazy.js");',
      ),
    ).toEqual(['./a.js', './b.js', '../c.js', './d.js']);
  });

  it('reads attributes with quoted, bare and entity-encoded values', () => {
    expect(
      tagsNamed(
        '<astro-island uid=Z1 component-url="/_astro/H.js?v=1&amp;x=2" props="{&quot;a&quot;:1}" ssr>',
        'astro-island',
      ),
    ).toEqual([
      { uid: 'Z1', 'component-url': '/_astro/H.js?v=1&x=2', props: '{&quot;a&quot;:1}', ssr: '' },
    ]);
  });
});
