import { useMemo } from 'react'
import { formatAmount, formatMoney, type Currency } from '@/lib/money'
import { getBrand } from '@/state/brand.store'
import { usePreferences } from '@/state/preferences.store'
import { languageTable } from './languages'

/** Formatters for the active language: money in the brand's currency, numbers, dates and times. */
export interface Formatters {
  /** BCP 47 tag of the active language. */
  locale: string
  /** Minor units with the currency symbol: "P 1,234.56". */
  money: (minor: number) => string
  /** Minor units without the symbol: "1,234.56". */
  amount: (minor: number) => string
  /** A whole number grouped per language (points, counts). */
  count: (value: number) => string
  /** A percentage given as a number of percent (0.8 -> "0.8%"). */
  percent: (value: number) => string
  /** An ISO instant as a date and time in the visitor's zone. */
  dateTime: (iso: string) => string
  /** An ISO instant as a date in the visitor's zone. */
  date: (iso: string) => string
}

/** A value made on first use. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined
  return () => (value ??= make())
}

/**
 * Builds the formatters of a language (Latin digits, Gregorian calendar). Each Intl formatter is
 * made when first used: the first one of a page costs about 12 ms of main thread (about 50 ms on a
 * phone), which a screen that shows no date or count should not pay while it renders.
 */
export function formattersFor(bcp47: string): Formatters {
  const currency = getBrand().currency
  // One set per language and currency for the whole page: each component that formats would
  // otherwise make its own Intl formatters (three promotion cards, three date formatters).
  const key = `${bcp47} ${currency.code} ${currency.symbol} ${currency.minorUnits}`
  let made = madeFormatters.get(key)
  if (!made) madeFormatters.set(key, (made = makeFormatters(bcp47, currency)))
  return made
}

const madeFormatters = new Map<string, Formatters>()

function makeFormatters(bcp47: string, currency: Currency): Formatters {
  const locale = `${bcp47}-u-nu-latn-ca-gregory`
  const count = onFirstUse(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }))
  const dateTime = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  )
  const date = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }))
  const percent = onFirstUse(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  )
  return {
    locale: bcp47,
    money: (minor) => formatMoney(minor, currency, bcp47),
    amount: (minor) => formatAmount(minor, currency, bcp47),
    count: (value) => count().format(value),
    percent: (value) => percent().format(value / 100),
    dateTime: (iso) => dateTime().format(new Date(iso)),
    date: (iso) => date().format(new Date(iso)),
  }
}

/** The formatters of the active language, rebuilt when the language changes. */
export function useFormatters(): Formatters {
  const { language } = usePreferences()
  const { bcp47 } = languageTable[language]
  return useMemo(() => formattersFor(bcp47), [bcp47])
}
