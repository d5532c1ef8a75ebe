import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// Only web/src/lib imports the Firebase SDK (below).
const FIREBASE_EDGE = {
  regex: '^firebase(/|$)',
  message:
    'Only web/src/lib calls Firebase: use its typed references (firestore-refs), identity operations, error helpers and the types they export.',
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

// The layers of functions/src and web/src, as an allow-list (eslint-plugin-boundaries): every
// folder is an element that names the elements it may import, besides packages and the domain
// workspace; any other import fails, and so does any file of a folder that no element names,
// until the folder is placed here, in CONTRIBUTING.md and in the README's Layout table. Tests
// import what they test, across layers.

// functions/src in layers; an import goes down the list or stays in its own folder:
//   index.ts, app.ts, pages-app.ts,  wiring: the functions and their Express apps
//   webhook-app.ts
//   routers/                       Express routers: parse (http/), check the caller (middleware/),
//                                  call handlers/ and answer
//   middleware/                    Express middleware: auth, body, rate limits, error answers
//   handlers/ triggers/ jobs/      the work of a route, a Firestore event, a schedule; none
//                                  imports another of the three, nor a handler another handler
//   listing/ lookups/ shared/      what handlers share: product cards and reporters of a list,
//                                  the item a request names or its 404; what the work of more
//                                  than one of the three runs (eraseMember)
//   http/ views/ media/ services/  request primitives, answers, media, outside services
//   age-assurance/                 the age mode check
//   db/                            typed Firestore references and queries
// Below the middleware, two http/ modules are shared primitives: http-error (the error that
// carries its status and code to the answer, thrown wherever the work finds the request
// wrong) and rate-budget (counting a budget, for a handler whose count depends on its work).
// The rest of http/ reads Express requests and query strings: the routers' business.
const HTTP_SHARED = {
  to: { element: { type: 'http', fileInternalPath: ['http-error.ts', 'rate-budget.ts'] } },
};
const BELOW_THE_WORK = [HTTP_SHARED, 'views', 'media', 'services', 'age-assurance', 'db'];

/** Each functions/src folder: the folders it may import, and what a refused import is told. */
const FUNCTIONS_LAYERS = {
  routers: [
    ['routers', 'middleware', 'handlers', 'http', 'age-assurance'],
    'Routers parse, check the caller and call handlers: no db/, views/, media/ or services/ (move such a call behind a handler or middleware).',
  ],
  middleware: [
    ['middleware', 'http', 'views', 'media', 'services', 'age-assurance', 'db'],
    'Middleware sits below the routers and above the work.',
  ],
  handlers: [
    ['listing', 'lookups', 'shared', ...BELOW_THE_WORK],
    'Handlers never import handlers, routers, middleware, triggers, jobs or request machinery: what handlers share lives in listing/ or lookups/, what triggers and jobs share too in shared/.',
  ],
  triggers: [
    ['triggers', 'shared', ...BELOW_THE_WORK],
    'Triggers never import handlers or routers: shared work lives in shared/ or db/.',
  ],
  jobs: [
    ['jobs', 'shared', ...BELOW_THE_WORK],
    'Jobs never import handlers or routers: shared work lives in shared/ or db/.',
  ],
  listing: [['listing', ...BELOW_THE_WORK], 'listing/ sits below the handlers.'],
  lookups: [['lookups', ...BELOW_THE_WORK], 'lookups/ sits below the handlers.'],
  shared: [['shared', ...BELOW_THE_WORK], 'shared/ sits below handlers, triggers and jobs.'],
  http: [
    ['http', 'views', 'media', 'services', 'age-assurance', 'db'],
    'http/ holds request primitives; it never imports the work or the middleware.',
  ],
  views: [BELOW_THE_WORK, 'views/, media/ and services/ sit below the work, above db/.'],
  media: [BELOW_THE_WORK, 'views/, media/ and services/ sit below the work, above db/.'],
  services: [BELOW_THE_WORK, 'views/, media/ and services/ sit below the work, above db/.'],
  'age-assurance': [
    ['age-assurance', HTTP_SHARED, 'media', 'services', 'db'],
    'age-assurance/ (the age mode check) sits below views/, above db/.',
  ],
  db: [['db'], 'db/ is the bottom layer.'],
  testing: [['testing'], 'testing/ helps the unit tests; it imports no app code.'],
};

// The SPA: imports flow one way, app → features → shared (components, shared-data, lib,
// config, stores); a feature never imports another. Only lib calls Firebase (FIREBASE_EDGE).
const WEB_SHARED = ['web-components', 'web-shared-data', 'web-lib', 'web-config', 'web-stores'];
const SHARED_ONLY = 'Shared code must not import app or feature code.';
const WEB_LAYERS = {
  'web-app': [['web-app', 'web-features', ...WEB_SHARED], 'app/ imports features and shared code.'],
  'web-features': [
    [{ dependency: { relationship: { to: 'internal' } } }, ...WEB_SHARED],
    'Features must not import each other or app code; move shared code to components/, shared-data/ or lib/.',
  ],
  'web-components': [WEB_SHARED, SHARED_ONLY],
  'web-shared-data': [
    ['web-shared-data', 'web-lib', 'web-config', 'web-stores'],
    'shared-data/ holds data, never UI: it imports lib/, config/ and stores/ only.',
  ],
  'web-lib': [WEB_SHARED, SHARED_ONLY],
  'web-config': [WEB_SHARED, SHARED_ONLY],
  'web-stores': [WEB_SHARED, SHARED_ONLY],
};

/** The elements: each functions/src folder, each web/src folder and each feature folder. */
const ELEMENTS = [
  ...Object.keys(FUNCTIONS_LAYERS).map((type) => ({ type, pattern: `functions/src/${type}` })),
  { type: 'web-features', pattern: 'web/src/features/*' },
  ...Object.keys(WEB_LAYERS)
    .filter((type) => type !== 'web-features')
    .map((type) => ({ type, pattern: `web/src/${type.slice('web-'.length)}` })),
].map((element) => ({ ...element, partialMatch: false }));

/**
 * The files beside the folders: each workspace's entry points, its config, and the tests of the
 * whole (a test in a folder belongs to the folder's element).
 */
const WIRING = 'functions/src/{index,app,pages-app,webhook-app,cost-model,write-rates}.ts';
const CONFIG = 'functions/src/config.ts';
const WEB_ENTRIES = 'web/src/{main.tsx,start.tsx,prerender.tsx,vite-env.d.ts}';
const FILES = [
  { category: 'test', pattern: '{functions,web}/src/*.test.{ts,tsx}' },
  { category: 'functions-wiring', pattern: WIRING },
  { category: 'functions-config', pattern: CONFIG },
  { category: 'web-entry', pattern: WEB_ENTRIES },
];

/** An allowed import: an element type by name, or a dependency selector. */
const to = (allowed) =>
  allowed.map((item) => (typeof item === 'string' ? { to: { element: { type: item } } } : item));

/** Everyone may read functions/src/config.ts. */
const READS_CONFIG = { to: { file: { categories: 'functions-config' } } };

/**
 * One boundaries/dependencies rule per group of files: what they may import (a folder's own
 * imports are checked too: handlers never import handlers), and what a refused import is told.
 */
const layerRule = (files, allowed, message) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkInternals: true,
        message: `${message} (The layers: eslint.config.js and CONTRIBUTING.md.)`,
        policies: [{ allow: [...to(allowed), READS_CONFIG] }],
      },
    ],
  },
});

const LAYER_RULES = [
  ...Object.entries(FUNCTIONS_LAYERS).map(([folder, [allowed, message]]) =>
    layerRule([`functions/src/${folder}/**/*.ts`], allowed, message),
  ),
  ...Object.entries(WEB_LAYERS).map(([type, [allowed, message]]) =>
    layerRule([`web/src/${type.slice('web-'.length)}/**/*.{ts,tsx}`], allowed, message),
  ),
  layerRule(
    [WIRING],
    [...Object.keys(FUNCTIONS_LAYERS), { to: { file: { categories: 'functions-wiring' } } }],
    'The wiring imports the layers of functions/src.',
  ),
  layerRule([CONFIG], [], 'config.ts imports no layer.'),
  layerRule(
    [WEB_ENTRIES],
    [...Object.keys(WEB_LAYERS), { to: { file: { categories: 'web-entry' } } }],
    'The entry points import web/src.',
  ),
];

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
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIREBASE_EDGE] }] },
  },
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
  {
    // Every cold start of every function imports the whole bundle: the SDKs only a few routes
    // use load on first use (services/stripe.ts, media/image-pipeline.ts), so elsewhere only
    // their types are imported.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['stripe', 'sharp'].map((name) => ({
            name,
            allowTypeImports: true,
            message: `${name} loads on first use: await import('${name}').`,
          })),
        },
      ],
    },
  },
  {
    // The layers (FUNCTIONS_LAYERS, WEB_LAYERS and LAYER_RULES above). Imports are resolved as
    // TypeScript resolves them (the SPA's @/ paths included).
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/legacy-templates': false,
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'import/resolver': {
        typescript: {
          project: ['functions/tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: { 'boundaries/no-unknown-files': 'error' },
  },
  ...LAYER_RULES,
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
