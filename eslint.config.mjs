// ESLint for the whole project (decision 0017): TypeScript, React hooks and accessibility rules.
// `npm run lint` runs it with --max-warnings 0, and `npm test` runs `npm run lint` first.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['public/', '.cache/', '.fixture-builds/', 'coverage/', '.bench/', 'test-results/', 'static/', 'src/gatsby-types.d.ts', '**/node_modules/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. eslint-plugin-react-hooks 7 also ships the React Compiler's rules
    // (set-state-in-effect, refs, purity…), which assume the compiler; the site does not use it.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable code blocks and regions are focusable on purpose, so a keyboard can scroll them
      // (axe's scrollable-region-focusable); tab panels are focusable per the WAI-ARIA tabs pattern.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'group'] }],
    },
  },
  {
    files: ['src/**', 'gatsby-*.{ts,tsx}', '__tests__/**'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, __PATH_PREFIX__: 'readonly' },
    },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', '*.config.{js,mjs,cjs}', 'jest.*.js'],
    // Benchmark scripts also hold functions that run in the page (page.evaluate).
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Tests load modules fresh inside jest.isolateModules, which needs require().
    files: ['__tests__/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
