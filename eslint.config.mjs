// Lint for the whole repository (npm run lint): ESLint's and typescript-eslint's recommended rules everywhere,
// React's hook rules in the client. Formatting is Prettier's (.prettierrc.json); import boundaries and cycles are
// dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.data/**',
      'backend/src/generated/**',
      'frontend/src/types/openapi.ts',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused names are mistakes, except those marked unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      // Its scope analysis does not see uses inside parameter decorators (`@Query('limit', new ListLimitPipe(MAX))`).
      'no-useless-assignment': 'off',
    },
  },
  {
    files: ['backend/test/**', 'backend/bench/**', 'backend/faults/**', 'frontend/e2e/**'],
    rules: {
      // Tests read answers whose shape is what they assert.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
