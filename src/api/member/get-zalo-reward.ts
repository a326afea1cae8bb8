import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { memberKeys } from './keys'

/** The Zalo reward: the amount offered (0 for none) and the one this member received, if any. */
export type ZaloReward = CallOutput<'member.zaloReward'>

/** Reads the merchant's Zalo reward offer and whether the member has received it. */
export const getZaloReward = (signal?: AbortSignal) =>
  call('member.zaloReward', undefined, { signal })

/** The Zalo reward; a profile change invalidates it with the rest of the member domain. */
export const zaloRewardQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.zaloReward(),
    queryFn: ({ signal }) => getZaloReward(signal),
  })

/** The signed-in member's Zalo reward. */
export const useZaloRewardQuery = () => useQuery(zaloRewardQueryOptions())
