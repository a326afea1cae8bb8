import { store, useSnapshot } from '@/lib/store'
import type { LanguageCode, ThemeName } from '@/config/brand.types'

/** The visitor's language and theme; the i18n and theme layers persist them. */
export const preferences = store<{ language: LanguageCode; theme: ThemeName }>({
  language: 'EN',
  theme: 'light',
})

/** The preferences in a component. */
export const usePreferences = () => useSnapshot(preferences)
