import { ApiError } from '@/api/errors'

/**
 * True when the platform refused a deposit order because the merchant asks the date of birth
 * before the first deposit and the account has none (its value's `birthDateRequired`).
 */
export function asksForBirthDate(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'server') return false
  const value = error.details.value
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { birthDateRequired?: unknown }).birthDateRequired === true
  )
}
