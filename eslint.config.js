import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { moduleUses, serverModules, tablesOf } from './eslint/server-modules.js';

const element = (type, captured) => ({ element: { type, ...(captured ? { captured } : {}) } });
const config = { element: { type: 'root', fileInternalPath: 'config.ts' } };
const tables = (names) => names.map((name) => ({ element: { type: 'schema', fileInternalPath: `${name}.ts` } }));
// Web boundaries (STYLE.md, bulletproof-react): a feature imports only itself and the shared layers;
// screens in app/ compose features. Imports are resolved (the `@/` alias included) before they are judged.
const webElements = ['feature', 'ui', 'lib', 'i18n', 'styles', 'test'];
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    'boundaries/include': ['apps/web/src/**/*'],
    'boundaries/elements': [
      { type: 'app', pattern: 'apps/web/src/app' },
      { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
      { type: 'ui', pattern: 'apps/web/src/components/ui' },
      { type: 'lib', pattern: 'apps/web/src/lib' },
      { type: 'i18n', pattern: 'apps/web/src/i18n' },
      { type: 'styles', pattern: 'apps/web/src/styles' },
      { type: 'test', pattern: 'apps/web/src/test' },
      { type: 'entry', pattern: 'apps/web/src' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          {
            from: element('entry'),
            allow: { to: [element('app'), element('lib'), element('i18n'), element('styles')] },
          },
          { from: element('app'), allow: { to: ['app', ...webElements].map((type) => element(type)) } },
          { from: element('test'), allow: { to: webElements.map((type) => element(type)) } },
          // Tests beside a primitive may use the shared test helpers.
          { from: element('ui'), allow: { to: [element('test')] } },
          { from: element('lib'), allow: { to: [element('lib')] } },
          { from: element('i18n'), allow: { to: [element('i18n'), element('lib')] } },
          { from: element('ui'), allow: { to: [element('ui'), element('lib'), element('i18n')] } },
          // A feature's own files are one element: only other features are out of reach.
          {
            from: element('feature'),
            allow: { to: [element('ui'), element('lib'), element('i18n'), element('styles'), element('test')] },
          },
        ],
      },
    ],
  },
};

const serverBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/include': ['apps/server/src/**/*.ts'],
    'boundaries/elements': [
      { type: 'schema', pattern: 'apps/server/src/db/schema' },
      { type: 'core', pattern: 'apps/server/src/{db,http,events,sessions,realtime,jobs,platform}', capture: ['core'] },
      { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
      // What is left at the top: app.ts and main.ts (the composition root) and config.ts.
      { type: 'root', pattern: 'apps/server/src' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          // app.ts wires everything; main.ts starts it.
          {
            from: element('root'),
            allow: { to: [element('root'), element('core'), element('module'), element('schema')] },
          },
          { from: element('core'), allow: { to: [element('core'), element('schema'), config] } },
          { from: element('schema'), allow: { to: element('schema') } },
          ...serverModules.flatMap((module) => [
            {
              from: element('module', { module }),
              allow: {
                to: [
                  element('core'),
                  config,
                  ...[module, ...moduleUses[module]].map((used) => element('module', { module: used })),
                  { element: { type: 'module', captured: { module: 'graph' }, fileInternalPath: 'visibility.ts' } },
                  ...tables(tablesOf[module]),
                ],
              },
            },
            // Another module's repository is never imported, even along an allowed edge.
            ...moduleUses[module].map((used) => ({
              from: element('module', { module }),
              disallow: {
                to: { element: { type: 'module', captured: { module: used }, fileInternalPath: '*.repository.ts' } },
              },
            })),
          ]),
        ],
      },
    ],
  },
};

// No import circle, inside a module too: one through value imports fails (type-only imports are left out by
// the rule; keep those acyclic by hand). Resolved as TypeScript resolves them, aliases included.
const noImportCycles = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    // The files the rule follows, parsed as TypeScript (its default follows .js only).
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        noWarnOnMultipleProjects: true,
        project: [
          'apps/server/tsconfig.json',
          'apps/web/tsconfig.json',
          'packages/contract/tsconfig.json',
          'e2e/tsconfig.json',
        ],
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Plain scripts of the service worker (Workbox's importScripts): its global scope is `self`.
  { files: ['apps/web/public/*.js'], languageOptions: { globals: { self: 'readonly' } } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web test files share their modules (isolate: false): a module mock misses a module another file loaded.
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'web test files share their modules: spy on the export (vi.spyOn(module, name)) instead.',
        })),
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only config.ts reads process.env.' },
      ],
    },
  },
  webBoundaries,
  serverBoundaries,
  noImportCycles,
);
