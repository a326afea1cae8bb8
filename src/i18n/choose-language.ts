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
  if (isLanguageCode(stored) && brand.languages.supported.includes(stored)) {
    keepLanguageCookie(stored)
    return stored
  }
  const fallback = brand.languages.default
  rememberLanguage(fallback, storage)
  return fallback
}

/** Saves a language under the history and the language keys. */
export function rememberLanguage(code: LanguageCode, storage = local()) {
  writeKey(storage, storageKeys.historyLanguage, code)
  writeKey(storage, storageKeys.language, code)
  keepLanguageCookie(code)
}

/**
 * The language in a cookie as well, which the server reads (the stored keys never reach it) to
 * hint the first banner's picture in the page's language: its art is lettered in it
 * (server/platform/content/first-picture.ts). Lax, so that it comes with a visit from a link.
 */
function keepLanguageCookie(code: LanguageCode) {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `language=${code}; Max-Age=31536000; Path=/; SameSite=Lax${secure}`
}
