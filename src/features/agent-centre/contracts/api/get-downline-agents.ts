import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { contractKeys } from './contracts.keys'

/** Account types that may hold a contract: agents (spec §6). */
const agentTypes = [1, 2, 41, 42]

/**
 * The agent's direct downline agents, who are the only ones a contract may be offered to; the first
 * 100 (a larger team types the username).
 */
export async function getDownlineAgents(signal?: AbortSignal) {
  const page = await call('agent.downline', { pageNo: 1, pageSize: 100 }, { signal })
  return page.list.filter((m) => agentTypes.includes(m.type)).map((m) => m.username)
}

export const downlineAgentsQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: contractKeys.downlineAgents(account),
    queryFn: ({ signal }) => getDownlineAgents(signal),
  })

/** Usernames of the signed-in agent's direct downline agents. */
export function useDownlineAgentsQuery() {
  const { account } = useSession()
  return useQuery(downlineAgentsQueryOptions(account))
}
