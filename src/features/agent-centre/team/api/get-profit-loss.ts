import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys, reportStaleTime, type ReportQuery } from './agent.keys'

/** The money figures of the profit-and-loss report, minor units. */
export interface ProfitLossFigures {
  stake: number
  payout: number
  profit: number
  deposits: number
  withdrawals: number
  bonus: number
}

/** One team member's profit and loss. */
export interface ProfitLossRow extends ProfitLossFigures {
  id: string
  username: string
  type: number
}

/** A page of members with the totals of the whole team. */
export interface ProfitLossPage {
  totalPages: number
  totals: ProfitLossFigures
  list: ProfitLossRow[]
}

/** Each team member's profit and loss over a range. */
export function getProfitLoss(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.profitLoss', { ...q }, { signal })
}

export const profitLossQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.profitLoss(q),
    queryFn: ({ signal }) => getProfitLoss(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

export const useProfitLossQuery = (q: ReportQuery) => useQuery(profitLossQueryOptions(q))
