import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import { useSession } from '@/state/session.store'
import { isMissionsUnavailable } from './get-missions'
import { inboxKeys } from './inbox.keys'

/** The merchant's top players by stake this week and the member's own rank. */
export function getLeaderboard(signal?: AbortSignal) {
  return call('inbox.leaderboard', undefined, { signal })
}

export const leaderboardQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.leaderboard(account),
    queryFn: ({ signal }) => getLeaderboard(signal),
    retry: (count, error) => !isMissionsUnavailable(error) && count < 1,
  })

export function useLeaderboardQuery(isEnabled: boolean) {
  const { account } = useSession()
  return useQuery({ ...leaderboardQueryOptions(account), enabled: isEnabled })
}
