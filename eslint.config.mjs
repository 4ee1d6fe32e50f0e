// ESLint flat config: recommended JavaScript and TypeScript rules, the rules of hooks, and the
// project's boundaries (DESIGN.md): HTML only through SafeHtml, no MSW in the app's code, mocks/
// reads src/domain only.
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { boundariesPlugin } from './eslint.boundaries.mjs';

const NODE_GLOBALS = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'fetch', 'AbortController',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'structuredClone',
  ].map((name) => [name, 'readonly']),
);

const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/testing/**'];

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'public/mockServiceWorker.js', 'coverage/', 'test-results/', 'playwright-report/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // TypeScript checks names itself (types, globals of the DOM and of jest).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Module augmentation such as RTK's `interface LazyLoadedSlices extends WithSlice<...> {}`.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '*.ts', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Playwright fixtures take an empty object pattern when they need no other fixture.
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },

  // React code: the rules of hooks.
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Server HTML reaches the DOM through SafeHtml (DOMPurify) only.
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs}'],
    ignores: ['src/components/SafeHtml.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML through <SafeHtml> (src/components/SafeHtml.tsx); dangerouslySetInnerHTML is allowed nowhere else.',
        },
        {
          selector: "Property[key.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML through <SafeHtml> (src/components/SafeHtml.tsx); dangerouslySetInnerHTML is allowed nowhere else.',
        },
      ],
    },
  },

  // The app: no console.log, and no mock backend except through its two entry points' lazy imports:
  // the app's (main.tsx) and the demo's sign-in pages' (src/public/demoPage.ts, which needs no app).
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/public/demoPage.ts', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(msw|@mswjs)(/|$)', message: 'The app never imports MSW: main.tsx and src/public/demoPage.ts start the mock worker in mock mode only.' },
            { regex: '(^|/)mocks(/|$)', message: 'The app never imports mocks/: main.tsx and src/public/demoPage.ts start the mock worker in mock mode only.' },
          ],
        },
      ],
    },
  },

  // DESIGN.md's dependency direction: features import no other feature nor src/app; shared code
  // imports no feature; src/domain only itself; mocks/ only src/domain. Tests are held to it too,
  // but for mocks/ (tests there may drive src/api to check the contract).
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/dependency-direction': 'error' },
  },

  // The sanitiser's Trusted Types policy is SafeHtml's alone (eslint.boundaries.mjs), tests included.
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/sanitizer-policy': 'error' },
  },

  // The mock backend depends on src/domain only (DESIGN.md: mocks -> domain).
  {
    files: ['mocks/**/*.ts'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!domain(/|$))',
              message: 'mocks/ imports nothing of src/ but src/domain (shared wire types and rules).',
            },
          ],
        },
      ],
    },
  },
]);
