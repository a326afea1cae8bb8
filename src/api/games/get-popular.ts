import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallInput } from '../types.gen'
import { untilNextDraw, type LotteryGame } from './get-lottery-lobby'
import { gamesKeys } from './keys'

/** Spec §9 prize modes, in the order the popular list offers them. */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const satisfies readonly NonNullable<
  CallInput<'games.popular'>['prizeMode']
>[]

/** A prize mode of the popular list. */
export type PrizeMode = (typeof prizeModes)[number]

/** Spec §9: the popular list asks for 20 games. */
export const popularCount = 20

/** Spec §7 popular: count 20, a prize mode, the device and the language. */
export async function getPopular(
  prizeMode: PrizeMode,
  device: string,
  language: string,
  signal?: AbortSignal,
): Promise<LotteryGame[]> {
  const query = { count: popularCount, prizeMode, device, language }
  return (await call('games.popular', query, { signal })).list
}

/** The popular lottery games of a prize mode; it asks again once the next draw is due. */
export const popularQueryOptions = (prizeMode: PrizeMode, device: string, language: string) =>
  queryOptions({
    queryKey: gamesKeys.popular(prizeMode, device, language),
    queryFn: ({ signal }) => getPopular(prizeMode, device, language, signal),
    refetchInterval: (query) => untilNextDraw(query.state.data ?? [], Date.now()),
  })
