import { transportTarget } from '@/api/client'
import { PhoneAuthError, type PhoneAuthProvider } from './phone-auth'

/** Where the provider answers and for whom; fetch is replaceable for tests. */
export interface ReferenceTarget {
  /** The platform API's base URL (a path on this origin, or an https URL). */
  baseUrl: string
  merchant: string
  fetch?: typeof fetch
  timeoutMs?: number
}

/** The provider answers beside the API: on the API's origin when that is another, else on this one. */
export function providerBase(apiBaseUrl: string): string {
  return /^https?:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : ''
}

/**
 * The reference platform's demo provider (POST /phone-auth/v1/send and /verify). A refusal carries
 * its auth/* code; a network failure, a time-out or an answer of another shape is auth/unknown.
 */
export function createReferencePhoneAuth(target: () => ReferenceTarget): PhoneAuthProvider {
  const post = async (path: string, body: object): Promise<Record<string, unknown>> => {
    const { baseUrl, merchant, fetch: doFetch = globalThis.fetch, timeoutMs = 15_000 } = target()
    let data: unknown
    try {
      const response = await doFetch(`${providerBase(baseUrl)}/phone-auth/v1/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, merchant }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      data = await response.json()
    } catch {
      throw new PhoneAuthError('auth/unknown', 'The phone-auth service did not answer')
    }
    if (!data || typeof data !== 'object') throw new PhoneAuthError('auth/unknown')
    const { error } = data as { error?: { code?: unknown; message?: unknown } }
    if (error)
      throw new PhoneAuthError(
        String(error.code),
        typeof error.message === 'string' ? error.message : String(error.code),
      )
    return data as Record<string, unknown>
  }
  return {
    async send(phone) {
      const { verificationId } = await post('send', { phoneNumber: phone })
      if (typeof verificationId !== 'string') throw new PhoneAuthError('auth/unknown')
      return { verificationId }
    },
    async verify(verificationId, code) {
      const { idToken } = await post('verify', { verificationId, code })
      if (typeof idToken !== 'string') throw new PhoneAuthError('auth/unknown')
      return { idToken }
    },
  }
}

/** The demo provider of the reference platform, at the brand's platform. */
export const referencePhoneAuth: PhoneAuthProvider = createReferencePhoneAuth(transportTarget)
