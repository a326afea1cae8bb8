import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { communityKeys } from './keys'

/** A chat room of the brand. */
export type ChatRoom = CallOutput<'community.chatRooms'>['list'][number]

/** The brand's chat rooms. */
export function getChatRooms(signal?: AbortSignal) {
  return call('community.chatRooms', undefined, { signal })
}

/** The chat rooms; their names come in the language. */
export const chatRoomsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: communityKeys.rooms(language),
    queryFn: ({ signal }) => getChatRooms(signal),
    staleTime: 5 * 60_000,
  })

/** The chat rooms in the visitor's language. */
export function useChatRoomsQuery() {
  const { language } = usePreferences()
  return useQuery(chatRoomsQueryOptions(language))
}
