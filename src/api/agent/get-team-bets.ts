import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { agentKeys, reportStaleTime, type ReportQuery } from './keys'

/** A page of the team's bets with the totals of the whole range. */
export type TeamBetsPage = CallOutput<'agent.teamBets'>

/** A bet of a team member; money in minor units. */
export type TeamBet = TeamBetsPage['list'][number]

/** The team's betting record over a range. */
export function getTeamBets(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.teamBets', { ...q }, { signal })
}

/** A page of the team's bets, fetched afresh each time it is opened. */
export const teamBetsQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.teamBets(q),
    queryFn: ({ signal }) => getTeamBets(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

/** A page of the team's bets. */
export const useTeamBetsQuery = (q: ReportQuery) => useQuery(teamBetsQueryOptions(q))
