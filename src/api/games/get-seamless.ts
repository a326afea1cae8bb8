import { queryOptions } from '@tanstack/react-query'
import { call } from '../client'
import { gamesKeys } from './keys'

/** The vendors whose games play straight from the main wallet, by category. */
export async function getSeamless(merchantCode: string, signal?: AbortSignal) {
  return (await call('games.seamless', { merchantCode }, { signal })).categories
}

/** The seamless vendors of a merchant; they change rarely. */
export const seamlessQueryOptions = (merchantCode: string) =>
  queryOptions({
    queryKey: gamesKeys.seamless(merchantCode),
    queryFn: ({ signal }) => getSeamless(merchantCode, signal),
    staleTime: 5 * 60_000,
  })
