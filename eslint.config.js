import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
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
