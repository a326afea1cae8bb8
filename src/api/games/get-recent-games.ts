import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallInput } from '../types.gen'
import { clientType } from './get-game-list'
import { gamesKeys } from './keys'

/** How many recent lottery games the lottery screen shows. */
export const recentLotteryCount = 20

/** One page of the member's recently played games. */
export function getRecentGames(query: CallInput<'games.recent'>, signal?: AbortSignal) {
  return call('games.recent', query, { signal })
}

/** The member's recently launched lottery and e-lottery games, most recent first. */
export const lotteryRecentQueryOptions = (user: string, language: string) =>
  queryOptions({
    queryKey: gamesKeys.lotteryRecent(user, language),
    queryFn: async ({ signal }) =>
      (
        await getRecentGames(
          {
            clientType,
            gameTypes: 'LOTT,ELOTT',
            language,
            pageNo: 1,
            pageSize: recentLotteryCount,
          },
          signal,
        )
      ).list,
    // A game launched a moment ago belongs at the top the next time the list shows.
    staleTime: 0,
  })

/** The member's latest games of every category, most recent first (Home's row). */
export const recentGamesQueryOptions = (user: string, language: string, pageSize: number) => {
  const query = { clientType, language, pageNo: 1, pageSize }
  return queryOptions({
    queryKey: gamesKeys.list('recent', query, user),
    queryFn: async ({ signal }) => (await getRecentGames(query, signal)).list,
    // A game launched a moment ago belongs at the front the next time the row shows.
    staleTime: 0,
  })
}
