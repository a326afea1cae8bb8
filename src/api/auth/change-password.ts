import { call } from '../client'
import type { CallInput } from '../types.gen'

/** Changes the signed-in member's password. */
export function changePassword(body: CallInput<'auth.changePassword'>) {
  return call('auth.changePassword', body)
}
