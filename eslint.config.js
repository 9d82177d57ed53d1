import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import {
  climbsThreeFoldersSelector,
  relativeWithoutExtensionSelector,
} from './scripts/import-rule.mjs';

export default defineConfig(
  // .astro files are thin shells checked by `astro check`; there is no maintained ESLint 9 parser
  // setup for them that we want to carry.
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '**/*.astro',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The import rules (scripts/import-rule.mjs).
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration',
          'ExportNamedDeclaration',
          'ExportAllDeclaration',
          'ImportExpression',
        ].flatMap((node) => [
          {
            selector: `${node}[source.value=${relativeWithoutExtensionSelector}]`,
            message:
              'An import names its file with its extension (./format.ts, #src/lib/cn.ts, ./Card.tsx).',
          },
          {
            selector: `${node}[source.value=${climbsThreeFoldersSelector}]`,
            message: 'An import that climbs three folders goes through #src/… (#src/lib/cn.ts).',
          },
        ]),
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
