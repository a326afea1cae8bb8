import { call } from '../client'
import type { CallInput } from '../types.gen'

/**
 * Signs in by username and password, SMS code or phone-auth token; a login from a new IP answers
 * a verification to pass first.
 */
export function login(body: CallInput<'auth.login'>) {
  return call('auth.login', body)
}
