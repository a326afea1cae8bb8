import { call } from '../client'
import type { CallInput } from '../types.gen'

/** One page of the member's favourite games. */
export function getFavouriteGames(query: CallInput<'games.favourites'>, signal?: AbortSignal) {
  return call('games.favourites', query, { signal })
}
