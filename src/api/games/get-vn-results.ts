import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import type { CallOutput } from '../types.gen'
import type { VnRegion } from './get-vn-menus'
import { gamesKeys } from './keys'

/** One day's opened numbers of a region, by province and prize. */
export type VnResults = CallOutput<'games.vnResults'>

/** A region's latest opened numbers. */
export function getVnResults(region: VnRegion, signal?: AbortSignal) {
  return call('games.vnResults', { region }, { signal })
}

/** A region's latest opened numbers. */
export const vnResultsQueryOptions = (region: VnRegion) =>
  queryOptions({
    queryKey: gamesKeys.vnResults(region),
    queryFn: ({ signal }) => getVnResults(region, signal),
    staleTime: 60_000,
  })
