import { ApiError } from '@/api/errors'

/**
 * What the step asks for: the code sent to the bound phone, the bound email, the holder name of a
 * bound bank account, or the code of the bound authenticator app (Google Authenticator).
 */
export type VerificationMethod = 'phone' | 'email' | 'bankHolder' | 'google'

const isMethod = (value: unknown): value is VerificationMethod =>
  value === 'phone' || value === 'email' || value === 'bankHolder' || value === 'google'

/** The extra step auth.login asks for when the account has not signed in from this IP. */
export interface Verification {
  ticket: string
  method: VerificationMethod
  /** The masked phone number the code went to (empty for the other methods). */
  hint: string
}

/** The verification a refused login asks for (403 with value.verification), or null. */
export function verificationOf(failure: unknown): Verification | null {
  if (!(failure instanceof ApiError) || failure.details.status !== 403) return null
  const value = failure.details.value as { verification?: Partial<Verification> } | null
  const v = value?.verification
  if (!v || typeof v.ticket !== 'string' || !isMethod(v.method)) return null
  return { ticket: v.ticket, method: v.method, hint: typeof v.hint === 'string' ? v.hint : '' }
}
