import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Sends an SMS login code; it answers how many minutes the code holds. */
export function sendLoginCode(body: CallInput<'auth.loginCode'>) {
  return write('auth.loginCode', body)
}
