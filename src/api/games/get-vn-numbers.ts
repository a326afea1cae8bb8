import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import type { VnRegion } from './get-vn-menus'
import { gamesKeys } from './keys'

/** How often each two-digit ending came up. */
export type VnNumbers = CallOutput<'games.vnNumbers'>

/** Spec §9: the Vietnamese numbers list asks for 100 numbers. */
export const vnNumbersCount = 100

/** Spec §7: the Vietnamese numbers, count 100, of a region. */
export function getVnNumbers(region: VnRegion, signal?: AbortSignal) {
  return call('games.vnNumbers', { count: vnNumbersCount, region }, { signal })
}

/** A region's Vietnamese numbers. */
export const vnNumbersQueryOptions = (region: VnRegion) =>
  queryOptions({
    queryKey: gamesKeys.vnNumbers(region),
    queryFn: ({ signal }) => getVnNumbers(region, signal),
    staleTime: 60_000,
  })
