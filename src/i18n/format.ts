import { useMemo } from 'react'
import { formatAmount, formatCount, formatMoney, type Currency } from '@/lib/money'
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

/**
 * How the product's languages write a date in Intl's medium style (Latin digits, Gregorian
 * calendar): month names and order written out for the reason amounts are (src/lib/money.ts). A
 * page's first Intl number or date formatter costs 25–40 ms of main thread on a laptop, about four
 * times that on a phone, in one piece; Home shows the promotions' dates while it loads. A date's
 * day, month and year come from the Date in the visitor's zone, as Intl's own default.
 * format.test.ts checks each language against Intl on every month; other tags go through Intl.
 */
const mediumDates: Readonly<Record<string, (day: number, month: number, year: number) => string>> =
  {
    en: (d, m, y) => `${monthsEn[m]} ${d}, ${y}`,
    'zh-CN': (d, m, y) => `${y}年${m + 1}月${d}日`,
    th: (d, m, y) => `${d} ${monthsTh[m]} ${y}`,
    fil: (d, m, y) => `${monthsFil[m]} ${d}, ${y}`,
    id: (d, m, y) => `${d} ${monthsId[m]} ${y}`,
    vi: (d, m, y) => `${d} thg ${m + 1}, ${y}`,
  }
/** Month abbreviations, January first. */
const monthsEn = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
const monthsTh = 'ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.'.split(' ')
const monthsFil = 'Ene Peb Mar Abr May Hun Hul Ago Set Okt Nob Dis'.split(' ')
const monthsId = 'Jan Feb Mar Apr Mei Jun Jul Agu Sep Okt Nov Des'.split(' ')

function makeFormatters(bcp47: string, currency: Currency): Formatters {
  const locale = `${bcp47}-u-nu-latn-ca-gregory`
  const dateTime = onFirstUse(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
  )
  const date = onFirstUse(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }))
  const written = Object.hasOwn(mediumDates, bcp47) ? mediumDates[bcp47] : undefined
  const percent = onFirstUse(
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  )
  return {
    locale: bcp47,
    money: (minor) => formatMoney(minor, currency, bcp47),
    amount: (minor) => formatAmount(minor, currency, bcp47),
    count: (value) => formatCount(value, bcp47),
    percent: (value) => percent().format(value / 100),
    dateTime: (iso) => dateTime().format(new Date(iso)),
    date: (iso) => {
      const at = new Date(iso)
      return written && Number.isFinite(at.getTime())
        ? written(at.getDate(), at.getMonth(), at.getFullYear())
        : date().format(at)
    },
  }
}

/** The formatters of the active language, rebuilt when the language changes. */
export function useFormatters(): Formatters {
  const { language } = usePreferences()
  const { bcp47 } = languageTable[language]
  return useMemo(() => formattersFor(bcp47), [bcp47])
}
