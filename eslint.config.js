import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
      // Deno code: type-checked by `deno check` in the backend tests.
      'supabase/functions/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
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
