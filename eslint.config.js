// One lint configuration for the whole tree: the app, the server, the domain, tests and scripts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;

// The layering rules below name folders of src/. They cover, with the same words, a small mirror
// of src/ under tests/fixtures/layering, which tests/lint/layering.test.ts lints to prove the rules
// report an upward import (the mirror itself is left out of the normal lint run).
const SRC = '{src,tests/fixtures/layering/src}';
const under = (folder) => `${SRC}/${folder}/**`;

// The app's floors, one way down: `ui` (primitives: domain and Mantine only) <- `features` <-
// `shell` <- `routes`; and `api` <- `local` <- `sync` beside them (features may use all three).
const appFloor = (floor, above) => ({
  target: under(`app/${floor}`),
  from: above.map((name) => under(`app/${name}`)),
  message: `app/${floor} is below ${above.join(', ')}: an import goes down, never up.`,
});
const appZones = [
  appFloor('api', ['local', 'sync', 'features', 'shell', 'routes']),
  appFloor('local', ['sync', 'features', 'shell', 'routes']),
  appFloor('sync', ['features', 'shell', 'routes']),
  appFloor('features', ['shell', 'routes']),
  appFloor('shell', ['routes']),
  appFloor('ui', ['api', 'local', 'sync', 'features', 'shell', 'routes']),
];

// The server: discovery (search and understanding) is shared by the bot and other features, so it
// never reaches into the bot; the WhatsApp transport knows nothing of the conversation; and the bot
// is reached only from the composition root (index.ts builds it, app.ts mounts its routes) and
// from the seed, which plays the demo buyers' conversations through the real bot.
const serverZones = [
  {
    target: under('server/discovery'),
    from: under('server/bot'),
    message: 'discovery is shared by the bot and other features: it never imports the bot.',
  },
  {
    target: under('server/bot/whatsapp'),
    from: under('server/bot/conversation'),
    message: 'the WhatsApp transport never imports the conversation.',
  },
  {
    target: [
      `${SRC}/server/!(bot|seed)/**`,
      `${SRC}/server/seed/!(seed).ts`,
      `${SRC}/server/!(index|app).ts`,
    ],
    from: under('server/bot'),
    message: 'only the composition root (server/index.ts, server/app.ts) imports the bot.',
  },
];

// The top floors of the tree: the domain imports nothing of ours; app and server never import
// each other.
const treeZones = [
  {
    target: under('domain'),
    from: [under('app'), under('server')],
    message: 'the domain is pure.',
  },
  { target: under('app'), from: under('server'), message: 'the app never imports the server.' },
  { target: under('server'), from: under('app'), message: 'the server never imports the app.' },
];

// One way to name an import: `@/` across folders, `./` inside one.
const noParentImports = {
  regex: '^\\.\\./',
  message: 'Import across folders with `@/` (`./` only inside one folder).',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-server',
      'release',
      'data',
      'coverage',
      'public/vendor',
      'src/app/routeTree.gen.ts',
      'tests/fixtures',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'tests/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Layering and cycles, on resolved paths (the `@/` alias included).
    files: [`${SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...treeZones, ...appZones, ...serverZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The same layering by name, for imports the resolver cannot follow, and no `../`.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**', '**/server/**'] }, noParentImports] },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'] }, noParentImports] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/**'] }, noParentImports] }],
    },
  },
  {
    // No code file over 300 lines, blank lines and comments counted: a longer file is split by
    // concern.
    files: ['{src,tests,scripts}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Data tables and generated files, which are long by nature and read as tables, not as code.
    files: [
      // The demo catalogue: one entry per seeded listing.
      'src/server/seed/listings.ts',
      // The bot's vocabulary (words, spellings and synonyms per category), before and after its
      // move into discovery.
      'src/server/bot/understanding/vocabulary.ts',
      'src/server/discovery/understanding/vocabulary.ts',
      // Generated by the TanStack Router plugin (also left out of the lint run above).
      'src/app/routeTree.gen.ts',
      // The discovery bench's catalogue and its buyers' conversations: measurement data.
      'tests/bench/discovery-catalogue.ts',
      'tests/bench/discovery-conversations.ts',
      // The conversation bench's labelled conversations: measurement data.
      'tests/bench/conversation-labelled-set.ts',
      // Its hold-out conversations, never tuned on: measurement data.
      'tests/bench/conversation-holdout-set.ts',
      // Its fresh conversations, written without reading the rules: measurement data.
      'tests/bench/conversation-fresh-set.ts',
      // Its fourth blind set, written without reading the rules: measurement data.
      'tests/bench/conversation-blind4-set.ts',
      // Its fifth blind set, written without reading the rules: measurement data.
      'tests/bench/conversation-blind5-set.ts',
      // Its sixth blind set, written without reading the rules: measurement data.
      'tests/bench/conversation-blind6-set.ts',
      // Its seventh blind set, written without reading the rules: measurement data.
      'tests/bench/conversation-blind7-set.ts',
      // Its eighth blind set, written without reading the rules: measurement data.
      'tests/bench/conversation-blind8-set.ts',
      // Its ninth blind set, written without reading the rules: measurement data.
      'tests/bench/conversation-blind9-set.ts',
      // The listing-by-chat bench's labelled seller messages: measurement data, one row each.
      'tests/bench/listing-by-chat-messages.ts',
      // The scam screening's words (English, Shona, Ndebele), one word a line.
      'src/domain/moderation/scam-patterns.ts',
      // The scam screening bench's labelled listings: measurement data, one row each.
      'tests/bench/scam-listings.ts',
      // Its blind set, written without reading the rules: measurement data.
      'tests/bench/scam-listings-blind.ts',
      // The validation cases shared by the domain, app and server tests: one row per case.
      'tests/shared/validation-cases.ts',
      // Recorded WhatsApp Cloud API webhook payloads.
      'tests/server/bot/cloud-api-fixtures.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
);
