// The one import rule: a relative import names its file, extension included (`./format.ts`,
// `./Card.tsx`). Node runs the server and the scripts by stripping types and resolves nothing
// without the extension; tsconfig's rewriteRelativeImportExtensions keeps emitted paths right.
// ESLint enforces it in .ts/.tsx (eslint.config.js); scripts/import-rule.test.ts in .astro files,
// which ESLint does not parse.

/** A relative specifier (./x, ../x) that does not end in a file extension. */
export const relativeWithoutExtension =
  /^\.{1,2}\/(?!.*\.(?:ts|tsx|mjs|js|json|css|astro|yaml|svg|png|webp|jpg)$)/;

/** The same test as an ESLint selector value (the selector syntax allows no `/` in a regex). */
export const relativeWithoutExtensionSelector = `/${relativeWithoutExtension.source.replaceAll('\\/', '\\x2F')}/`;
