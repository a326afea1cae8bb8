import { write } from '../write'
import type { CallInput } from '../types.gen'

/** Unstars a game; the favourite lists are stale afterwards (gamesKeys.favourites). */
export function removeFavourite(game: CallInput<'games.removeFavourite'>) {
  return write('games.removeFavourite', game)
}
