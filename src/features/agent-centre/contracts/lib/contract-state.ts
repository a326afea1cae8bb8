import type { Contract } from '@/api/agent/get-contracts'
import { ApiError } from '@/api/errors'

/** In force: active, or active while a termination request waits for an answer. */
export const isInForce = (c: Contract) =>
  c.status === 'active' || (c.status === 'pending' && c.requestType === 'termination')

/** The caller's own contract with its upline that is in force, if any. */
export const ownContract = (list: readonly Contract[]) =>
  list.find((c) => c.role === 'downline' && isInForce(c))

/** Offers from the upline that wait for the caller's answer. */
export const offersToMe = (list: readonly Contract[]) =>
  list.filter((c) => c.role === 'downline' && c.status === 'pending' && c.requestType === 'new')

/** Contracts the caller offered to its downlines, newest first as listed. */
export const offeredByMe = (list: readonly Contract[]) => list.filter((c) => c.role === 'upline')

/** What a contract row shows as its state, from status and request type. */
export type ContractState = 'offered' | 'active' | 'terminationRequested' | 'refused' | 'terminated'

export function stateOf(c: Contract): ContractState {
  if (c.status === 'pending') return c.requestType === 'new' ? 'offered' : 'terminationRequested'
  return c.status
}

/**
 * The rate of the contract in force that accepting would end, when the platform asks for a
 * confirmation first (spec §4: a subordinate's higher rate); null for any other answer.
 */
export function higherRateToConfirm(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.details.status !== 409) return null
  const value = error.details.value as { needsConfirmation?: boolean; existingRate?: number } | null
  return value?.needsConfirmation && typeof value.existingRate === 'number'
    ? value.existingRate
    : null
}
