import { queryOptions } from '@tanstack/react-query'
import { call } from '@/api/client'
import type { VendorCategory } from '@/api/vendors-query'
import { gamesKeys } from './games.keys'

/** The vendors whose games play straight from the main wallet, by category (games.seamless). */
export const seamlessQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: gamesKeys.seamless(merchantCode),
    queryFn: async ({ signal }) =>
      (
        await call<{ categories: VendorCategory[] }>('games.seamless', {
          query: { merchantCode },
          signal,
        })
      ).categories,
    staleTime: 5 * 60_000,
  })
