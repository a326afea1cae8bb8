import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './inbox.keys'

/** Messages per page (spec §9 default page size). */
export const messagePageSize = 14

/** One page of the member's messages, newest first. */
export function getMessages(pageNo: number, pageSize: number, signal?: AbortSignal) {
  return call('inbox.messages', { pageNo, pageSize }, { signal })
}

export const messagesQueryOptions = (account: string | null, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: inboxKeys.messagePage(account, pageNo, pageSize),
    queryFn: ({ signal }) => getMessages(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
  })

export function useMessagesQuery(pageNo: number, pageSize = messagePageSize) {
  const { account } = useSession()
  return useQuery(messagesQueryOptions(account, pageNo, pageSize))
}
