import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Sends the SMS code that lets a new password be set; it answers how long (minutes) it holds. */
export function sendPasswordCode(body: CallInput<'auth.passwordCode'>) {
  return write('auth.passwordCode', body)
}
