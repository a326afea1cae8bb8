/** A currency as a brand configures it (brand.json `currency`). */
export interface Currency {
  code: string
  symbol: string
  minorUnits: number
}

/**
 * How the product's languages (the BCP 47 tags of src/i18n/languages.ts) write an amount: Latin
 * digits in groups of three, with these separators. Written out here because a page's first
 * Intl.NumberFormat costs about 12 ms of main thread (about 50 ms on a phone) before it formats
 * anything; money.test.ts checks every language against Intl. Other locales go through Intl.
 */
export const separators: Readonly<Record<string, { group: string; decimal: ',' | '.' }>> = {
  en: { group: ',', decimal: '.' },
  'zh-CN': { group: ',', decimal: '.' },
  th: { group: ',', decimal: '.' },
  fil: { group: ',', decimal: '.' },
  id: { group: '.', decimal: ',' },
  vi: { group: '.', decimal: ',' },
}

const formatters = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`
  let format = formatters.get(key)
  if (!format) {
    // Latin digits and the Gregorian calendar unless a brand asks otherwise (spec §1, issue 9).
    format = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, format)
  }
  return format
}

/** Integer minor units as a plain number in the brand's currency, grouped per language: 123456 -> "1,234.56". */
export function formatAmount(minor: number, currency: Currency, locale: string): string {
  const digits = currency.minorUnits
  const written = Object.hasOwn(separators, locale) ? separators[locale] : undefined
  const units = Math.round(Math.abs(minor))
  if (!written || !Number.isSafeInteger(units))
    return numberFormat(locale, digits).format(minor / 10 ** digits)
  const text = String(units).padStart(digits + 1, '0')
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+$)/g, written.group)
  const fraction = digits > 0 ? `${written.decimal}${text.slice(-digits)}` : ''
  return `${minor < 0 ? '-' : ''}${whole}${fraction}`
}

/** A whole number, as an amount without minor units. */
const wholeNumber: Currency = { code: '', symbol: '', minorUnits: 0 }

/**
 * A count grouped per language, as amounts are (no Intl for the product's languages): 10001 ->
 * "10,001", "10.001" in Vietnamese.
 */
export const formatCount = (value: number, locale: string): string =>
  formatAmount(value, wholeNumber, locale)

/**
 * Between a currency's symbol and its amount: a no-break space, so that a narrow cell (a check-in
 * day, a table column, the header on a phone) never puts "P" on one line and "10.00" on the next.
 */
export const symbolGap = '\u00a0'

/** Integer minor units with the brand's currency symbol: 123456 -> "P 1,234.56", -500 -> "-P 5.00". */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const sign = minor < 0 ? '-' : ''
  return `${sign}${currency.symbol}${symbolGap}${formatAmount(Math.abs(minor), currency, locale)}`
}
