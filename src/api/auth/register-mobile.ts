import { call } from '../client'
import type { CallInput } from '../types.gen'

/** Registers a member by mobile number and signs them in. */
export function registerMobile(body: CallInput<'auth.registerMobile'>) {
  return call('auth.registerMobile', body)
}
