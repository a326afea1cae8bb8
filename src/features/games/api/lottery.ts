import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'
import { clientType } from '../list/list-requests'
import { gamesKeys } from './games.keys'

/** Spec §9 prize modes, in the order the popular list offers them. */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const

/** A prize mode of the popular list. */
export type PrizeMode = (typeof prizeModes)[number]

/** Spec §9: the popular list asks for 20 games. */
export const popularCount = 20

/** How many recent lottery games the lottery screen shows. */
export const recentLotteryCount = 20

/** A lottery game with its current draw, as games.lotteryLobby and games.popular answer it. */
export interface LotteryGame {
  /** The game id, as lottery favourites keep it. */
  nodeId: string
  vendor: string
  gameCode: string
  gameName: string
  gameType: string
  prizeMode: PrizeMode
  defaultPlayType: string
  intervalSeconds: number
  drawNo: string
  /** ISO time of the next draw. */
  nextDrawAt: string
  lastResult: string[]
}

/** The lobby asks again at most this often, and at least this often while draws are far off. */
const minRefreshMs = 5_000
const maxRefreshMs = 5 * 60_000
/** The platform settles a draw a moment after its time. */
const drawSlackMs = 1_000

/** Milliseconds until the lobby should ask again: just after the earliest next draw. */
export function untilNextDraw(
  games: readonly Pick<LotteryGame, 'nextDrawAt'>[],
  now: number,
): number {
  const due = games
    .map((game) => Date.parse(game.nextDrawAt))
    .filter(Number.isFinite)
    .reduce((earliest, time) => Math.min(earliest, time), Infinity)
  if (!Number.isFinite(due)) return maxRefreshMs
  return Math.min(maxRefreshMs, Math.max(minRefreshMs, due - now + drawSlackMs))
}

/** Every lottery game with its draw; it asks again once the next draw is due. */
export const lotteryLobbyQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.lotteryLobby(language),
    queryFn: async ({ signal }) =>
      (await call('games.lotteryLobby', { language }, { signal })).list,
    refetchInterval: (query) => untilNextDraw(query.state.data ?? [], Date.now()),
  })

/** Spec §7 popular: count 20, a prize mode, the device and the language. */
export const popularQueryOptions = (prizeMode: PrizeMode, device: string, language: string) =>
  queryOptions({
    queryKey: gamesKeys.popular(prizeMode, device, language),
    queryFn: async ({ signal }) =>
      (
        await call(
          'games.popular',
          { count: popularCount, prizeMode, device, language },
          { signal },
        )
      ).list,
    refetchInterval: (query) => untilNextDraw(query.state.data ?? [], Date.now()),
  })

/** The member's recently launched lottery and e-lottery games, most recent first. */
export const lotteryRecentQueryOptions = (user: string, language: string) =>
  queryOptions({
    queryKey: gamesKeys.lotteryRecent(user, language),
    queryFn: async ({ signal }) =>
      (
        await call(
          'games.recent',
          {
            clientType,
            gameTypes: 'LOTT,ELOTT',
            language,
            pageNo: 1,
            pageSize: recentLotteryCount,
          },
          { signal },
        )
      ).list,
    // A game launched a moment ago belongs at the top the next time the list shows.
    staleTime: 0,
  })
