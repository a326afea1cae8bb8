import { queryOptions, useQuery } from '@tanstack/react-query'
import { usePreferences } from '@/state/preferences.store'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { gamesKeys } from './keys'

/** One winner of the winner board; the platform masks the player. */
export type Winner = CallOutput<'games.winners'>['list'][number]['vo']

/** Spec §9: the winner board shows the 20 latest of every category. */
export const winnerQuery = { gameCategory: 'ALL', limitNum: 20 } as const

/** The latest winners in a language. */
export async function getWinners(language: string, signal?: AbortSignal): Promise<Winner[]> {
  const answer = await call('games.winners', { ...winnerQuery, language }, { signal })
  return answer.list.map((item) => item.vo)
}

/** The winner board in a language. */
export const winnersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.winners(language),
    queryFn: ({ signal }) => getWinners(language, signal),
    staleTime: 60_000,
  })

/** The winner board in the visitor's language. */
export function useWinnersQuery() {
  const { language } = usePreferences()
  return useQuery(winnersQueryOptions(language))
}
