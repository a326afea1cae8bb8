import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { inboxKeys } from './keys'

/** Badge counts of the member's messages, missions, rewards and promotions. */
export type InboxCounts = CallOutput<'inbox.counts'>

/** Reads the badge counts. */
export const getInboxCounts = (signal?: AbortSignal) => call('inbox.counts', undefined, { signal })

/** The badge counts of the header and the member centre's menu. */
export const inboxCountsQueryOptions = () =>
  queryOptions({ queryKey: inboxKeys.counts(), queryFn: ({ signal }) => getInboxCounts(signal) })

/** The signed-in member's badge counts. */
export const useInboxCountsQuery = () => useQuery(inboxCountsQueryOptions())
