import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'
import { gamesKeys } from './games.keys'

/** The regions of the Vietnamese lottery. */
export type VnRegion = 'north' | 'central' | 'south'

/** Spec §9: the Vietnamese numbers list asks for 100 numbers. */
export const vnNumbersCount = 100

/** A region of the Vietnamese lottery menu (games.vnMenus). */
export interface VnMenuRegion {
  region: VnRegion
  vendor: string
  gameCode: string
  gameName: string
  gameType: string
  defaultPlayType: string
  /** HH:mm of the daily draw, Vietnam time. */
  drawTime: string
  provinces: string[]
}

/** One day's opened numbers of a region, by province and prize (games.vnResults). */
export interface VnResults {
  region: string
  /** yyyy-MM-dd */
  date: string
  draws: { province: string; prizes: { prize: string; numbers: string[] }[] }[]
}

/** How often each two-digit ending came up (games.vnNumbers). */
export interface VnNumbers {
  days: number
  list: { number: string; count: number }[]
}

/** The regions with their game, draw time and provinces; they change rarely. */
export const vnMenusQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.vnMenus(language),
    queryFn: async ({ signal }) => (await call('games.vnMenus', { language }, { signal })).regions,
    staleTime: 10 * 60_000,
  })

/** A region's latest opened numbers. */
export const vnResultsQueryOptions = (region: VnRegion) =>
  queryOptions({
    queryKey: gamesKeys.vnResults(region),
    queryFn: ({ signal }) => call('games.vnResults', { region }, { signal }),
    staleTime: 60_000,
  })

/** Spec §7: the Vietnamese numbers, count 100, of a region. */
export const vnNumbersQueryOptions = (region: VnRegion) =>
  queryOptions({
    queryKey: gamesKeys.vnNumbers(region),
    queryFn: ({ signal }) => call('games.vnNumbers', { count: vnNumbersCount, region }, { signal }),
    staleTime: 60_000,
  })
