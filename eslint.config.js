// ESLint flat config, type-aware (typescript-eslint projectService).
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import security from 'eslint-plugin-security'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.output/**',
      '**/.nitro/**',
      '**/.tanstack/**',
      '**/dist/**',
      'data/**',
      'apps/web/src/routeTree.gen.ts',
      'apps/web/public/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      // Configuration in CommonJS for dependency-cruiser (its own schema, not project code).
      '.dependency-cruiser.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // Static security checks (issue 8): findings are fixed or disabled with a reason on the line.
  security.configs.recommended,
  {
    rules: {
      // Every finding of this rule here is obj[key] with a key typed by TypeScript (a union or a
      // number index) or validated by zod first; the rule cannot see types and flags all of them.
      // Prototype pollution is instead prevented by zod's strict object parsing at the boundary.
      'security/detect-object-injection': 'off',
    },
  },
  {
    // Developer tooling and tests: file paths and patterns come from constants or fixtures, never
    // from a request.
    files: ['scripts/**', 'e2e/**', '**/*.test.ts', 'packages/api/src/test/**'],
    rules: {
      'security/detect-non-literal-fs-filename': 'off',
      'security/detect-non-literal-regexp': 'off',
    },
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-control-regex': 'off',
    },
  },
  {
    // issue 17: react-i18next's hook costs a snapshot per component and an options spread per
    // call; the app's own hook gives the same t (apps/web/src/i18n/use-translation.ts).
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/i18n/use-translation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'Trans', 'withTranslation', 'Translation'],
              message: 'Use useTranslation from apps/web/src/i18n/use-translation.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // issue 17: loader data is part of the page's HTML beside the query cache, so a loader that
    // returns the query's answer (ensureQueryData, fetchQuery) sends it twice; cacheOnly() instead.
    files: ['apps/web/src/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "Property[key.name='loader'] > ArrowFunctionExpression > CallExpression",
          "Property[key.name='loader'] ReturnStatement > CallExpression",
          "Property[key.name='loader'] ReturnStatement > AwaitExpression > CallExpression",
        ].map((returned) => ({
          selector: `${returned}[callee.property.name=/^(ensureQueryData|fetchQuery)$/]`,
          message:
            'Wrap it in cacheOnly() (lib/route-helpers.ts): the query cache already carries the answer.',
        })),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
)
