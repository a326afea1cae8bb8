import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import type { DateRange } from '@/lib/date-range'
import { agentKeys, reportStaleTime } from './keys'

/** The team's figures over a range, money in minor units (agent.overview). */
export type TeamOverview = CallOutput<'agent.overview'>

/** One day of the team's series. */
export type OverviewDay = TeamOverview['daily'][number]

/** The team's figures and daily series over a date range. */
export function getOverview(range: DateRange, signal?: AbortSignal) {
  return call('agent.overview', { ...range }, { signal })
}

/** The team's overview of a range, fetched afresh each time it is opened. */
export const overviewQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: agentKeys.overview(range),
    queryFn: ({ signal }) => getOverview(range, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

/** The team's overview of a range. */
export const useOverviewQuery = (range: DateRange) => useQuery(overviewQueryOptions(range))
