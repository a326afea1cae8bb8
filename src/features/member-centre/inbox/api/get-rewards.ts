import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './inbox.keys'

/** The member's rewards, newest first, with their status. */
export function getRewards(signal?: AbortSignal) {
  return call('inbox.rewards', undefined, { signal })
}

export const rewardsQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.rewards(account),
    queryFn: ({ signal }) => getRewards(signal),
  })

export function useRewardsQuery() {
  const { account } = useSession()
  return useQuery(rewardsQueryOptions(account))
}
