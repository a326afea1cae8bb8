import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import { gamesKeys } from './keys'

/** A region of the Vietnamese lottery menu with its game, daily draw time and provinces. */
export type VnMenuRegion = CallOutput<'games.vnMenus'>['regions'][number]

/** The regions of the Vietnamese lottery. */
export type VnRegion = VnMenuRegion['region']

/** The Vietnamese lottery's regions in a language. */
export async function getVnMenus(language: string, signal?: AbortSignal) {
  return (await call('games.vnMenus', { language }, { signal })).regions
}

/** The regions with their game, draw time and provinces; they change rarely. */
export const vnMenusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.vnMenus(language),
    queryFn: ({ signal }) => getVnMenus(language, signal),
    staleTime: 10 * 60_000,
  })
