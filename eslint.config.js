import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';

const DENO_FUNCTIONS = 'supabase/functions/**';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/.test-reports/**',
      '**/.wrangler/**',
      'visual/.report/**',
    ],
  },
  // Deno code (supabase/functions) is type-checked and linted by `deno check` in the backend tests;
  // here it gets only the regular-expression guard below.
  ...[js.configs.recommended, ...tseslint.configs.recommended].map((config) => ({
    ...config,
    ignores: [...(config.ignores ?? []), DENO_FUNCTIONS],
  })),
  {
    // No pattern anywhere may backtrack or scan super-linearly: one request with a long string
    // must never freeze a process (an e-mail pattern once took 60 s on a 100 kB address).
    files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    ignores: [DENO_FUNCTIONS],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app's link component arrives through context and is stable; the rule cannot tell.
      'react-hooks/static-components': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='only']",
          message: 'Focused tests hide the rest of the suite.',
        },
      ],
    },
  },
  // Imports point one way: site → flows, ui. ESLint's own no-restricted-imports is enough here:
  // every forbidden target has a package name or a folder name ('site', 'supabase', 'packages')
  // that appears in the import string, whichever folder depth the importing file sits at.
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router-*', '@react-router/*'],
              message: 'ui knows no router: links render through LinkProvider.',
            },
            { group: ['@supabase/*'], message: 'ui knows no backend: data comes in as props.' },
            {
              group: ['xstate', '@xstate/*', '@northbeam/flows', '@northbeam/flows/*'],
              message: 'ui renders props; behaviour lives in flows and the app wires them.',
            },
            {
              group: ['@northbeam/site', '**/site/**', '**/flows/**', '**/supabase/**'],
              message: 'ui imports nothing of the app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui renders props; the app fetches.' },
        { name: 'XMLHttpRequest', message: 'ui renders props; the app fetches.' },
      ],
    },
  },
  {
    files: ['packages/flows/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@supabase/*', '**/supabase/**'],
              message: 'flows knows no Supabase: backend work comes in as actors the app provides.',
            },
            {
              group: ['react-router', 'react-router-*', '@react-router/*'],
              message: 'flows knows no router: navigation is an action the app provides.',
            },
            {
              group: ['react', 'react-dom', '@xstate/react'],
              message: 'flows is plain XState: the app runs the machines with @xstate/react.',
            },
            {
              group: ['@northbeam/site', '**/site/**', '@northbeam/ui', '@northbeam/ui/*'],
              message: 'flows imports nothing of the app or the ui.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site uses the packages as any other app would: through their public entries only.
    files: ['site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@northbeam/ui/*',
                '!@northbeam/ui/enhance',
                '!@northbeam/ui/style.css',
                '@northbeam/flows/*',
                '**/packages/**',
              ],
              message:
                "Import @northbeam/ui (or its 'enhance' and 'style.css' entries) and @northbeam/flows, not their files.",
            },
          ],
        },
      ],
    },
  },
  {
    // The French spacing rule's one home is the ui's dependency-free module; the site's build
    // config reads French content in Node before the ui is built, so the site imports that file
    // by its path (site/app/lib/frText.ts). The rest of the site's boundary holds.
    files: ['site/app/lib/frText.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^@northbeam/(?:ui/(?!enhance$|style\\.css$)|flows/)|/packages/(?!ui/src/i18n/frenchSpacing$)',
              message:
                "Import @northbeam/ui (or its 'enhance' and 'style.css' entries) and @northbeam/flows, not their files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/local/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@northbeam/site', '**/site/**', '@northbeam/ui', '@northbeam/flows'],
              message: 'The backend knows nothing of the site that calls it.',
            },
          ],
        },
      ],
    },
  },
);
