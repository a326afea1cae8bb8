import { queryOptions } from '@tanstack/react-query'
import { clientType, getGameList, type GameItem } from './get-game-list'
import { gamesKeys } from './keys'

/**
 * The games a category added last. The catalogue has no release date: a game's id grows as games
 * are added, so the newest are those with the highest ids. The full list is in the operator's
 * order, so its last page is asked for (its size from the first answer) and sorted by id.
 */
export async function getNewGames(
  gameType: string,
  language: string,
  count: number,
  signal?: AbortSignal,
): Promise<GameItem[]> {
  const query = { clientType, gameType, language, pageSize: 100 }
  const first = await getGameList({ ...query, pageNo: 1 }, signal)
  const last =
    first.totalPages > 1
      ? (await getGameList({ ...query, pageNo: first.totalPages }, signal)).games
      : []
  // Ids are strings of digits: a longer one is larger, and among equals the order is the text's.
  return [...first.games, ...last]
    .sort((a, b) => b.nodeId.length - a.nodeId.length || (b.nodeId > a.nodeId ? 1 : -1))
    .slice(0, count)
}

/** The newest games of a category, for Home; they change rarely. */
export const newGamesQueryOptions = (gameType: string, language: string, count: number) =>
  queryOptions({
    queryKey: gamesKeys.newGames(gameType, language, count),
    queryFn: ({ signal }) => getNewGames(gameType, language, count, signal),
    staleTime: 5 * 60_000,
  })
