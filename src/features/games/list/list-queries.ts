import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { getFavouriteGames } from '@/api/games/get-favourite-games'
import { getGameList, type GameItem } from '@/api/games/get-game-list'
import { hotGamesQueryOptions } from '@/api/games/get-hot-games'
import { getRecentGames } from '@/api/games/get-recent-games'
import { vendorsQueryOptions } from '@/api/games/get-vendors'
import { gamesKeys } from '@/api/games/keys'
import { initialListState, nextPageNo, type ListState } from './list-state'
import {
  favouritesQuery,
  gameQuery,
  hotQuery,
  recentQuery,
  type RequestContext,
} from './list-requests'

/** One page of any paged list, in one shape. */
export interface GamePage {
  games: GameItem[]
  pageNo: number
  totalPages: number
  /** How many games the list holds, where the platform says (the full list). */
  total: number | null
}

/**
 * The hot games of the list's category, of the vendor chosen if any (spec §7 vassalage), for the
 * hot tab and the hot markers (spec §4).
 */
export const hotQueryOptions = (ctx: RequestContext, vendor: string, user: string) =>
  hotGamesQueryOptions(hotQuery({ ...ctx, vassalage: vendor }), ctx.gameType, user)

async function fetchPage(
  state: ListState,
  ctx: RequestContext,
  pageNo: number,
  signal: AbortSignal,
): Promise<GamePage> {
  switch (state.type) {
    case 'recent': {
      const answer = await getRecentGames(recentQuery(state, ctx, pageNo), signal)
      return { games: answer.list, pageNo, totalPages: answer.totalPages, total: null }
    }
    case 'fav': {
      const answer = await getFavouriteGames(favouritesQuery(state, ctx, pageNo), signal)
      return { games: answer.content, pageNo, totalPages: answer.totalPages, total: null }
    }
    default: {
      const answer = await getGameList(gameQuery(state, ctx, pageNo), signal)
      return { games: answer.games, pageNo, totalPages: answer.totalPages, total: answer.total }
    }
  }
}

/**
 * A paged list (full, recent or favourites) from the state's first page on, one page at a time
 * until totalPages (spec §4). Its key leaves out the page: further pages join the same entry.
 */
export const pagedListQueryOptions = (state: ListState, ctx: RequestContext, user: string) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.list(state.type, { state, ctx }, user),
    queryFn: ({ pageParam, signal }) => fetchPage(state, ctx, pageParam, signal),
    initialPageParam: state.pageNo,
    getNextPageParam: (last) => nextPageNo(last.pageNo, last.totalPages),
    // Thousands of games may be loaded: they stay as they are until the list changes, and a new
    // page is appended without comparing every loaded game (structural sharing) again.
    staleTime: Infinity,
    structuralSharing: false,
  })

/** The category of a game-list route (/rng, /fish, /pvp): its `games` parameter. */
export const listGameType = (params: Record<string, string> | undefined) =>
  (params?.games ?? 'RNG').toUpperCase()

/**
 * Asks for what a game list shows first, with the keys the list reads: its vendors and, unless a
 * vendor was chosen beforehand (the list then waits for the vendors to check it), its hot games
 * and first page. For a visit that opens on the list, so that these go out beside the screen's
 * code rather than after its first render. Settles, never fails: the list shows a failure itself.
 */
export function prefetchGameList(
  queryClient: QueryClient,
  ctx: RequestContext,
  user: string,
  vendorChosen: boolean,
): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(vendorsQueryOptions(ctx.gameType, ctx.merchant)),
    vendorChosen ? undefined : queryClient.prefetchQuery(hotQueryOptions(ctx, '', user)),
    vendorChosen
      ? undefined
      : queryClient.prefetchInfiniteQuery(pagedListQueryOptions(initialListState(), ctx, user)),
  ])
}
