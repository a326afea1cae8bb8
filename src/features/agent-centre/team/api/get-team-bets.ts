import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys, reportStaleTime, type ReportQuery } from './agent.keys'

/** A bet of a team member; money in minor units. */
export interface TeamBet {
  id: string
  username: string
  vendor: string
  gameCode: string
  gameType: string
  stake: number
  payout: number
  profit: number
  status: 'open' | 'settled'
  time: string
}

/** A page of the team's bets with the totals of the whole range. */
export interface TeamBetsPage {
  totalPages: number
  totals: { count: number; stake: number; payout: number; profit: number }
  list: TeamBet[]
}

/** The team's betting record over a range. */
export function getTeamBets(q: ReportQuery, signal?: AbortSignal) {
  return call('agent.teamBets', { ...q }, { signal })
}

export const teamBetsQueryOptions = (q: ReportQuery) =>
  queryOptions({
    queryKey: agentKeys.teamBets(q),
    queryFn: ({ signal }) => getTeamBets(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

export const useTeamBetsQuery = (q: ReportQuery) => useQuery(teamBetsQueryOptions(q))
