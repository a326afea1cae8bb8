import type { Brand, LanguageCode } from '@/config/brand.types'

/** How each interface language is loaded and named. */
export const languageTable: Record<
  LanguageCode,
  /** shortName: what a phone's header shows, where the native name would break the line. */
  { locale: string; bcp47: string; nativeName: string; shortName: string }
> = {
  EN: { locale: 'en', bcp47: 'en', nativeName: 'English', shortName: 'EN' },
  CN: { locale: 'cn', bcp47: 'zh-CN', nativeName: '简体中文', shortName: '中文' },
  ID: { locale: 'id', bcp47: 'id', nativeName: 'Bahasa Indonesia', shortName: 'ID' },
  TH: { locale: 'th', bcp47: 'th', nativeName: 'ไทย', shortName: 'ไทย' },
  VI: { locale: 'vi', bcp47: 'vi', nativeName: 'Tiếng Việt', shortName: 'VI' },
  TL: { locale: 'tl', bcp47: 'fil', nativeName: 'Tagalog', shortName: 'TL' },
  TY: { locale: 'ty', bcp47: 'en', nativeName: 'TY', shortName: 'TY' },
}

/** The name of a language in its own script; TY is named by the brand. */
export function languageName(code: LanguageCode, brand: Brand): string {
  if (code === 'TY') return brand.languages.names?.TY ?? languageTable.TY.nativeName
  return languageTable[code].nativeName
}

/** True when the value is a language code of the product. */
export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && Object.hasOwn(languageTable, value)
