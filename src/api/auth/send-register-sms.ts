import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Sends the registration SMS code; it answers how many minutes the code holds. */
export function sendRegisterSms(body: CallInput<'auth.registerSms'>) {
  return write('auth.registerSms', body)
}
