/** The auth/* codes of spec §8 that a phone-auth provider answers with. */
export const phoneAuthCodes = [
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/too-many-requests',
  'auth/unknown',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/captcha-check-failed',
  'auth/quota-exceeded',
  'auth/operation-not-allowed',
  'auth/code-expired',
  'auth/popup-closed-by-user',
] as const

/** One of the phone-auth codes of spec §8. */
export type PhoneAuthCode = (typeof phoneAuthCodes)[number]

/** A refusal of the phone-auth provider; any code it does not know of becomes auth/unknown. */
export class PhoneAuthError extends Error {
  readonly code: PhoneAuthCode
  constructor(code: string, message = code) {
    super(message)
    this.name = 'PhoneAuthError'
    this.code = isPhoneAuthCode(code) ? code : 'auth/unknown'
  }
}

/** True for a code of spec §8. */
export function isPhoneAuthCode(code: unknown): code is PhoneAuthCode {
  return typeof code === 'string' && (phoneAuthCodes as readonly string[]).includes(code)
}

/**
 * The third-party phone-auth service of spec §7 (Firebase in the original), behind one interface:
 * send a code to a phone number (E.164), then trade the code for an ID token that the platform
 * checks. Both throw PhoneAuthError.
 */
export interface PhoneAuthProvider {
  send(phone: string): Promise<{ verificationId: string }>
  verify(verificationId: string, code: string): Promise<{ idToken: string }>
}

/**
 * The E.164 number of a dialing code and a national number as typed: spaces and dashes go, and so
 * does the trunk 0 (0917… in the Philippines is +63 917…). An empty number stays empty.
 */
export function toE164(dialing: string, national: string): string {
  const digits = national.trim().replace(/[\s-]/g, '')
  if (!digits) return ''
  return `${dialing}${digits.replace(/^0/, '')}`
}
