import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallInput } from '../types.gen'
import { clientType } from './get-game-list'
import { gamesKeys } from './keys'

/** One page of the member's favourite games. */
export function getFavouriteGames(query: CallInput<'games.favourites'>, signal?: AbortSignal) {
  return call('games.favourites', query, { signal })
}

/**
 * The member's latest favourites of every category (Home's row). Its key sits under
 * gamesKeys.favourites(), so a changed star makes it stale.
 */
export const favouriteGamesQueryOptions = (user: string, language: string, pageSize: number) => {
  const query = { clientType, platform: 'flash', language, pageNo: 1, pageSize }
  return queryOptions({
    queryKey: gamesKeys.list('fav', query, user),
    queryFn: async ({ signal }) => (await getFavouriteGames(query, signal)).content,
  })
}
