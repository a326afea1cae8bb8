import type { Brand, LanguageCode } from '../config/brand.types'

/** How each interface language is loaded and named. */
export const languageTable: Record<
  LanguageCode,
  { locale: string; bcp47: string; nativeName: string }
> = {
  EN: { locale: 'en', bcp47: 'en', nativeName: 'English' },
  CN: { locale: 'cn', bcp47: 'zh-CN', nativeName: '简体中文' },
  ID: { locale: 'id', bcp47: 'id', nativeName: 'Bahasa Indonesia' },
  TH: { locale: 'th', bcp47: 'th', nativeName: 'ไทย' },
  VI: { locale: 'vi', bcp47: 'vi', nativeName: 'Tiếng Việt' },
  TL: { locale: 'tl', bcp47: 'fil', nativeName: 'Tagalog' },
  TY: { locale: 'ty', bcp47: 'en', nativeName: 'TY' },
}

/** The name of a language in its own script; TY is named by the brand. */
export function languageName(code: LanguageCode, brand: Brand): string {
  if (code === 'TY') return brand.languages.names?.TY ?? languageTable.TY.nativeName
  return languageTable[code].nativeName
}

/** True when the value is a language code of the product. */
export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && Object.hasOwn(languageTable, value)
