import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { DateRange } from '@/lib/date-range'
import { agentKeys, reportStaleTime } from './agent.keys'

/** One day of the team's series. */
export interface OverviewDay {
  date: string
  stake: number
  profit: number
  deposits: number
  activeMembers: number
}

/** The team's figures over a range, money in minor units (agent.overview). */
export interface TeamOverview {
  teamSize: number
  directMembers: number
  activeMembers: number
  newMembers: number
  deposits: number
  withdrawals: number
  stake: number
  payout: number
  profit: number
  daily: OverviewDay[]
}

/** The team's figures and daily series over a date range. */
export function getOverview(range: DateRange, signal?: AbortSignal) {
  return call('agent.overview', { ...range }, { signal })
}

export const overviewQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: agentKeys.overview(range),
    queryFn: ({ signal }) => getOverview(range, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

export const useOverviewQuery = (range: DateRange) => useQuery(overviewQueryOptions(range))
