import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Answers the verification of a login from a new IP and signs the member in. */
export function verifyLogin(body: CallInput<'auth.verifyLogin'>) {
  return write('auth.verifyLogin', body)
}
