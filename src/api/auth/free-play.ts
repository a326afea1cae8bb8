import { call } from '../client'
import type { CallInput } from '../types.gen'

/** Opens a trial account with play money and signs it in. */
export function freePlay(body: CallInput<'auth.freePlay'>) {
  return call('auth.freePlay', body)
}
