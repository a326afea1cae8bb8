import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../client'
import type { CallInput, CallOutput } from '../types.gen'
import { gamesKeys } from './keys'

/** A game as the platform's game, hot, recent and favourite lists answer it. */
export type GameItem = CallOutput<'games.list'>['games'][number]

/** The game query of spec §3. */
export type GameListQuery = CallInput<'games.list'>

/** Spec §9: client type 3. */
export const clientType = 3

/** One page of the full game list. */
export function getGameList(query: GameListQuery, signal?: AbortSignal) {
  return call('games.list', query, { signal })
}

/** The game popup's page size. */
const vendorPageSize = 14

/** One page of a vendor's games of a category (the game popup); the last page shows meanwhile. */
export const vendorGamesQueryOptions = (vassalage: string, gameType: string, pageNo: number) =>
  queryOptions({
    queryKey: gamesKeys.vendorGames(vassalage, gameType, pageNo),
    queryFn: ({ signal }) =>
      getGameList({ clientType, gameType, vassalage, pageNo, pageSize: vendorPageSize }, signal),
    placeholderData: keepPreviousData,
  })

/** One page of a vendor's games of a category. */
export const useVendorGamesQuery = (vassalage: string, gameType: string, pageNo: number) =>
  useQuery(vendorGamesQueryOptions(vassalage, gameType, pageNo))
