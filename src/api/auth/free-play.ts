import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Opens a trial account with play money and signs it in. */
export function freePlay(body: CallInput<'auth.freePlay'>) {
  return write('auth.freePlay', body)
}
