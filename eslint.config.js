import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-harness',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'src/locales/**/*.ts',
      '.parley-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/harness/**/*.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Screens reach the wasm SDK only through src/sdk (the facade).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@openim/wasm-client-sdk', message: 'Use the facade in src/sdk instead.' }] },
      ],
      // An invalidation during a query's first load gets that load back, begun before the change.
      'no-restricted-properties': [
        'error',
        { property: 'invalidateQueries', message: 'Use refreshQueries (src/api/refresh-queries.ts) instead.' },
      ],
    },
  },
  {
    files: ['src/api/refresh-queries.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The state layer only names the SDK's types (dependency-cruiser checks that they stay type-only).
    files: ['src/sdk/**/*.ts', 'src/state/sdk-types.ts', 'src/state/contacts/contact-types.ts', 'e2e/harness/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
