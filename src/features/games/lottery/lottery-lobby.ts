import type { GameItem } from '@/api/games/get-game-list'
import type { LotteryGame } from '@/api/games/get-lottery-lobby'
import type { LaunchTarget } from '../launch/rules'

/** A wait until a draw, split for display: whole days and hh:mm:ss (mm:ss under an hour). */
export function countdownParts(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const days = Math.floor(total / 86_400)
  const hours = Math.floor((total % 86_400) / 3_600)
  const minutes = Math.floor((total % 3_600) / 60)
  const seconds = total % 60
  const two = (n: number) => String(n).padStart(2, '0')
  const clock =
    hours > 0 || days > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`
  return { days, clock }
}

/** What the lottery screens read from their URL (spec §2.1: gameCode, vendor, playType). */
export interface LotteryPick {
  vendor?: string
  gameCode?: string
  playType?: string
}

/**
 * The game the URL names: the vendor's game of that code, or, with a vendor alone (a header
 * vendor, the header's lottery entry), the vendor's first game. Null when the URL names none or
 * the lobby has no such game.
 */
export function pickedGame(games: readonly LotteryGame[], pick: LotteryPick): LotteryGame | null {
  if (!pick.vendor) return null
  const ofVendor = games.filter((game) => game.vendor === pick.vendor)
  if (!pick.gameCode) return ofVendor[0] ?? null
  return ofVendor.find((game) => game.gameCode === pick.gameCode) ?? null
}

/** The member's recent lottery games as lobby games (with their draws), most recent first. */
export function recentLotteryGames(
  recent: readonly Pick<GameItem, 'vendor' | 'gameCode'>[],
  games: readonly LotteryGame[],
): LotteryGame[] {
  const byCode = new Map(games.map((game) => [`${game.vendor}/${game.gameCode}`, game]))
  return recent
    .map((item) => byCode.get(`${item.vendor}/${item.gameCode}`))
    .filter((game): game is LotteryGame => game !== undefined)
}

/** The lobby games among a member's lottery favourites (game ids), in the order they were added. */
export function favouriteLotteryGames(
  games: readonly LotteryGame[],
  ids: readonly string[],
): LotteryGame[] {
  const byId = new Map(games.map((game) => [game.nodeId, game]))
  return ids.map((id) => byId.get(id)).filter((game): game is LotteryGame => game !== undefined)
}

/** The lobby's games grouped by vendor, vendors in the order their first game comes. */
export function byVendor(games: readonly LotteryGame[]): [string, LotteryGame[]][] {
  const groups = new Map<string, LotteryGame[]>()
  for (const game of games) groups.set(game.vendor, [...(groups.get(game.vendor) ?? []), game])
  return [...groups]
}

/** A lottery game as a launch target: the lottery launch of spec §2.6 with its play type. */
export const lotteryTarget = (game: LotteryGame): LaunchTarget => ({
  gameType: game.gameType,
  vendor: game.vendor,
  gameCode: game.gameCode,
  isGame: 'GAME',
  vassalage: game.vendor,
  defaultPlayType: game.defaultPlayType,
})
