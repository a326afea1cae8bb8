import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Changes the signed-in member's password. */
export function changePassword(body: CallInput<'auth.changePassword'>) {
  return write('auth.changePassword', body)
}
