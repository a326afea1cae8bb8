import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { agentKeys } from './keys'

/** An announcement for the merchant's agents; content is HTML. */
export type AgentAnnouncement = CallOutput<'agent.announcements'>['list'][number]

/** The merchant's announcements to its agents, newest first. */
export function getAnnouncements(signal?: AbortSignal) {
  return call('agent.announcements', undefined, { signal })
}

/** The announcements as a list. */
export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.announcements(),
    queryFn: ({ signal }) => getAnnouncements(signal),
    select: (answer) => answer.list,
  })

/** The merchant's announcements to its agents. */
export const useAnnouncementsQuery = () => useQuery(announcementsQueryOptions())
