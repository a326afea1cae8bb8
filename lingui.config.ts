import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'cn', 'id', 'th', 'vi', 'tl', 'ty'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}',
      include: ['<rootDir>/src'],
      // Tests load made-up messages of their own (locale-provider.test.tsx): not the product's.
      exclude: ['<rootDir>/src/console/**', '<rootDir>/src/**/*.test.*'],
    },
    // The operator console's own catalogs: its messages never grow the portal's.
    {
      path: '<rootDir>/locales/console/{locale}',
      include: ['<rootDir>/src/console'],
      exclude: ['<rootDir>/src/**/*.test.*'],
    },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
})
