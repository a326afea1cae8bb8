import type { Brand, LanguageCode } from '@/config/brand.types'
import { local, readKey, writeKey } from '@/lib/storage'
import { storageKeys } from '@/lib/storage-keys'
import { isLanguageCode } from './languages'

/**
 * The language to start with: the history-language key when the brand supports it; otherwise
 * the brand's default, saved under both the history and the language keys.
 */
export function chooseLanguage(brand: Brand, storage = local()): LanguageCode {
  const stored = readKey(storage, storageKeys.historyLanguage)
  if (isLanguageCode(stored) && brand.languages.supported.includes(stored)) return stored
  const fallback = brand.languages.default
  rememberLanguage(fallback, storage)
  return fallback
}

/** Saves a language under the history and the language keys. */
export function rememberLanguage(code: LanguageCode, storage = local()) {
  writeKey(storage, storageKeys.historyLanguage, code)
  writeKey(storage, storageKeys.language, code)
}
