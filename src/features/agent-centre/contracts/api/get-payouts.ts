import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { contractKeys } from './contracts.keys'
import type { ContractKind } from './get-contracts'

/** Which payouts: received under the upline's contract, or paid to the agent's downlines. */
export type PayoutSide = 'received' | 'paid'

/** A payout records request (agent.payouts). */
export interface PayoutQuery {
  kind: ContractKind
  startDate: string
  endDate: string
  side: PayoutSide
  pageNo: number
}

/** One settled period of a contract. */
export interface Payout {
  contractId: string
  periodStart: string
  periodEnd: string
  counterparty: string
  rate: number
  validBet: number
  activeMembers: number
  teamProfit: number
  amount: number
  paidAt: string
}

/** A page of payout records with the totals of the whole range. */
export interface PayoutPage {
  totalPages: number
  totals: { count: number; validBet: number; amount: number }
  list: Payout[]
}

/** Payout records of a kind over a date range. */
export function getPayouts(query: PayoutQuery, signal?: AbortSignal) {
  return call('agent.payouts', { ...query }, { signal })
}

export const payoutsQueryOptions = (account: string | null, query: PayoutQuery) =>
  queryOptions({
    queryKey: contractKeys.payouts(account, query),
    queryFn: ({ signal }) => getPayouts(query, signal),
    placeholderData: keepPreviousData,
  })

/** The signed-in agent's payout records. */
export function usePayoutsQuery(query: PayoutQuery) {
  const { account } = useSession()
  return useQuery(payoutsQueryOptions(account, query))
}
