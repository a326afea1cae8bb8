import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import type { DateRange } from '@/lib/date-range'
import { agentKeys, reportStaleTime } from './keys'

/** The agent's income by day with totals. */
export type Revenue = CallOutput<'agent.revenue'>

/** The agent's income of a day or a range by kind, minor units. */
export type IncomeFigures = Revenue['totals']

/** The agent's own income over a range. */
export function getRevenue(range: DateRange, signal?: AbortSignal) {
  return call('agent.revenue', { ...range }, { signal })
}

/** The agent's income of a range, fetched afresh each time it is opened. */
export const revenueQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: agentKeys.revenue(range),
    queryFn: ({ signal }) => getRevenue(range, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

/** The agent's income of a range. */
export const useRevenueQuery = (range: DateRange) => useQuery(revenueQueryOptions(range))
