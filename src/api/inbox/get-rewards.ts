import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'

/** A reward of the reward centre. */
export type Reward = CallOutput<'inbox.rewards'>['list'][number]

/** The member's rewards, newest first, with their status. */
export function getRewards(signal?: AbortSignal) {
  return call('inbox.rewards', undefined, { signal })
}

/** The given member's rewards. */
export const rewardsQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.rewards(account),
    queryFn: ({ signal }) => getRewards(signal),
  })

/** The signed-in member's rewards. */
export function useRewardsQuery() {
  const { account } = useSession()
  return useQuery(rewardsQueryOptions(account))
}
