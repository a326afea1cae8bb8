import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { agentKeys, reportStaleTime, type ReportQuery } from './keys'

/** A page of members with the totals of the whole team. */
export type ProfitLossPage = CallOutput<'agent.profitLoss'>

/** The money figures of the profit-and-loss report, minor units. */
export type ProfitLossFigures = ProfitLossPage['totals']

/** One team member's profit and loss. */
export type ProfitLossRow = ProfitLossPage['list'][number]

/** Each team member's profit and loss over a range. */
export function getProfitLoss(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.profitLoss', { ...q }, { signal })
}

/** A page of the team's profit and loss, fetched afresh each time it is opened. */
export const profitLossQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.profitLoss(q),
    queryFn: ({ signal }) => getProfitLoss(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

/** A page of the team's profit and loss. */
export const useProfitLossQuery = (q: ReportQuery) => useQuery(profitLossQueryOptions(q))
