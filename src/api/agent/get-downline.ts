import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { agentKeys, reportStaleTime, type DownlineQuery } from './keys'

/** One page of a parent's direct downline, or of the team members matching a username prefix. */
export type DownlinePage = CallOutput<'agent.downline'>

/** A member of the team as the tree shows it; balance in minor units. */
export type TeamMember = DownlinePage['list'][number]

/** A page of the downline tree. */
export function getDownline(q: DownlineQuery, signal?: AbortSignal) {
  return call('agent.downline', { ...q }, { signal })
}

/** A page of the downline tree, fetched afresh each time it is opened. */
export const downlineQueryOptions = (q: DownlineQuery) =>
  queryOptions({
    queryKey: agentKeys.downline(q),
    queryFn: ({ signal }) => getDownline(q, signal),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  })

/** A page of the downline tree. */
export const useDownlineQuery = (q: DownlineQuery) => useQuery(downlineQueryOptions(q))

/** Account types that may hold a contract: agents (spec §6). */
const agentTypes = [1, 2, 41, 42]

/**
 * The agent's direct downline agents, who are the only ones a contract may be offered to; the first
 * 100 (a larger team types the username).
 */
export async function getDownlineAgents(signal?: AbortSignal) {
  const page = await getDownline({ pageNo: 1, pageSize: 100 }, signal)
  return page.list.filter((m) => agentTypes.includes(m.type)).map((m) => m.username)
}

/** Usernames of the given agent's direct downline agents. */
export const downlineAgentsQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: agentKeys.downlineAgents(account),
    queryFn: ({ signal }) => getDownlineAgents(signal),
  })

/** Usernames of the signed-in agent's direct downline agents. */
export function useDownlineAgentsQuery() {
  const { account } = useSession()
  return useQuery(downlineAgentsQueryOptions(account))
}
