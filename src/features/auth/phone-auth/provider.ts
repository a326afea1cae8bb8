import type { PhoneAuthProvider } from './phone-auth'
import { referencePhoneAuth } from './reference-phone-auth'

let current: PhoneAuthProvider = referencePhoneAuth

/** Plugs in an operator's phone-auth provider (Firebase, say) in place of the reference platform's. */
export function setPhoneAuthProvider(provider: PhoneAuthProvider) {
  current = provider
}

/** The phone-auth provider the forms use. */
export function phoneAuthProvider(): PhoneAuthProvider {
  return current
}
