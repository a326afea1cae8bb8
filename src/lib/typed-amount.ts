import { separators, type Currency } from './money'

// Reading what a player types apart from writing amounts (./money.ts): the screens that show a
// figure, the jackpot on a first screen among them, do not load the forms' reader.

/** The decimal separator of a locale: "," in Indonesian and Vietnamese, "." in English or Thai. */
export function decimalSeparator(locale: string): ',' | '.' {
  if (Object.hasOwn(separators, locale)) return separators[locale]!.decimal
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')
  return part?.value === ',' ? ',' : '.'
}

/**
 * A typed amount in minor units, read as the reader's language writes numbers ("1,234.5" in
 * English, "1.234,5" in Indonesian), or null when it is not a non-negative amount with at most the
 * currency's decimals.
 */
export function parseAmount(text: string, currency: Currency, locale = 'en'): number | null {
  const decimal = decimalSeparator(locale)
  const grouping = decimal === ',' ? '.' : ','
  const cleaned = text.replace(/\s/g, '').split(grouping).join('').replace(decimal, '.')
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(cleaned)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > currency.minorUnits) return null
  return (
    Number(match[1]) * 10 ** currency.minorUnits +
    Number(fraction.padEnd(currency.minorUnits, '0') || 0)
  )
}
