import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys, reportStaleTime, type DownlineQuery } from './agent.keys'

/** A member of the team as the tree shows it; balance in minor units. */
export interface TeamMember {
  id: string
  username: string
  type: number
  balance: number
  status: 'normal' | 'locked'
  teamSize: number
  createdAt: string
  lastLogin: string | null
}

/** One page of a parent's direct downline, or of the team members matching a username prefix. */
export interface DownlinePage {
  totalPages: number
  total: number
  parent: { id: string; username: string }
  list: TeamMember[]
}

/** A page of the downline tree. */
export function getDownline(q: DownlineQuery, signal?: AbortSignal) {
  return call('agent.downline', { ...q }, { signal })
}

export const downlineQueryOptions = (q: DownlineQuery) =>
  queryOptions({
    queryKey: agentKeys.downline(q),
    queryFn: ({ signal }) => getDownline(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

export const useDownlineQuery = (q: DownlineQuery) => useQuery(downlineQueryOptions(q))
