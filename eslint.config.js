import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Every workspace project: its folder, package name and Nx tags (`nx.tags` in its package.json). */
function workspaceProjects() {
  return readJson('package.json')
    .workspaces.flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
    )
    .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
    .map((folder) => {
      const { name, nx } = readJson(`${folder}/package.json`);
      return { folder, name, tags: nx?.tags ?? [] };
    });
}

const TEST_FILES = ['**/test/**', '**/*.spec.ts', '**/*.spec.tsx'];

/**
 * The web's screens whose strings all come from the catalogues (web/src/i18n/locales): a literal in their
 * JSX, as text or as a visible or spoken attribute, fails the lint. The list grows screen by screen.
 */
const TRANSLATED_WEB_FILES = [
  'web/src/components/layout/**/*.tsx',
  'web/src/components/ui/**/*.tsx',
  'web/src/app/routes/anime-detail.tsx',
  'web/src/app/routes/home.tsx',
  'web/src/app/routes/not-found.tsx',
  'web/src/app/routes/profile.tsx',
  'web/src/app/routes/route-error.tsx',
  'web/src/app/routes/user.tsx',
  'web/src/features/activity/**/*.tsx',
  'web/src/features/admin/**/*.tsx',
  'web/src/features/anime/**/*.tsx',
  'web/src/features/anime-detail/**/*.tsx',
  'web/src/features/api-tokens/**/*.tsx',
  'web/src/features/auth/**/*.tsx',
  'web/src/features/calendar/**/*.tsx',
  'web/src/features/calendar-feed/**/*.tsx',
  'web/src/features/characters/**/*.tsx',
  'web/src/features/dashboard/**/*.tsx',
  'web/src/features/home/**/*.tsx',
  'web/src/features/language/**/*.tsx',
  'web/src/features/lists/**/*.tsx',
  'web/src/features/notifications/**/*.tsx',
  'web/src/features/profile/**/*.tsx',
  'web/src/features/search/**/*.tsx',
  'web/src/features/social/**/*.tsx',
  'web/src/features/statistics/**/*.tsx',
  'web/src/features/timezone/**/*.tsx',
  'web/src/features/users/**/*.tsx',
];

/**
 * The code beside those screens that is no component (hooks, api files, the dashboard's edits) builds no
 * sentence a person reads: there a string with a space in it fails the lint (keys, ids, URLs and paths
 * have none). What is shown comes from the catalogues, through `translator()` where no hook can be used.
 */
const TRANSLATED_WEB_LOGIC = [
  'web/src/features/anime/**/*.ts',
  'web/src/features/catalogue-fallback/local-cache.ts',
  'web/src/features/dashboard/**/*.ts',
  'web/src/features/home/**/*.ts',
  'web/src/features/lists/**/*.ts',
  'web/src/features/profile/**/*.ts',
  'web/src/features/statistics/**/*.ts',
];

/** Packages that need Node or a server, beside the workspace's own non-browser-safe ones. */
const SERVER_ONLY = ['@nestjs/*', 'typeorm', 'ioredis', 'pg', 'node:*'];

/**
 * The Nx tags as import rules (`@nx/eslint-plugin`'s enforce-module-boundaries has no release for Nx 24):
 * `scope:web` and `type:browser-safe` code imports only browser-safe projects; a `scope:service` never
 * imports another; `scope:testing` projects are imported only from tests (and by `scope:testing` and
 * `scope:e2e` projects). One block per project and kind of file, since a later `no-restricted-imports`
 * replaces an earlier one rather than adding to it.
 */
function moduleBoundaries() {
  const projects = workspaceProjects();
  const tagged = (tag) =>
    projects.filter((project) => project.tags.includes(tag)).map((project) => project.name);
  const restrictions = ({ name, tags }, inTests) => {
    const patterns = [];
    if (tags.includes('scope:web') || tags.includes('type:browser-safe')) {
      const unsafe = projects.filter(
        (other) => other.name !== name && !other.tags.includes('type:browser-safe'),
      );
      patterns.push({
        group: [...unsafe.map((other) => other.name), ...SERVER_ONLY],
        message: 'Browser-safe code imports only browser-safe libs (contracts, domain).',
      });
    }
    if (tags.includes('scope:service')) {
      patterns.push({
        group: [...tagged('scope:service'), '**/services/*/src/**'],
        message: 'Services never import each other: share through libs/.',
      });
    }
    if (!inTests && !tags.includes('scope:testing') && !tags.includes('scope:e2e')) {
      patterns.push({
        group: tagged('scope:testing'),
        message: 'Test helpers and fakes are imported only from tests.',
      });
    }
    return patterns;
  };
  const block = (files, ignores, patterns) =>
    patterns.length === 0
      ? []
      : [{ files, ignores, rules: { 'no-restricted-imports': ['error', { patterns }] } }];
  return projects.flatMap((project) => {
    // The web's build config runs in Node: the browser-safe rule reads its sources only, as it always has.
    const sources = `${project.folder}/${project.tags.includes('scope:web') ? 'src/' : ''}**/*.{ts,tsx,js,mjs}`;
    return [
      ...block([sources], TEST_FILES, restrictions(project, false)),
      ...block(
        TEST_FILES.map((pattern) => `${project.folder}/${pattern}`),
        [],
        restrictions(project, true),
      ),
    ];
  });
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware: each file is checked with the tsconfig.json that includes it (the editor's view).
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Error messages echo what the caller sent with String(value) on unknown input, on purpose.
      '@typescript-eslint/no-base-to-string': 'off',
      // Errors that arrive as `unknown` (a catch clause, a reply from the wire) are passed on as they are.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // Side effects, node:, packages (with @tracker/*), then relative imports; autofixed by --fix.
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name='only']",
          message: 'No focused tests.',
        },
      ],
    },
  },
  {
    // Scripts, benches and the deploy checks are plain JavaScript: linted without type information.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read JSON bodies as they come; typing every fixture would say nothing the assertions don't.
    // For the same reason the no-unsafe-* family (~2,900 findings, all on `res.body` and mock calls) is off
    // here, and require-await too: fakes are `async` to honour the interface they stand in for.
    files: ['**/test/**/*.ts', 'e2e/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx', 'web/src/**/testing/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
      // Fakes reject with what the wire carries (strings, payloads), not only Errors.
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      // `expect(mock.method).toHaveBeenCalled()` reads a method off its object without calling it.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  ...moduleBoundaries(),
  {
    files: TRANSLATED_WEB_FILES,
    ignores: TEST_FILES,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'title', 'alt', 'placeholder', 'label'], exclude: [] },
        },
      ],
    },
  },
  {
    files: TRANSLATED_WEB_LOGIC,
    ignores: [...TEST_FILES, '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'all', 'should-validate-template': true, words: { exclude: ['[^ ]*'] } },
      ],
    },
  },
);
