import { call } from '../client'
import type { CallInput } from '../types.gen'

/** Registers a member by username and signs them in. */
export function register(body: CallInput<'auth.register'>) {
  return call('auth.register', body)
}
