import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { memberKeys } from './keys'

/** Reads the avatars a member may pick. */
export const getAvatars = (signal?: AbortSignal) => call('member.avatars', undefined, { signal })

/** The avatars; they do not change while the app runs. */
export const avatarsQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.avatars(),
    queryFn: ({ signal }) => getAvatars(signal),
    staleTime: Infinity,
  })

/** The avatars a member may pick. */
export const useAvatarsQuery = () => useQuery(avatarsQueryOptions())
