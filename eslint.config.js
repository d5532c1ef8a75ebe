import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
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
    // Imports flow one way: app → features → shared (components, lib, config, stores).
    files: ['web/src/{components,lib,config,stores}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/app/*', '@/features/*', '**/app/*', '**/features/*'],
              message: 'Shared code must not import app or feature code.',
            },
          ],
        },
      ],
    },
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
          ],
        },
      ],
    },
  })),
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
