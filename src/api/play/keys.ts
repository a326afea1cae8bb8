import type { BetsQuery } from './get-bets'
import type { GameToLaunch } from './launch-game'

/** Query keys of the play domain (schemas/api/play.json); member-bound keys carry the account. */
export const playKeys = {
  all: ['play'] as const,
  bets: (account: string | null, q: BetsQuery) => [...playKeys.all, 'bets', account, q] as const,
  launch: (game: GameToLaunch, token: string | null) =>
    [...playKeys.all, 'launch', game.vendor, game.gameCode, game.gameType, token] as const,
}
