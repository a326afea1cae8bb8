import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { memberKeys } from './keys'

/** The signed-in member as member.info answers (spec §3). */
export type MemberInfo = CallOutput<'member.info'>

/** Reads the signed-in member's account, names, type and labels. */
export const getMemberInfo = (signal?: AbortSignal) => call('member.info', undefined, { signal })

/** The signed-in member; it changes rarely, so it stays fresh for a minute. */
export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 60_000,
  })

/** The signed-in member's info. */
export const useMemberInfoQuery = () => useQuery(memberInfoQueryOptions())
