import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The SPA's import rules (below, per folder).
const FIREBASE_EDGE = {
  regex: '^firebase(/|$)',
  message:
    'Only web/src/lib calls Firebase: use its typed references (firestore-refs), identity operations, error helpers and the types they export.',
};
const SHARED_CODE = {
  group: ['@/app/*', '@/features/*', '**/app/*', '**/features/*'],
  message: 'Shared code must not import app or feature code.',
};

const ANSWER_TYPES = [
  {
    selector: ':matches(TSInterfaceDeclaration, TSTypeAliasDeclaration)[id.name=/(Answer|Page)$/]',
    message: 'API answer types live in domain/src/api; import them from @xmates/domain.',
  },
  {
    selector:
      'CallExpression:matches([callee.name="api"], [callee.object.name="api"]) > TSTypeParameterInstantiation > TSTypeLiteral',
    message: 'Name the answer with its type from domain/src/api instead of an inline type.',
  },
];
const TYPED_JSON = {
  selector: 'CallExpression[callee.property.name="json"] > ObjectExpression',
  message: 'Answer with a value typed by domain/src/api (`{...} satisfies XAnswer`).',
};

const OWN_TRANSACTION = {
  selector: 'MemberExpression[property.name="runTransaction"]',
  message: 'Start transactions with runTransaction() from db/firebase (it survives the emulator).',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'web/dist-ssr/**',
      'functions/lib/**',
      '.cache/**',
      '.local-media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The Firebase SDK is web/src/lib's, types included: everything else calls its typed edge.
    // The rules below repeat it, since a file's last no-restricted-imports setting wins.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIREBASE_EDGE] }] },
  },
  {
    // Imports flow one way: app → features → shared (components, lib, config, stores).
    files: ['web/src/{components,config,stores}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_CODE, FIREBASE_EDGE] }] },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SHARED_CODE] }] },
  },
  // Features never import each other: one rule per feature folder.
  ...readdirSync(new URL('./web/src/features', import.meta.url)).map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(@/features/|(\\.\\./)+features/)(?!${feature}/)`,
              message:
                'Features must not import each other; move shared code to components/ or lib/.',
            },
            { group: ['@/app/*'], message: 'Features must not import app code.' },
            FIREBASE_EDGE,
          ],
        },
      ],
    },
  })),
  {
    // Every /api answer has one type, in domain/src/api (named *Answer or *Page there). Nobody
    // else declares one or spells one inline as a type argument of an API call...
    files: ['{web,functions,tests,scripts}/**/*.{ts,tsx}', 'domain/src/!(api)/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ANSWER_TYPES] },
  },
  {
    // ...and the API answers no untyped object literal. Transactions start in one place.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ANSWER_TYPES, TYPED_JSON, OWN_TRANSACTION] },
  },
  {
    // The domain workspace is pure: no Firebase, React, Express or app code, by package name or
    // by a relative path out of domain/ (its topic folders sit one level deeper).
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'domain is pure.',
            },
            {
              group: [
                'react',
                'react-*',
                'express',
                '@xmates/web',
                '@xmates/functions',
                '@xmates/tests',
              ],
              message: 'domain is pure.',
            },
            {
              group: ['**/functions/**', '**/web/**', '**/tests/**', '**/scripts/**'],
              message: 'domain is pure: no relative imports of other workspaces.',
            },
          ],
        },
      ],
    },
  },
);
