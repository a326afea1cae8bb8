import { formatMoney } from '@/lib/money'
import type { LanguageCode } from '@/config/brand.types'
import { languageTable } from '@/i18n/languages'
import { getBrand } from '@/state/brand.store'

/** Minor units in the brand's currency, grouped for the interface language. */
export const money = (minor: number, language: LanguageCode) =>
  formatMoney(minor, getBrand().currency, languageTable[language].bcp47)

/** A date and time for the interface language, Latin digits. */
export const dateTime = (iso: string, language: LanguageCode) =>
  new Intl.DateTimeFormat(`${languageTable[language].bcp47}-u-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))

/** A date for the interface language, Latin digits. */
export const dateOnly = (iso: string, language: LanguageCode) =>
  new Intl.DateTimeFormat(`${languageTable[language].bcp47}-u-nu-latn`, {
    dateStyle: 'medium',
  }).format(new Date(iso))
