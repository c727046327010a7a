// Lint for the whole repository (npm run lint): ESLint's and typescript-eslint's recommended rules everywhere,
// React's hook rules in the client. Formatting is Prettier's (.prettierrc.json); import boundaries and cycles are
// dependency-cruiser's (.dependency-cruiser.cjs).
import js from '@eslint/js';
import pluginLingui from 'eslint-plugin-lingui';
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
  // Text a person reads goes through Lingui's macros (issue 28): a literal string where text goes fails. Names that
  // carry code, not text (props such as sx or variant, CSS values, routes, keys) are left alone; the TypeScript
  // types tell the rest (a string of a literal union, such as MUI's variant, is code).
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: [
      'frontend/src/**/*.test.{ts,tsx}',
      'frontend/src/test/**',
      'frontend/src/types/**',
      // The API layer: URLs and cache tags, no text.
      'frontend/src/**/api/**',
      'frontend/src/lib/api.ts',
      'frontend/src/lib/public/*-api.ts',
      'frontend/src/lib/admin/*-api.ts',
      'frontend/src/lib/favourites/*-api.ts',
      'frontend/src/lib/signups/*-api.ts',
    ],
    plugins: { lingui: pluginLingui },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: `${import.meta.dirname}/frontend` } },
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // Not words: no letter, or a single identifier-like token (a CSS value, a key, a MIME type, a URL).
            '^[^A-Za-z\u00C0-\u024F]*$',
            // A single token is code unless it reads as a capitalised word ('Close', 'Hotels').
            '^(?![A-Z][a-z])[\\w.:/#@?=&%+,()!*-]+$',
            // CSS selectors and values.
            '^&',
            '^(rgba?|hsla?|calc|var|linear-gradient|repeat)\\(',
            '^[\\w-]+( [\\w-]+)*$(?<=^[a-z].*)',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(sx|className|variant|color|component|size|edge|align|justifyContent|direction|severity|to|href|hrefLang|lang|src|target|rel|id|key|name|type|role|inputMode|autoComplete|htmlFor|position|display|underline|orientation|placement|anchorOrigin|transformOrigin|method|encType|accept|fontWeight|textTransform|mode|loading|decoding|fetchPriority|referrerPolicy|crossOrigin|spacing|aria-controls|aria-labelledby|aria-describedby|aria-live|aria-current|aria-haspopup|data-[\\w-]+|[\\w]*(Id|Key|Url|Href|Path|Sx|Color|Variant|Props|Ref|Type|Name|Class|Mode|Status)s?)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            '*.querySelector',
            '*.querySelectorAll',
            '*.createElement',
            '*.addEventListener',
            '*.removeEventListener',
            '*.closest',
            'URL',
            'URLSearchParams',
            'useMediaQuery',
            'styled',
            'fetch',
            'navigate',
            'dispatch',
            'Intl.*',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.replace',
            '*.join',
            '*.get',
            '*.set',
            '*.has',
            '*.delete',
            'import',
            'require',
          ],
        },
      ],
    },
  },
);
