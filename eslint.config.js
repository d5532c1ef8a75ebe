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
    message: 'API answer types live in domain/src/contracts; import them from @xmates/domain.',
  },
  {
    selector:
      'CallExpression:matches([callee.name="api"], [callee.object.name="api"]) > TSTypeParameterInstantiation > TSTypeLiteral',
    message: 'Name the answer with its type from domain/src/contracts instead of an inline type.',
  },
];
const TYPED_JSON = {
  selector: 'CallExpression[callee.property.name="json"] > ObjectExpression',
  message: 'Answer with a value typed by domain/src/contracts (`{...} satisfies XAnswer`).',
};

const OWN_TRANSACTION = {
  selector: 'MemberExpression[property.name="runTransaction"]',
  message: 'Start transactions with runTransaction() from db/firebase (it survives the emulator).',
};

/** http/ but its two shared primitives (see the layers below). */
const HTTP_INTERNALS = ['http/*', '!http/http-error', '!http/rate-budget'];

/**
 * One no-restricted-imports rule per functions/src folder: `layers` maps a folder to the
 * folders (or patterns, relative to functions/src) it must not import, and why.
 */
function functionsLayers(layers) {
  return Object.entries(layers).map(([folder, [forbidden, message]]) => ({
    files: [`functions/src/${folder}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden
                .flat()
                .map((p) =>
                  p.startsWith('!') ? `!../${p.slice(1)}` : `../${p.includes('/') ? p : `${p}/*`}`,
                ),
              message,
            },
          ],
        },
      ],
    },
  }));
}

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
  // Type-aware: each TypeScript file is checked with its workspace's tsconfig.
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Every case of our own unions is named; a `default` is a written choice for a union we do
      // not own (zod's issue codes).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // Counts and limits are numbers, and messages print them.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Express types a request as an interface over Node's IncomingMessage, which this rule
      // reads as a forged instance; unit tests stand in for SDK records the same way.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      // `onClick={() => setOpen(false)}` is how React handlers read.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // The emulator suites read stored documents raw on purpose, to check what was written: the
    // Admin SDK types their fields as any (DocumentData), as it does vitest's asymmetric matchers
    // (expect.any). The app's own code has the any-checks on.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // The config and the launcher scripts are JavaScript, outside every tsconfig.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React ignores what an event handler returns, and the SPA's async handlers
      // (useFormSubmit, useAdminAction) catch their own failures; promises passed anywhere
      // else are still checked, and no-floating-promises covers the ones left unawaited.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
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
    // Every /api answer has one type, in domain/src/contracts (named *Answer or *Page there). Nobody
    // else declares one or spells one inline as a type argument of an API call...
    files: ['{web,functions,tests,scripts}/**/*.{ts,tsx}', 'domain/src/!(contracts)/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ANSWER_TYPES] },
  },
  {
    // ...and the API answers no untyped object literal. Transactions start in one place.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ANSWER_TYPES, TYPED_JSON, OWN_TRANSACTION] },
  },
  // functions/src in layers; an import goes down the list or stays in its own folder:
  //   index.ts, app.ts               wiring
  //   routers/                       Express routers: parse (http/), check the caller (middleware/),
  //                                  call handlers/ and answer
  //   middleware/                    Express middleware: auth, body, rate limits, error answers
  //   handlers/ triggers/ jobs/      the work of a route, a Firestore event, a schedule; none
  //                                  imports another of the three
  //   shared/                        work more than one of them runs (eraseMember)
  //   http/ views/ media/ services/  request primitives, answers, media, outside services
  //   db/                            typed Firestore references and queries
  // Below the middleware, two http/ modules are shared primitives: http-error (the error that
  // carries its status and code to the answer, thrown wherever the work finds the request
  // wrong) and rate-budget (counting a budget, for a handler whose count depends on its work).
  // The rest of http/ reads Express requests and query strings: the routers' business.
  ...functionsLayers({
    routers: [['db', 'views', 'shared', 'triggers', 'jobs'], 'Routers call handlers only.'],
    middleware: [
      ['routers', 'handlers', 'triggers', 'jobs', 'shared'],
      'Middleware sits below the routers and above the work.',
    ],
    handlers: [
      ['routers', 'middleware', 'triggers', 'jobs', HTTP_INTERNALS],
      'Handlers never import routers, triggers, jobs or request machinery.',
    ],
    triggers: [
      ['routers', 'middleware', 'handlers', 'jobs', HTTP_INTERNALS],
      'Triggers never import handlers or routers: shared work lives in shared/ or db/.',
    ],
    jobs: [
      ['routers', 'middleware', 'handlers', 'triggers', HTTP_INTERNALS],
      'Jobs never import handlers or routers: shared work lives in shared/ or db/.',
    ],
    shared: [
      ['routers', 'middleware', 'handlers', 'triggers', 'jobs', HTTP_INTERNALS],
      'shared/ sits below handlers, triggers and jobs.',
    ],
    http: [
      ['routers', 'middleware', 'handlers', 'triggers', 'jobs', 'shared'],
      'http/ holds request primitives; it never imports handlers or middleware.',
    ],
    '{views,media,services}': [
      ['routers', 'middleware', 'handlers', 'triggers', 'jobs', 'shared', HTTP_INTERNALS],
      'views/, media/ and services/ sit below the work, above db/.',
    ],
    'age-assurance': [
      ['routers', 'middleware', 'handlers', 'triggers', 'jobs', 'shared', 'views', HTTP_INTERNALS],
      'age-assurance/ (the age mode check) sits below views/, above db/.',
    ],
    db: [
      [
        'routers',
        'middleware',
        'handlers',
        'triggers',
        'jobs',
        'shared',
        'http',
        'views',
        'age-assurance',
      ],
      'db/ is the bottom layer.',
    ],
  }),
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
