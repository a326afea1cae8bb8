import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallInput } from '../types.gen'
import type { GameItem } from './get-game-list'
import { gamesKeys } from './keys'

/** The hot query of spec §7: merchant code, isPlatform, vassalage, platform, language. */
export type HotGamesQuery = CallInput<'games.hot'>

/**
 * Spec §7 hot game list: merchant code, isPlatform 2, the vassalage (the vendor chosen; without
 * one, every vendor of the type), platform, language.
 */
export function hotQuery(ctx: {
  merchant: string
  language: string
  vassalage?: string
}): HotGamesQuery {
  return {
    merchantCode: ctx.merchant,
    isPlatform: 2,
    vassalage: ctx.vassalage || undefined,
    platform: 'flash,html5-desktop',
    language: ctx.language,
  }
}

/** The hot games of one category, out of the answer that groups every category's. */
export async function getHotGames(
  query: HotGamesQuery,
  gameType: string,
  signal?: AbortSignal,
): Promise<GameItem[]> {
  const answer = await call('games.hot', query, { signal })
  return answer.list.find((group) => group.gameType === gameType)?.games ?? []
}

/** The hot games of one category as a member (or visitor) sees them (the favourite flag). */
export const hotGamesQueryOptions = (query: HotGamesQuery, gameType: string, user: string) =>
  queryOptions({
    queryKey: gamesKeys.hot(gameType, query, user),
    queryFn: ({ signal }) => getHotGames(query, gameType, signal),
    staleTime: 60_000,
  })

/** Every category's hot games in one row, in the order the platform groups them. */
export const allHotGamesQueryOptions = (query: HotGamesQuery, user: string) =>
  queryOptions({
    queryKey: gamesKeys.hot('ALL', query, user),
    queryFn: async ({ signal }): Promise<GameItem[]> =>
      (await call('games.hot', query, { signal })).list.flatMap((group) => group.games),
    staleTime: 60_000,
  })
