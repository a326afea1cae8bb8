import { write } from '../write'
import type { CallInput } from '../types.gen'

/**
 * Signs in by username and password, SMS code or phone-auth token; a login from a new IP answers
 * a verification to pass first.
 */
export function login(body: CallInput<'auth.login'>) {
  return write('auth.login', body)
}
