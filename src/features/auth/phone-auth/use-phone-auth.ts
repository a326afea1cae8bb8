import { useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { readHold, holdSending, tooManyRequestsMs } from './hold'
import { phoneAuthMessage } from './messages'
import { PhoneAuthError, type PhoneAuthProvider } from './phone-auth'
import { phoneAuthProvider } from './provider'

/** A verified phone's token is reused for a retry (a refused registration) within this time. */
const reuseTokenMs = 9 * 60 * 1000

/**
 * The phone-auth flow of a form: send a code to an E.164 number, then trade the code for the
 * provider's ID token. Every refusal is reported through onError in the words of spec §8; after
 * auth/too-many-requests sending waits 5 minutes, across reloads (holdUntil seeds the send button).
 */
export function usePhoneAuth(
  onError: (message: string) => void,
  provider: PhoneAuthProvider = phoneAuthProvider(),
) {
  const { i18n } = useLingui()
  const [holdUntil] = useState(() => readHold())
  const sent = useRef<{ phone: string; verificationId: string } | null>(null)
  const verified = useRef<{ phone: string; idToken: string; at: number } | null>(null)
  const report = (failure: unknown) => {
    const error = failure instanceof PhoneAuthError ? failure : new PhoneAuthError('auth/unknown')
    onError(i18n._(phoneAuthMessage(error.code)))
    return error
  }
  return {
    holdUntil,
    /** Sends a code; answers the minutes until the next may go (1, or 5 after too many). */
    async send(phone: string): Promise<number> {
      try {
        if (!phone) throw new PhoneAuthError('auth/missing-phone-number')
        const { verificationId } = await provider.send(phone)
        sent.current = { phone, verificationId }
        return 1
      } catch (failure) {
        const error = report(failure)
        if (error.code !== 'auth/too-many-requests') throw error
        holdSending()
        return tooManyRequestsMs / 60_000
      }
    },
    /** The ID token for the phone the code went to; throws (after reporting) when refused. */
    async verify(phone: string, code: string): Promise<string> {
      const last = verified.current
      if (last && last.phone === phone && Date.now() - last.at < reuseTokenMs) return last.idToken
      try {
        if (!code.trim()) throw new PhoneAuthError('auth/missing-verification-code')
        if (!sent.current || sent.current.phone !== phone)
          throw new PhoneAuthError('auth/code-expired')
        const { idToken } = await provider.verify(sent.current.verificationId, code.trim())
        sent.current = null
        verified.current = { phone, idToken, at: Date.now() }
        return idToken
      } catch (failure) {
        throw report(failure)
      }
    },
  }
}
