import { call } from '../client'
import type { CallInput } from '../types.gen'

/** Sends an SMS login code; it answers how many minutes the code holds. */
export function sendLoginCode(body: CallInput<'auth.loginCode'>) {
  return call('auth.loginCode', body)
}
