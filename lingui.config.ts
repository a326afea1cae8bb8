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
      exclude: ['<rootDir>/src/console/**'],
    },
    // The operator console's own catalogs: its messages never grow the portal's.
    { path: '<rootDir>/locales/console/{locale}', include: ['<rootDir>/src/console'] },
  ],
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'messageId',
})
