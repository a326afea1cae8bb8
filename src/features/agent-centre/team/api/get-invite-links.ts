import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys } from './agent.keys'

/** An invitation link for members (3) or sub-agents (2), with how many registered through it. */
export interface InviteLink {
  id: string
  code: string
  type: 2 | 3
  url: string
  registered: number
  createdAt: string
}

/** The agent's invitation links, newest first. */
export function getInviteLinks(signal?: AbortSignal) {
  return call('agent.inviteLinks', undefined, { signal })
}

export const inviteLinksQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.inviteLinks(),
    queryFn: ({ signal }) => getInviteLinks(signal),
    select: (answer) => answer.list,
  })

export const useInviteLinksQuery = () => useQuery(inviteLinksQueryOptions())
