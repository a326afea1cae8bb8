import { ApiError } from '../../../api/errors'

/** The extra step auth.login asks for when the account has not signed in from this IP. */
export interface Verification {
  ticket: string
  method: 'phone' | 'email'
  /** The masked phone number the code went to (empty for the email method). */
  hint: string
}

/** The verification a refused login asks for (403 with value.verification), or null. */
export function verificationOf(failure: unknown): Verification | null {
  if (!(failure instanceof ApiError) || failure.details.status !== 403) return null
  const value = failure.details.value as { verification?: Partial<Verification> } | null
  const v = value?.verification
  if (!v || typeof v.ticket !== 'string' || (v.method !== 'phone' && v.method !== 'email'))
    return null
  return { ticket: v.ticket, method: v.method, hint: typeof v.hint === 'string' ? v.hint : '' }
}
