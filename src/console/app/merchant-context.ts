import { createContext, useContext } from 'react'
import type { CallOutput } from '../api/types.gen'

/** Who is signed in, with the merchants held. */
export type Me = CallOutput<'auth.me'>
/** A merchant the operator holds, with the role and the calls it allows. */
export type HeldMerchant = Me['merchants'][number]

/** The merchant the console is showing, and who shows it (the shell provides it). */
export const MerchantContext = createContext<{ me: Me; merchant: HeldMerchant } | null>(null)

/** The merchant shown; only under the shell. */
export function useMerchant() {
  const value = useContext(MerchantContext)
  if (!value) throw new Error('useMerchant: outside the console shell')
  return value
}

/** Whether the operator's role on the shown merchant allows a call. */
export const useCan = (callId: string) => useMerchant().merchant.calls.includes(callId)
