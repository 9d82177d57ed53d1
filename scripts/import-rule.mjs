// The import rules:
// - A relative or `#src/` import names its file, extension included (`./format.ts`,
//   `#src/lib/cn.ts`). Node runs the server and the scripts by stripping types and resolves
//   nothing without the extension. Nothing is emitted (tsconfig's noEmit), so no path needs
//   rewriting.
// - An import that would climb three folders or more (`../../../lib/cn.ts`) goes through the
//   `#src/*` subpath import declared in package.json instead, so a file's imports read the same
//   wherever it sits.
// ESLint enforces both in .ts/.tsx (eslint.config.js); scripts/import-rule.test.ts in .astro
// files, which ESLint does not parse.

const extension = String.raw`\.(?:ts|tsx|mjs|js|json|css|astro|yaml|svg|png|webp|jpg)$`;

/** A relative (./x, ../x) or `#src/` specifier that does not end in a file extension. */
export const relativeWithoutExtension = new RegExp(
  String.raw`^(?:\.{1,2}|#src)\/(?!.*${extension})`,
);

/** A relative specifier that climbs three folders or more. */
export const climbsThreeFolders = /^(?:\.\.\/){3,}/;

/** A regex as an ESLint selector value (the selector syntax allows no `/` in a regex). */
const selector = (regex) => `/${regex.source.replaceAll('\\/', '\\x2F')}/`;

export const relativeWithoutExtensionSelector = selector(relativeWithoutExtension);
export const climbsThreeFoldersSelector = selector(climbsThreeFolders);
