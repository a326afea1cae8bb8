import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { agentKeys } from './keys'

/** An invitation link for members (3) or sub-agents (2), with how many registered through it. */
export type InviteLink = CallOutput<'agent.inviteLinks'>['list'][number]

/** The agent's invitation links, newest first. */
export function getInviteLinks(signal?: AbortSignal) {
  return call('agent.inviteLinks', undefined, { signal })
}

/** The invitation links as a list. */
export const inviteLinksQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.inviteLinks(),
    queryFn: ({ signal }) => getInviteLinks(signal),
    select: (answer) => answer.list,
  })

/** The agent's invitation links. */
export const useInviteLinksQuery = () => useQuery(inviteLinksQueryOptions())
