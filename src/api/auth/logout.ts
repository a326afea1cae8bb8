import { call } from '../client'

/** Ends the session on the platform. */
export function logout() {
  return call('auth.logout')
}
