import { type Currency } from '@/lib/money'
import { decimalSeparator, parseAmount } from '@/lib/typed-amount'

/** Why a typed amount is refused; each has its own message next to the field. */
export type AmountProblem = 'format' | 'positive' | 'min' | 'max' | 'balance'

/** The bounds an amount must keep, in minor units; each is optional. */
export interface AmountBounds {
  min?: number
  max?: number
  /** What the source wallet holds: an amount above it cannot move. */
  balance?: number
}

/**
 * Reads a typed amount in the currency's minor units and checks it against the bounds: a number
 * with at most the currency's decimals, above zero, within min/max and the balance.
 */
export function checkAmount(
  text: string,
  currency: Currency,
  bounds: AmountBounds = {},
  /** The reader's language, which decides the decimal separator. */
  locale = 'en',
): { amount: number; problem?: undefined } | { amount?: undefined; problem: AmountProblem } {
  if (!text.trim()) return { problem: 'positive' }
  const amount = parseAmount(text, currency, locale)
  if (amount === null) return { problem: 'format' }
  if (amount <= 0) return { problem: 'positive' }
  if (bounds.min !== undefined && amount < bounds.min) return { problem: 'min' }
  if (bounds.max !== undefined && amount > bounds.max) return { problem: 'max' }
  if (bounds.balance !== undefined && amount > bounds.balance) return { problem: 'balance' }
  return { amount }
}

/**
 * Minor units as the text an amount field takes: no grouping, the currency's decimals, and the
 * decimal separator of the reader's language, so that checkAmount reads it back the same.
 */
export const amountInput = (minor: number, currency: Currency, locale = 'en') =>
  (minor / 10 ** currency.minorUnits)
    .toFixed(currency.minorUnits)
    .replace('.', decimalSeparator(locale))
