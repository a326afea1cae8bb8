import { call } from '../client'
import type { CallInput } from '../types.gen'

/** Asks for a password-reset mail to the account's email. */
export function forgotByEmail(body: CallInput<'auth.forgotByEmail'>) {
  return call('auth.forgotByEmail', body)
}
