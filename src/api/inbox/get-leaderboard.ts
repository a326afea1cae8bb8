import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { CallOutput } from '@/api/types.gen'
import { useSession } from '@/state/session.store'
import { inboxKeys } from './keys'

/** The top players this period and the member's own rank. */
export type Leaderboard = CallOutput<'inbox.leaderboard'>

/** The merchant's top players by stake this week and the member's own rank. */
export function getLeaderboard(signal?: AbortSignal) {
  return call('inbox.leaderboard', undefined, { signal })
}

/** The leaderboard as the given member sees it; a switched-off answer is not retried. */
export const leaderboardQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: inboxKeys.leaderboard(account),
    queryFn: ({ signal }) => getLeaderboard(signal),
  })

/** The leaderboard, asked for only while it is shown. */
export function useLeaderboardQuery(isEnabled: boolean) {
  const { account } = useSession()
  return useQuery({ ...leaderboardQueryOptions(account), enabled: isEnabled })
}
