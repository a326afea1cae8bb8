import { write } from '../write'
import type { CallInput } from '../types.gen'

/** A game to star or unstar: its id, and its vendor and type. */
export type FavouriteGame = CallInput<'games.addFavourite'>

/** Stars a game; the favourite lists are stale afterwards (gamesKeys.favourites). */
export function addFavourite(game: FavouriteGame) {
  return write('games.addFavourite', game)
}
