import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { DateRange } from '@/lib/date-range'
import { agentKeys, reportStaleTime } from './agent.keys'

/** The agent's income of a day or a range by kind, minor units. */
export interface IncomeFigures {
  commission: number
  dividend: number
  salary: number
  total: number
}

/** The agent's income by day with totals. */
export interface Revenue {
  totals: IncomeFigures
  daily: (IncomeFigures & { date: string })[]
}

/** The agent's own income over a range. */
export function getRevenue(range: DateRange, signal?: AbortSignal) {
  return call('agent.revenue', { ...range }, { signal })
}

export const revenueQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: agentKeys.revenue(range),
    queryFn: ({ signal }) => getRevenue(range, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

export const useRevenueQuery = (range: DateRange) => useQuery(revenueQueryOptions(range))
