import { write } from '../write'

/** Ends the session on the platform. */
export function logout() {
  return write('auth.logout')
}
