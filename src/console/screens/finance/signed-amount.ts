import { type Currency } from '@/lib/money'
import { parseAmount } from '@/lib/typed-amount'

/**
 * A typed amount with an optional sign, in minor units, read as the operator's language writes
 * numbers ("-12.50" → -1250 in English, "-12,50" in Indonesian); null when it is not an amount or
 * is zero (an adjustment of nothing).
 */
export function signedAmount(text: string, currency: Currency, locale: string): number | null {
  const trimmed = text.trim()
  const negative = /^[-−]/.test(trimmed)
  const minor = parseAmount(trimmed.replace(/^[-−+]\s*/, ''), currency, locale)
  if (minor === null || minor === 0) return null
  return negative ? -minor : minor
}
