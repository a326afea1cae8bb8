import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Registers a member by mobile number and signs them in. */
export function registerMobile(body: CallInput<'auth.registerMobile'>) {
  return write('auth.registerMobile', body)
}
