import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Sets a new password with the SMS code and signs the member in. */
export function setPasswordByPhone(body: CallInput<'auth.setPasswordByPhone'>) {
  return write('auth.setPasswordByPhone', body)
}
