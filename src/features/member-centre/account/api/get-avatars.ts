import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { memberKeys } from './member.keys'

/** Reads the avatars a member may pick. */
export const getAvatars = (signal?: AbortSignal) => call('member.avatars', undefined, { signal })

export const avatarsQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.avatars(),
    queryFn: ({ signal }) => getAvatars(signal),
    staleTime: Infinity,
  })

export const useAvatarsQuery = () => useQuery(avatarsQueryOptions())
