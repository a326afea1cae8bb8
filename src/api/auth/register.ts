import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Registers a member by username and signs them in. */
export function register(body: CallInput<'auth.register'>) {
  return write('auth.register', body)
}
