import type { BetsQuery } from './get-bets'
import type { GameToLaunch } from './launch-game'

/** Query keys of the play domain (schemas/api/play.json); member-bound keys carry the account. */
export const playKeys = {
  all: ['play'] as const,
  /** Every page of a member's betting record, whatever the filters; not the launched games. */
  betsOf: (account: string | null) => [...playKeys.all, 'bets', account] as const,
  bets: (account: string | null, q: BetsQuery) => [...playKeys.betsOf(account), q] as const,
  /** Every launched game; never refetched behind the player's back, which would restart it. */
  launches: () => [...playKeys.all, 'launch'] as const,
  launch: (game: GameToLaunch, token: string | null) =>
    [...playKeys.launches(), game.vendor, game.gameCode, game.gameType, token] as const,
}
