import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'
import { gamesKeys } from './games.keys'

/** The vendors whose games play straight from the main wallet, by category (games.seamless). */
export const seamlessQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: gamesKeys.seamless(merchantCode),
    queryFn: async ({ signal }) =>
      (await call('games.seamless', { merchantCode }, { signal })).categories,
    staleTime: 5 * 60_000,
  })
