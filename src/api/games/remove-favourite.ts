import { call } from '../client'
import type { CallInput } from '../types.gen'

/** Unstars a game; the favourite lists are stale afterwards (gamesKeys.favourites). */
export function removeFavourite(game: CallInput<'games.removeFavourite'>) {
  return call('games.removeFavourite', game)
}
