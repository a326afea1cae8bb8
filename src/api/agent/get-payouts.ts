import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallInput, CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { agentKeys } from './keys'

/** Which payouts: received under the upline's contract, or paid to the agent's downlines. */
export type PayoutSide = NonNullable<CallInput<'agent.payouts'>['side']>

/** A payout records request: a kind, a date range, a side and the page. */
export type PayoutQuery = CallInput<'agent.payouts'> & { side: PayoutSide; pageNo: number }

/** A page of payout records with the totals of the whole range. */
export type PayoutPage = CallOutput<'agent.payouts'>

/** One settled period of a contract. */
export type Payout = PayoutPage['list'][number]

/** Payout records of a kind over a date range. */
export function getPayouts(query: PayoutQuery, signal?: AbortSignal) {
  return call('agent.payouts', { ...query }, { signal })
}

/** A page of the given agent's payout records; the previous page shows while the next loads. */
export const payoutsQueryOptions = (account: string | null, query: PayoutQuery) =>
  queryOptions({
    queryKey: agentKeys.payouts(account, query),
    queryFn: ({ signal }) => getPayouts(query, signal),
    placeholderData: keepPreviousData,
  })

/** The signed-in agent's payout records. */
export function usePayoutsQuery(query: PayoutQuery) {
  const { account } = useSession()
  return useQuery(payoutsQueryOptions(account, query))
}
