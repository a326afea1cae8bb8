import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Asks for a password-reset mail to the account's email. */
export function forgotByEmail(body: CallInput<'auth.forgotByEmail'>) {
  return write('auth.forgotByEmail', body)
}
