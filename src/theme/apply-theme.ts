import type { Brand, ThemeName } from '@/config/brand.types'
import { local, readKey, writeKey } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'
import { preferences } from '@/state/preferences.store'

/** The stored theme if valid, else the brand's default. */
export function chooseTheme(brand: Brand, storage = local()): ThemeName {
  const stored = readKey(storage, storageKeys.theme)
  return stored === 'dark' || stored === 'light' ? stored : brand.theme.default
}

/** Switches the page's theme and remembers it; the brand's CSS holds both token sets. */
export function applyTheme(theme: ThemeName, options = { remember: true }) {
  preferences.theme = theme
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme
  if (options.remember) writeKey(local(), storageKeys.theme, theme)
}
