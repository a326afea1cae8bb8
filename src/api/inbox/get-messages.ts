import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'

/** Messages per page (spec §9 default page size). */
export const messagePageSize = 14

/** One page of messages with the unread count. */
export type MessagePage = CallOutput<'inbox.messages'>

/** A platform message; content is plain text or simple HTML. */
export type InboxMessage = MessagePage['list'][number]

/** One page of the member's messages, newest first. */
export function getMessages(pageNo: number, pageSize: number, signal?: AbortSignal) {
  return call('inbox.messages', { pageNo, pageSize }, { signal })
}

/** One page of the given member's messages; the previous page shows while the next loads. */
export const messagesQueryOptions = (account: string | null, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: inboxKeys.messagePage(account, pageNo, pageSize),
    queryFn: ({ signal }) => getMessages(pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
  })

/** One page of the signed-in member's messages. */
export function useMessagesQuery(pageNo: number, pageSize = messagePageSize) {
  const { account } = useSession()
  return useQuery(messagesQueryOptions(account, pageNo, pageSize))
}
