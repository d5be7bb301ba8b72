import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/** One restriction block per layer: the direction of imports is domain <- ui <- app, domain <- server. */
function restrict(paths, groups) {
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: paths.map((name) => ({
          name,
          message: 'This layer must not import this (see docs/decisions/002).',
        })),
        patterns: groups.map((group) => ({
          group: [group],
          message: 'This layer must not import this (see docs/decisions/002).',
        })),
      },
    ],
  };
}

/** File names are kebab-case, with dotted suffixes (`use-action.test.tsx`, `vite.config.ts`). */
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const house = {
  rules: {
    'kebab-case-file-names': {
      meta: {
        type: 'suggestion',
        docs: { description: 'File names are kebab-case (docs/decisions/002).' },
        messages: { name: "File name '{{name}}' is not kebab-case." },
        schema: [],
      },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename);
            if (!kebabCase.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

/**
 * The app's feature zones: a feature imports another only through its public `index.ts`, and the
 * shared folders (api, components, config, hooks, lib) and the console import no feature; the
 * routes compose the features' screens.
 */
const appSource = 'packages/app/src';
const features = fs
  .readdirSync(path.join(import.meta.dirname, appSource, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((feature) => ({
    target: `./${appSource}/features/${feature}`,
    from: `./${appSource}/features`,
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: 'A feature imports another only through its public index (features/<name>/index.ts).',
  })),
  {
    target: ['api', 'components', 'config', 'hooks', 'lib', 'admin'].map((dir) => `./${appSource}/${dir}`),
    from: `./${appSource}/features`,
    message: 'Shared code imports no feature; the routes compose them.',
  },
];

const serverPaths = ['react', 'react-dom', '@meslektas/ui', '@meslektas/app'];
const serverGroups = [
  'react/*',
  'react-dom/*',
  '@meslektas/ui/*',
  '@meslektas/app/*',
  '**/ui/src/**',
  '**/app/src/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      '.reports/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      // Written by packages/domain/scripts/route-table.ts; client.test.ts keeps it equal to the contract.
      '**/*.generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, house },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A lazy `import()` is a split point, not an evaluation order, so a cycle through one is allowed
      // (the routes' pages, the ui's lazily loaded dialogs); a type-only import is no cycle either.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'house/kebab-case-file-names': 'error',
    },
  },
  {
    files: [`${appSource}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: restrict(
      ['react', 'react-dom', ...nodeBuiltins],
      [
        'react/*',
        'react-dom/*',
        '@meslektas/*',
        '**/packages/*/**',
        '../../*/src/**',
        '**/ui/src/**',
        '**/app/src/**',
        '**/server/src/**',
      ],
    ),
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: restrict(
      ['swr', 'ofetch', 'laravel-echo', 'pusher-js', '@meslektas/app', '@meslektas/server'],
      [
        'swr/*',
        'laravel-echo/*',
        'pusher-js/*',
        '@meslektas/app/*',
        '@meslektas/server/*',
        '**/app/src/**',
        '**/server/src/**',
      ],
    ),
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: restrict(serverPaths, serverGroups),
  },
  {
    // Flat config replaces the rule per file, so this repeats the server layer's restrictions before adding its own.
    files: ['packages/server/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrict(serverPaths, [])['no-restricted-imports'][1].paths,
            {
              name: 'fastify',
              message:
                'Services take (db, deps, input), never the Fastify instance (see docs/decisions/012).',
            },
          ],
          patterns: [
            ...restrict([], serverGroups)['no-restricted-imports'][1].patterns,
            {
              group: ['fastify/*', 'fastify-plugin', '@fastify/*'],
              message:
                'Services take (db, deps, input), never the Fastify instance (see docs/decisions/012).',
            },
            {
              group: ['**/plugins/*', '**/plugins/**'],
              message: 'Services do not import the Fastify plugins; HttpError lives in src/errors.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@meslektas/server',
              message: 'This layer must not import this (see docs/decisions/002).',
            },
            {
              name: '@meslektas/domain',
              importNames: ['api', 'allEndpoints'],
              message:
                "The app calls through `api` from '@meslektas/domain/client' (method and path only); the contract's schemas stay out of the browser.",
            },
          ],
          patterns: [
            {
              group: ['@meslektas/server/*', '**/server/src/**'],
              message: 'This layer must not import this (see docs/decisions/002).',
            },
          ],
        },
      ],
    },
  },
);
