import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { agentKeys } from './agent.keys'

/** An announcement for the merchant's agents; content is HTML. */
export interface AgentAnnouncement {
  id: string
  title: string
  content: string
  time: string
}

/** The merchant's announcements to its agents, newest first. */
export function getAnnouncements(signal?: AbortSignal) {
  return call('agent.announcements', undefined, { signal })
}

export const announcementsQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.announcements(),
    queryFn: ({ signal }) => getAnnouncements(signal),
    select: (answer) => answer.list,
  })

export const useAnnouncementsQuery = () => useQuery(announcementsQueryOptions())
