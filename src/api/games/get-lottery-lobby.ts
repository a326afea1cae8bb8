import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { gamesKeys } from './keys'

/** A lottery game with its current draw, as games.lotteryLobby and games.popular answer it. */
export type LotteryGame = CallOutput<'games.lotteryLobby'>['list'][number]

/** The lobby asks again at most this often, and at least this often while draws are far off. */
const minRefreshMs = 5_000
const maxRefreshMs = 5 * 60_000
/** The platform settles a draw a moment after its time. */
const drawSlackMs = 1_000

/** Milliseconds until a lottery list should ask again: just after the earliest next draw. */
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

/** Every lottery game with its draw, in a language. */
export async function getLotteryLobby(language: string, signal?: AbortSignal) {
  return (await call('games.lotteryLobby', { language }, { signal })).list
}

/** Every lottery game with its draw; it asks again once the next draw is due. */
export const lotteryLobbyQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.lotteryLobby(language),
    queryFn: ({ signal }) => getLotteryLobby(language, signal),
    refetchInterval: (query) => untilNextDraw(query.state.data ?? [], Date.now()),
  })
