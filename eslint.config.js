import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import globals from 'globals'

// Import direction: ui, lib, theme, i18n, api, config, state -> features -> app. Nothing imports app/;
// a feature never imports another feature; ui/ and lib/ import nothing of the app.
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})
// Every folder of src/features is a feature: a new one is fenced in as soon as it exists.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '**/*.gen.js',
      '**/*.gen.d.ts',
      '**/*.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (a wide table) takes focus so the keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // A write or an event updates the cache through src/api/after-change.ts, which keeps a load
    // that was in flight before the change from landing over it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/after-change.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='invalidateQueries']",
          message:
            'Use readAgain (src/api/after-change.ts): invalidateQueries lets a first load in flight land with an answer read before the change.',
        },
        {
          selector: "CallExpression[callee.property.name='setQueryData']",
          message:
            'Use writeAnswer (src/api/after-change.ts): a load in flight would land after setQueryData and put the older answer back.',
        },
      ],
    },
  },
  layer(
    ['src/ui/**', 'src/lib/**'],
    [
      {
        group: [
          '**/app/**',
          '**/features/**',
          '**/state/**',
          '**/config/**',
          '**/api/**',
          '**/i18n/**',
        ],
        message: 'ui/ and lib/ import nothing of the app.',
      },
    ],
  ),
  layer(
    ['src/config/**', 'src/state/**', 'src/api/**', 'src/i18n/**', 'src/theme/**'],
    [
      {
        group: ['**/app/**', '**/features/**'],
        message: 'Shared layers do not import features or app/.',
      },
    ],
  ),
  ...features.map((name) =>
    layer(
      [`src/features/${name}/**`],
      [
        { group: ['**/app/**'], message: 'Nothing imports app/.' },
        {
          group: features
            .filter((other) => other !== name)
            .flatMap((other) => [`**/features/${other}/**`, `../${other}/*`, `../${other}/**`]),
          message: 'A feature never imports another feature; move what both need down a layer.',
        },
      ],
    ),
  ),
)
