import type { Brand, LanguageCode } from '../../../src/config/brand.types'

/**
 * The language a game is launched in: the caller's (the `language` header) when the brand offers
 * it, else the brand's default.
 */
export function launchLanguage(requested: string, languages: Brand['languages']): LanguageCode {
  const code = requested.trim().toUpperCase()
  return languages.supported.find((supported) => supported === code) ?? languages.default
}
