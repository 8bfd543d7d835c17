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
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react-router*', '@supabase/*', '@northbeam/flows'] },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'ui renders props; the app fetches.' },
      ],
    },
  },
  {
    files: ['packages/flows/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['react-router*', '@supabase/*'] }] },
  },
);
