import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { communityKeys } from './keys'

/** A chat message as the platform answers it (also the live stream's data). */
export type ChatMessage = CallOutput<'community.chatMessages'>['list'][number]

/** How many of a room's latest messages a room opens with. */
const messagesLimit = 50

/** A room's latest messages, oldest first. */
export function getChatMessages(room: string, signal?: AbortSignal) {
  return call('community.chatMessages', { room, limit: messagesLimit }, { signal })
}

/** A room's latest messages; later ones arrive live, so they are never fresh for long. */
export const chatMessagesQueryOptions = (room: string, token: string | null) =>
  queryOptions({
    queryKey: communityKeys.messages(room, token),
    queryFn: ({ signal }) => getChatMessages(room, signal),
    staleTime: 0,
  })

/** A room's latest messages as the caller sees them. */
export const useChatMessagesQuery = (room: string, token: string | null) =>
  useQuery(chatMessagesQueryOptions(room, token))
